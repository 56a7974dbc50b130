import { data } from 'react-router';
import { isLocale } from '../../../common/i18n/locales.ts';
import { AuthorBadge } from '../../features/posts/author-badge.tsx';
import { formatTimestamp } from '../../lib/format-timestamp.ts';
import type { SearchResult } from '../../../common/contracts/search.ts';
import { SearchPage } from '../../features/search/search-page.tsx';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';
import { loadSearchPage } from '../../features/search/load-search.server.ts';

/**
 * {lang}/search?result=…&option=keyword|all (SPEC §2.1, §5; issue 30 item 1). The posts
 * feature lends its author badge to the results.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  return loadSearchPage(context, params.lang, new URL(request.url));
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang, 'search');
  const text = loaderData && loaderData.state !== 'empty' ? loaderData.query.text : '';
  return [
    ...pageMeta(lang, matches, {
      title: text ? t('meta.titleWithText', { text: text.slice(0, 60) }) : t('meta.title'),
      description: t('meta.description'),
    }),
    // Result pages are endless variations of the posts themselves: search engines keep the posts.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

function renderAuthor(author: SearchResult['author']) {
  return <AuthorBadge author={author} />;
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} renderAuthor={renderAuthor} formatDate={formatTimestamp} />;
}
