import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_FIELDS, SEARCH_TEXT_MAX_LENGTH } from '../../../common/search/limits.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { searchHref, type SearchQuery } from './search-query.ts';

const controlClass = 'min-h-11 rounded-md border border-ink-400 bg-white px-3 text-base text-ink-900';

/**
 * The page's search box (SPEC §2.2): a GET form, so that it searches without script; with
 * script it goes to the search's one address. A new text keeps where the words are looked for
 * and starts again without the grouping, category and page.
 */
export function SearchForm({ lang, query }: { lang: string; query: SearchQuery }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  return (
    <form
      method="get"
      action={`/${lang}/search`}
      role="search"
      aria-label={t('form.label')}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const text = String(form.get('result') ?? '').trim();
        const field = SEARCH_FIELDS.find((item) => item === form.get('field')) ?? 'all';
        void navigate(searchHref(lang, { text, field }));
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor="search-page-text" className="text-sm font-semibold text-ink-700">
          {t('form.input')}
        </label>
        <input
          id="search-page-text"
          type="search"
          name="result"
          defaultValue={query.text}
          key={query.text}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          placeholder={t('form.placeholder')}
          enterKeyHint="search"
          autoComplete="off"
          className={`${controlClass} w-full`}
        />
      </div>
      <div className="flex items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="search-page-field" className="text-sm font-semibold text-ink-700">
            {t('form.field')}
          </label>
          <select
            id="search-page-field"
            name="field"
            defaultValue={query.field}
            key={query.field}
            className={controlClass}
          >
            {SEARCH_FIELDS.map((field) => (
              <option key={field} value={field}>
                {t(`form.fields.${field}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonStyles({ variant: 'primary' })}>
          <SearchIcon className="size-5" />
          {t('form.submit')}
        </button>
      </div>
    </form>
  );
}
