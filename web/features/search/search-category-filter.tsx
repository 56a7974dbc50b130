import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { categoryPath, type SearchCategory } from './search-categories.ts';
import { SEARCH_TAB_TYPES, type SearchQuery, withFilters } from './search-query.ts';

const LEVELS = [
  { name: 'c1', label: 'filter.big' },
  { name: 'c2', label: 'filter.mid' },
  { name: 'c3', label: 'filter.small' },
] as const;

const selectClass =
  'min-h-11 w-full min-w-0 rounded-md border border-ink-400 bg-white px-3 text-base text-ink-900 desktop:w-auto desktop:max-w-56';

/**
 * The category filter of SPEC §2.2, three levels (big, mid, small). With script a choice
 * searches at once (?categoryId= of the deepest level chosen); without, it is a GET form whose
 * button sends c1..c3 with the search, and the loader finds the deepest consistent one. On the
 * "All" tab the big categories are grouped by their grouping.
 */
export function SearchCategoryFilter({
  lang,
  query,
  tree,
}: {
  lang: string;
  query: SearchQuery;
  tree: readonly SearchCategory[];
}) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const selected = categoryPath(tree, query.categoryId).map((node) => node.id);
  const selectedKey = selected.join('.');
  const [path, setPath] = useState(selected);
  const [shownFor, setShownFor] = useState(selectedKey);
  if (shownFor !== selectedKey) {
    setShownFor(selectedKey);
    setPath(selected);
  }
  if (tree.length === 0) return null;

  const levels: { options: readonly SearchCategory[]; value: number | undefined }[] = [];
  let options: readonly SearchCategory[] = tree;
  for (let depth = 0; depth < LEVELS.length && options.length > 0; depth += 1) {
    const value = path[depth];
    levels.push({ options, value });
    options = options.find((option) => option.id === value)?.children ?? [];
    if (value === undefined) break;
  }

  const choose = (depth: number, value: string) => {
    const next = value ? [...path.slice(0, depth), Number(value)] : path.slice(0, depth);
    setPath(next);
    void navigate(withFilters(lang, query, { categoryId: next.at(-1) }));
  };

  const optionsOf = (list: readonly SearchCategory[], depth: number) => {
    const render = (items: readonly SearchCategory[]) =>
      items.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ));
    if (depth > 0 || query.type) return render(list);
    return SEARCH_TAB_TYPES.map((type) => {
      const ofType = list.filter((option) => option.type === type);
      return ofType.length > 0 ? (
        <optgroup key={type} label={t(`posts:groupings.${type}.title`)}>
          {render(ofType)}
        </optgroup>
      ) : null;
    });
  };

  return (
    <form
      method="get"
      action={`/${lang}/search`}
      aria-label={t('filter.label')}
      className="flex w-full flex-col gap-2 desktop:w-auto desktop:flex-row desktop:flex-wrap desktop:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name="result" value={query.text} />
      <input type="hidden" name="option" value="all" />
      {query.field !== 'all' ? <input type="hidden" name="field" value={query.field} /> : null}
      {query.type ? <input type="hidden" name="type" value={query.type} /> : null}
      <input type="hidden" name="sort" value={query.sort} />
      {levels.map((level, depth) => {
        const { name, label } = LEVELS[depth]!;
        const id = `search-filter-${name}`;
        return (
          <div key={name} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={id} className="text-xs font-semibold text-ink-700">
              {t(label)}
            </label>
            <select
              id={id}
              name={name}
              value={level.value === undefined ? '' : String(level.value)}
              onChange={(event) => choose(depth, event.target.value)}
              className={selectClass}
            >
              <option value="">{t('filter.allCategories')}</option>
              {optionsOf(level.options, depth)}
            </select>
          </div>
        );
      })}
      {hydrated ? null : (
        <button type="submit" className={buttonStyles({ variant: 'secondary' })}>
          {t('form.apply')}
        </button>
      )}
    </form>
  );
}
