import { isRouteErrorResponse } from 'react-router';
import type { Locale } from '../../../common/i18n/locales.ts';
import { resources } from '../../../common/i18n/resources.ts';

/** What went wrong, in one line: never a stack in production (DESIGN "Security baseline"). */
export function describeError(error: unknown, withStack: boolean): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return withStack && error.stack ? error.stack : error.message;
  return String(error);
}

/**
 * SPEC §2.2 and §8: the last resort when the error page itself cannot be shown. Plain markup
 * and strings read straight from the locale files, so that neither i18next nor the router has
 * to work for it to appear. Classes, not style attributes: the CSP blocks inline styles.
 */
export function ErrorPageFailure({ lang, error }: { lang: Locale; error: unknown }) {
  const strings = resources[lang].pages.errorFallback;
  return (
    <main id="main" className="mx-auto my-16 max-w-2xl px-6">
      <h1 className="text-2xl font-bold">{strings.title}</h1>
      <details open>
        <summary>{strings.details}</summary>
        <pre className="whitespace-pre-wrap">{describeError(error, import.meta.env.DEV)}</pre>
      </details>
      <p>
        <a href={`/${lang}`}>{strings.goHome}</a>
      </p>
    </main>
  );
}
