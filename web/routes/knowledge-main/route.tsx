import { data } from 'react-router';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { areaOfPath } from '../../features/knowledge/knowledge-paths.ts';
import { loadMainPage } from '../../features/knowledge/load-main.server.ts';
import { KnowledgeMainPage } from '../../features/knowledge/main-page.tsx';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';

/** {lang}/documentation and {lang}/solomon (SPEC §2.1, issue 31): an area's main page. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const area = areaOfPath(new URL(request.url).pathname);
  if (!area) throw data(null, { status: 404 });
  return loadMainPage(context, pageLocale(params), area);
}

export function meta({ params, matches, location }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const area = areaOfPath(location.pathname) ?? 'documentation';
  const t = i18nFor(lang).getFixedT(lang, 'knowledge');
  return pageMeta(lang, matches, { title: t(`area.${area}.title`), description: t(`area.${area}.description`) });
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function KnowledgeMainRoute({ loaderData }: Route.ComponentProps) {
  return <KnowledgeMainPage data={loaderData} />;
}
