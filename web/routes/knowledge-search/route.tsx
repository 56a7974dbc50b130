import { data } from 'react-router';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { areaOfPath } from '../../features/knowledge/knowledge-paths.ts';
import { loadKnowledgeSearch } from '../../features/knowledge/load-search.server.ts';
import { KnowledgeSearchPage } from '../../features/knowledge/search-page.tsx';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';

/** {lang}/{area}/search/{search?} (SPEC §2.1, issue 31): search inside an area. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const area = areaOfPath(url.pathname);
  if (!area) throw data(null, { status: 404 });
  return loadKnowledgeSearch(context, pageLocale(params), area, params.search, url);
}

export function meta({ params, matches, loaderData, location }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang, 'knowledge');
  const area = loaderData?.area ?? areaOfPath(location.pathname) ?? 'documentation';
  const text = loaderData && loaderData.state === 'results' ? loaderData.text.slice(0, 60) : '';
  return [
    ...pageMeta(lang, matches, {
      title: text ? `${t('search.title', { text })} · ${t(`area.${area}.title`)}` : t(`area.${area}.searchLabel`),
      description: t(`area.${area}.description`),
    }),
    // Result pages repeat the articles: search engines keep the articles.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function KnowledgeSearchRoute({ loaderData }: Route.ComponentProps) {
  return <KnowledgeSearchPage data={loaderData} />;
}
