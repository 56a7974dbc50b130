import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { KnowledgeArea } from '../../../common/contracts/knowledge.ts';
import { SEARCH_TEXT_MAX_LENGTH } from '../../../common/search/limits.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { knowledgePaths } from './knowledge-paths.ts';

/**
 * An area's search box: a GET form to {area}/search (its loader moves ?text= into the path), so
 * it searches without script; with script it goes straight to the search's address.
 */
export function KnowledgeSearchForm({
  lang,
  area,
  text = '',
  large = false,
}: {
  lang: string;
  area: KnowledgeArea;
  text?: string;
  large?: boolean;
}) {
  const { t } = useTranslation('knowledge');
  const navigate = useNavigate();
  const inputId = useId();
  return (
    <form
      method="get"
      action={`/${lang}/${area}/search`}
      role="search"
      aria-label={t(`area.${area}.searchLabel`)}
      className="flex w-full gap-2"
      onSubmit={(event) => {
        const typed = String(new FormData(event.currentTarget).get('text') ?? '').trim();
        event.preventDefault();
        if (typed === '') return;
        void navigate(knowledgePaths.search(lang, area, typed));
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t(`area.${area}.searchLabel`)}
      </label>
      <input
        id={inputId}
        type="search"
        name="text"
        defaultValue={text}
        key={text}
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        placeholder={t(`area.${area}.searchPlaceholder`)}
        enterKeyHint="search"
        autoComplete="off"
        className={`min-w-0 flex-1 rounded-md border border-ink-400 bg-white px-3 text-base text-ink-900 ${
          large ? 'min-h-12' : 'min-h-11'
        }`}
      />
      <button type="submit" className={buttonStyles({ variant: 'primary', size: large ? 'lg' : 'md' })}>
        <SearchIcon className="size-5" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('search.submit')}</span>
      </button>
    </form>
  );
}
