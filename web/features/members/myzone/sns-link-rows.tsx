import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNS_LINK_TYPES, SNS_LINKS_MAX } from '../../../../common/validation/member.ts';
import { Button } from '../../../components/ui/button.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { SnsRowErrors } from './profile-edit-result.ts';
import { fieldClass } from './profile-field.tsx';

export interface SnsRow {
  key: number;
  type: string;
  url: string;
}

/**
 * SPEC §5, §9: 0 to 3 SNS links, each a type and an address. The rows post as repeated
 * snsType / snsUrl fields; a row left blank is dropped by the action. Without script one blank
 * row waits below the links (adding one needs a save); with script rows are added and removed.
 */
export function SnsLinkRows({
  rows,
  onChange,
  errors,
}: {
  rows: SnsRow[];
  onChange: (rows: SnsRow[]) => void;
  errors: Record<number, SnsRowErrors>;
}) {
  const { t } = useTranslation('member');
  const hydrated = useHydrated();
  const [nextKey, setNextKey] = useState(() => rows.reduce((max, row) => Math.max(max, row.key), 0) + 1);
  const update = (index: number, change: Partial<SnsRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">{t('myzone.edit.links')}</legend>
      <p className="-mt-1 text-sm text-ink-600">{t('myzone.edit.linksHint')}</p>
      {rows.map((row, index) => {
        const n = index + 1;
        const error = errors[index] ?? {};
        return (
          <div key={row.key} className="grid gap-2 desktop:grid-cols-[10rem_1fr_auto]" data-testid="sns-row">
            <div>
              <label htmlFor={`sns-type-${row.key}`} className="sr-only">
                {t('myzone.edit.linkType', { n })}
              </label>
              <select
                id={`sns-type-${row.key}`}
                name="snsType"
                value={row.type}
                onChange={(event) => update(index, { type: event.target.value })}
                className={fieldClass}
                aria-invalid={error.type ? true : undefined}
                aria-describedby={error.type ? `sns-type-${row.key}-error` : undefined}
              >
                <option value="">{t('myzone.edit.linkTypeChoose')}</option>
                {SNS_LINK_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`profile.sns.${type}`)}
                  </option>
                ))}
              </select>
              {error.type ? (
                <p id={`sns-type-${row.key}-error`} className="mt-1 text-sm font-semibold text-berry-700">
                  {error.type}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor={`sns-url-${row.key}`} className="sr-only">
                {t('myzone.edit.linkUrl', { n })}
              </label>
              <input
                id={`sns-url-${row.key}`}
                name="snsUrl"
                type="url"
                inputMode="url"
                value={row.url}
                placeholder="https://"
                onChange={(event) => update(index, { url: event.target.value })}
                className={fieldClass}
                aria-invalid={error.url ? true : undefined}
                aria-describedby={error.url ? `sns-url-${row.key}-error` : undefined}
              />
              {error.url ? (
                <p id={`sns-url-${row.key}-error`} className="mt-1 text-sm font-semibold text-berry-700">
                  {error.url}
                </p>
              ) : null}
            </div>
            {hydrated ? (
              <IconButton
                label={t('myzone.edit.removeLink', { n })}
                icon={<CloseIcon />}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              />
            ) : null}
          </div>
        );
      })}
      {hydrated && rows.length < SNS_LINKS_MAX ? (
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              onChange([...rows, { key: nextKey, type: '', url: '' }]);
              setNextKey(nextKey + 1);
            }}
          >
            {t('myzone.edit.addLink')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
