import { I18nextProvider } from 'react-i18next';
import { isRouteErrorResponse } from 'react-router';
import type { Locale } from '../../../common/i18n/locales.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { ErrorLayout } from './error-layout.tsx';
import { ErrorPageGuard } from './error-page-guard.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { ServerErrorPage } from './server-error-page.tsx';

/**
 * What the root error boundary shows: the not-found page for a 404 that no inner route
 * handled, the 500 page for anything else, both in the error layout and in the URL's
 * language, and the plain fallback if that rendering fails in turn.
 */
export function AppErrorPage({ error, lang }: { error: unknown; lang: Locale }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ErrorPageGuard lang={lang} error={error}>
      <I18nextProvider i18n={i18nFor(lang)}>
        <ErrorLayout>{status === 404 ? <NotFoundPage /> : <ServerErrorPage status={status} lang={lang} />}</ErrorLayout>
      </I18nextProvider>
    </ErrorPageGuard>
  );
}
