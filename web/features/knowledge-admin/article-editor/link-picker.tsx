import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KnowledgeKind } from '../../../../common/contracts/knowledge.ts';
import { KNOWLEDGE_LINKS_MAX } from '../../../../common/validation/knowledge.ts';
import { Button } from '../../../components/ui/button.tsx';
import { StatusBadge } from '../status-badge.tsx';
import type { LinkOption } from './article-form.ts';

/** How many matches the list shows at once: a filter narrows the rest. */
const SHOWN = 20;

/**
 * The other kind's articles an article links (P24: a guide's answers, an answer's guides): the
 * chosen ones with their remove buttons, then a filter over every article of the other area
 * (the loader's list; filtered here, as typed) with a button to link each.
 */
export function LinkPicker({
  kind,
  options,
  chosen,
  error,
  onChange,
}: {
  kind: KnowledgeKind;
  options: readonly LinkOption[];
  chosen: readonly LinkOption[];
  error?: string;
  onChange: (links: LinkOption[]) => void;
}) {
  const { t } = useTranslation('knowledgeAdmin');
  const id = useId();
  const [filter, setFilter] = useState('');
  const full = chosen.length >= KNOWLEDGE_LINKS_MAX;
  const matches = useMemo(() => {
    const words = filter.trim().toLowerCase();
    const taken = new Set(chosen.map((link) => link.id));
    return options.filter(
      (option) =>
        !taken.has(option.id) &&
        (words === '' || `${option.title} ${option.categoryName ?? ''}`.toLowerCase().includes(words)),
    );
  }, [filter, options, chosen]);

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold text-ink-800">{t(`editor.links.${kind}`)}</legend>
      <p className="text-sm text-ink-600">{t('editor.linksHint', { max: KNOWLEDGE_LINKS_MAX })}</p>
      {chosen.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">{t('editor.linksNone')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1" data-testid="chosen-links">
          {chosen.map((link) => (
            <li key={link.id} className="flex items-center justify-between gap-2 rounded-md bg-flour-100 px-3 py-1">
              <span className="flex min-w-0 items-center gap-2">
                <span className="min-w-0 break-words text-ink-900">{link.title}</span>
                <StatusBadge status={link.status} />
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('editor.linkRemove', { title: link.title })}
                onClick={() => onChange(chosen.filter((each) => each.id !== link.id))}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-berry-700">
          {error}
        </p>
      ) : null}
      <label htmlFor={`${id}-filter`} className="mt-3 block text-sm font-semibold text-ink-800">
        {t(`editor.linkSearch.${kind}`)}
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        value={filter}
        disabled={full}
        aria-controls={`${id}-results`}
        aria-describedby={`${id}-count`}
        className="mt-1 block min-h-11 w-full max-w-md rounded-md border border-ink-300 bg-white px-3 text-base"
        onChange={(event) => setFilter(event.target.value)}
      />
      <p id={`${id}-count`} role="status" aria-live="polite" className="mt-1 text-sm text-ink-600">
        {matches.length === 0 ? t('editor.linkNoMatch') : t('editor.linkResults', { count: matches.length })}
      </p>
      <ul id={`${id}-results`} className="mt-1 flex max-h-72 flex-col gap-1 overflow-y-auto">
        {matches.slice(0, SHOWN).map((option) => (
          <li key={option.id} className="flex items-center justify-between gap-2 border-b border-flour-200 py-1">
            <span className="flex min-w-0 flex-wrap items-center gap-2">
              <span className="min-w-0 break-words text-ink-900">{option.title}</span>
              {option.categoryName ? <span className="text-sm text-ink-600">{option.categoryName}</span> : null}
              <StatusBadge status={option.status} />
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={full}
              aria-label={t('editor.linkAdd', { title: option.title })}
              onClick={() => onChange([...chosen, option])}
            >
              +
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
