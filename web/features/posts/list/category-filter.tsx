import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import type { PostSort } from '../../../../common/validation/post.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { postPaths } from '../post-paths.ts';
import type { CategoryOption } from './category-filter.ts';
import { listHref } from './list-query.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/** The three levels of SPEC §2 (big, mid, small) and the form fields that carry them without script. */
const LEVELS = [
  { name: 'c1', label: 'filter.big' },
  { name: 'c2', label: 'filter.mid' },
  { name: 'c3', label: 'filter.small' },
] as const;

const selectClass =
  'min-h-11 w-full min-w-0 rounded-md border border-ink-400 bg-white px-3 text-base text-ink-900 desktop:w-auto desktop:max-w-56';

/**
 * Big → mid → small category selects. With script a choice opens its list at once; without,
 * the form is a GET form whose submit button sends c1..c3 and the loader turns them into the
 * list's one address (?category=). The next level appears only when the chosen category has one.
 */
export function CategoryFilter({
  lang,
  type,
  tree,
  selectedPath,
  sort,
}: {
  lang: string;
  type: PostGroupingType;
  tree: CategoryOption[];
  /** Ids from the big category down to the one the list shows. */
  selectedPath: number[];
  sort: PostSort;
}) {
  const { t } = useTranslation('posts');
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The choice shows at once, before the list it asks for has arrived.
  const selectedKey = selectedPath.join('.');
  const [path, setPath] = useState(selectedPath);
  const [shownFor, setShownFor] = useState(selectedKey);
  if (shownFor !== selectedKey) {
    setShownFor(selectedKey);
    setPath(selectedPath);
  }

  const levels: { options: CategoryOption[]; value: number | undefined }[] = [];
  let options: CategoryOption[] = tree;
  for (let depth = 0; depth < LEVELS.length && options.length > 0; depth += 1) {
    const value = path[depth];
    levels.push({ options, value });
    options = options.find((option) => option.id === value)?.children ?? [];
    if (value === undefined) break;
  }

  const choose = (depth: number, value: string) => {
    const above = path.slice(0, depth);
    const next = value ? [...above, Number(value)] : above;
    setPath(next);
    const category = next.at(-1);
    void navigate(listHref(lang, type, { category: category === undefined ? undefined : String(category), sort }));
  };

  if (tree.length === 0) return null;
  return (
    <form
      method="get"
      action={postPaths.list(lang, type)}
      className="flex w-full flex-col gap-2 desktop:w-auto desktop:flex-row desktop:flex-wrap desktop:items-end"
      role="search"
      aria-label={t('filter.label')}
      onSubmit={(event) => {
        // With script every change has already navigated; Enter in a select must not post c1..c3.
        event.preventDefault();
      }}
    >
      {sort !== 'new' ? <input type="hidden" name="sort" value={sort} /> : null}
      {levels.map((level, depth) => {
        const { name, label } = LEVELS[depth]!;
        const id = `list-filter-${name}`;
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
              <option value="">{t('filter.all')}</option>
              {level.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      {hydrated ? null : (
        <button type="submit" className={buttonStyles({ variant: 'secondary' })}>
          {t('filter.apply')}
        </button>
      )}
    </form>
  );
}
