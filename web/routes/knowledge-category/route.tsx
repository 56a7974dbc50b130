import { data, redirect } from 'react-router';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { KnowledgeCategoryPage } from '../../features/knowledge/category-page.tsx';
import { areaOfPath, knowledgePaths } from '../../features/knowledge/knowledge-paths.ts';
import { loadCategoryPage } from '../../features/knowledge/load-category.server.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';

/**
 * {lang}/{area}/category/{category?} (SPEC §2.1): a category's articles. Without a category the
 * area's main page lists them all.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const area = areaOfPath(new URL(request.url).pathname);
  if (!area) throw data(null, { status: 404 });
  const lang = pageLocale(params);
  if (params.category === undefined) throw redirect(knowledgePaths.main(lang, area));
  return loadCategoryPage(context, lang, area, params.category);
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang, 'knowledge');
  if (!loaderData) {
    return [...pageMeta(lang, matches, { title: t('pages:notFound.title') }), { name: 'robots', content: 'noindex' }];
  }
  const category = loaderData.depth2 ?? loaderData.depth1;
  return pageMeta(lang, matches, {
    title: `${category.name} · ${t(`area.${loaderData.area}.title`)}`,
    description: t(`area.${loaderData.area}.description`),
  });
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function KnowledgeCategoryRoute({ loaderData }: Route.ComponentProps) {
  return <KnowledgeCategoryPage data={loaderData} />;
}
