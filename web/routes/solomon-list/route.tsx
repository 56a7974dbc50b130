import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { AnswerListPage } from '../../features/knowledge/answer-list-page.tsx';
import { loadAnswerList } from '../../features/knowledge/load-list.server.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';

/** {lang}/solomon/list (SPEC §2.1): every answer, by keyword. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadAnswerList(context, pageLocale(params), new URL(request.url));
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang, 'knowledge');
  const keyword = loaderData?.keyword;
  return pageMeta(lang, matches, {
    title: keyword ? `#${keyword} · ${t('list.title')}` : t('list.title'),
    description: t('list.description'),
  });
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function SolomonListRoute({ loaderData }: Route.ComponentProps) {
  return <AnswerListPage data={loaderData} />;
}
