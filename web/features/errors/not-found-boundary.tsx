import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { DEFAULT_LOCALE } from '../../../common/i18n/locales.ts';
import { localeOfPath } from '../../lib/document-head.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { ServerErrorPage } from './server-error-page.tsx';

/**
 * A route-level error boundary for routes whose loader answers 404: the not-found page
 * inside the surrounding layout. Other errors get the 500 content in place rather than being
 * rethrown: on the server React Router would hand a rethrown error back to this same
 * boundary (the deepest one rendered) and end with its bare last-resort text.
 */
export function NotFoundBoundary() {
  const error = useRouteError();
  const lang = localeOfPath(useLocation().pathname) ?? DEFAULT_LOCALE;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="flex justify-center px-6 py-16">
      <ServerErrorPage status={isRouteErrorResponse(error) ? error.status : 500} lang={lang} />
    </div>
  );
}
