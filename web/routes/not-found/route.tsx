import { data } from 'react-router';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { NotFoundPage } from '../../features/errors/not-found-page.tsx';
import { i18nFor } from '../../lib/i18n.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';
import { pageLocale } from '../../lib/page-locale.ts';

/** SPEC §2.1: any unknown path under a language answers 404 with the not-found page. */
export function loader() {
  throw data(null, { status: 404 });
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  // Search engines should not keep addresses that do not exist.
  return [
    ...pageMeta(lang, matches, { title: i18nFor(lang).t('pages:notFound.title') }),
    { name: 'robots', content: 'noindex' },
  ];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function NotFound() {
  return <NotFoundPage />;
}
