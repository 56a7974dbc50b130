import { useTranslation } from 'react-i18next';
import { labelClass, selectClass } from './field-parts.tsx';

export interface GuideOption {
  id: number;
  title: string;
  categoryName: string;
}

/**
 * The guide a forum post links (SPEC §2.2 "a linked guide", issue 31): one of the published
 * documentation guides, grouped by category, or none. The post then shows the guide, and the
 * guide lists the post. A plain select: it works without script and by keyboard.
 */
export function GuideField({
  value,
  guides,
  onChange,
}: {
  value: number | null;
  guides: readonly GuideOption[];
  onChange: (guideId: number | null) => void;
}) {
  const { t } = useTranslation('editor');
  if (guides.length === 0) return null;
  const groups = new Map<string, GuideOption[]>();
  for (const guide of guides) groups.set(guide.categoryName, [...(groups.get(guide.categoryName) ?? []), guide]);
  // A guide unpublished since the post linked it is no longer offered: the select shows none.
  const selected = value !== null && guides.some((guide) => guide.id === value) ? String(value) : '';
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="post-guide" className={labelClass}>
        {t('form.guide')}
      </label>
      <select
        id="post-guide"
        name="guideId"
        value={selected}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        aria-describedby="post-guide-hint"
        className={selectClass}
      >
        <option value="">{t('form.noGuide')}</option>
        {[...groups].map(([category, options]) => (
          <optgroup key={category} label={category}>
            {options.map((guide) => (
              <option key={guide.id} value={guide.id}>
                {guide.title}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id="post-guide-hint" className="text-sm text-ink-600">
        {t('form.guideHint')}
      </p>
    </div>
  );
}
