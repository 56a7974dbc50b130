import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import { POST_SORTS, type PostSort } from '../../../../common/validation/post.ts';
import { listHref } from './list-query.ts';

/** Newest, most viewed, most liked: links that keep the category and start again at page 1. */
export function SortLinks({
  lang,
  type,
  category,
  sort,
}: {
  lang: string;
  type: PostGroupingType;
  category: string | undefined;
  sort: PostSort;
}) {
  const { t } = useTranslation('posts');
  return (
    <nav aria-label={t('sort.label')}>
      <ul className="flex items-center gap-1 rounded-lg bg-flour-100 p-1">
        {POST_SORTS.map((option) => (
          <li key={option}>
            <Link
              to={listHref(lang, type, { category, sort: option })}
              aria-current={option === sort ? 'true' : undefined}
              className="inline-flex min-h-9 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap text-ink-700 hover:text-ember-800 current:bg-white current:text-ember-800 current:shadow-card"
            >
              {t(`sort.${option}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
