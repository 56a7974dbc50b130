import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useParams,
  useRouteError,
} from 'react-router';
import { DEFAULT_LOCALE } from '../common/i18n/locales.ts';
import type { Route } from './+types/root';
import { ConnectionBanner } from './features/app-shell/connection-banner.tsx';
import { DocumentHead } from './features/app-shell/document-head.tsx';
import { UnsupportedBrowserRedirect } from './features/app-shell/unsupported-browser.tsx';
import { AppErrorPage } from './features/errors/app-error-page.tsx';
import { localeOfPath, siteOrigin } from './lib/document-head.ts';
import { i18nFor } from './lib/i18n.ts';
import { LocaleData } from './lib/locale-data.tsx';
import { useNonce } from './lib/nonce.ts';
import { pageMeta, type RootData } from './lib/page-meta.ts';
import { requestServices } from './lib/request-context.ts';
import { pageLocale } from './lib/page-locale.ts';
import './styles/app.css';

export function Layout({ children }: { children: React.ReactNode }) {
  const params = useParams();
  const lang = pageLocale(params);
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <UnsupportedBrowserRedirect nonce={nonce} />
        <Meta />
        <DocumentHead />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18nFor(lang)}>{children}</I18nextProvider>
        <LocaleData lang={lang} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export function loader({ request, context }: Route.LoaderArgs): RootData {
  const { siteConfig } = context.get(requestServices);
  return { siteName: siteConfig.siteName, origin: siteOrigin(request.url, siteConfig.publicUrl) };
}

/** The site's title and description; pages replace them, error pages name the error. */
export function meta({ error, location, matches }: Route.MetaArgs) {
  const lang = localeOfPath(location.pathname) ?? DEFAULT_LOCALE;
  if (!error) return pageMeta(lang, matches, {});
  const key = isRouteErrorResponse(error) && error.status === 404 ? 'pages:notFound.title' : 'pages:serverError.title';
  return pageMeta(lang, matches, { title: i18nFor(lang).t(key) });
}

export default function App() {
  return (
    <>
      <Outlet />
      <ConnectionBanner />
    </>
  );
}

/** SPEC §2.2: errors no route handled, in the language of the URL (ko when it has none). */
export function ErrorBoundary() {
  const error = useRouteError();
  const lang = localeOfPath(useLocation().pathname) ?? DEFAULT_LOCALE;
  return <AppErrorPage error={error} lang={lang} />;
}
