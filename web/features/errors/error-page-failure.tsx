import { isRouteErrorResponse } from 'react-router';
import type { Locale } from '../../../common/i18n/locales.ts';
import { hasLocaleResources, localeResources } from '../../lib/locale-resources.ts';

/** What went wrong, in one line: never a stack in production (DESIGN "Security baseline"). */
export function describeError(error: unknown, withStack: boolean): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return withStack && error.stack ? error.stack : error.message;
  return String(error);
}

/**
 * SPEC §2.2 and §8: the last resort when the error page itself cannot be shown. Plain markup
 * and strings read straight from the provided locale data, so that neither i18next nor the router has
 * to work for it to appear.
 */
export function ErrorPageFailure({ lang, error }: { lang: Locale; error: unknown }) {
  // The strings of the page's language, or all three languages when even those are missing.
  const strings = hasLocaleResources(lang)
    ? localeResources(lang).pages.errorFallback
    : {
        title:
          '오류 페이지를 표시하는 중 오류가 발생했어요 / An error occurred while showing the error page / エラーページの表示中にエラーが発生しました',
        details: '자세히 / Details / 詳細',
        goHome: '홈으로 / Home / ホームへ',
      };
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
