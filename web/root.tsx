import { I18nextProvider } from 'react-i18next';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useParams, useRouteError } from 'react-router';
import { DEFAULT_LOCALE, isLocale } from '../common/i18n/locales.ts';
import { i18nFor } from './lib/i18n.ts';
import { useNonce } from './lib/nonce.ts';
import './styles/app.css';

export function Layout({ children }: { children: React.ReactNode }) {
  const params = useParams();
  const lang = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18nFor(lang)}>{children}</I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <h1>{status}</h1>;
}
