import { isLocale, type Locale } from '../../common/i18n/locales.ts';
import type { LocaleResources } from '../../common/i18n/resources.ts';
import { LOCALE_DATA_ELEMENT_ID, provideLocaleResources, serializeLocaleResources } from './locale-resources.ts';

/**
 * The page language's strings as a JSON data block: not a script the browser runs (no CSP
 * nonce needed), read once by entry.client.tsx before hydration.
 */
export function LocaleData({ lang }: { lang: Locale }) {
  return (
    <script
      type="application/json"
      id={LOCALE_DATA_ELEMENT_ID}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeLocaleResources(lang) }}
    />
  );
}

export function provideLocaleFromDocument(): void {
  const lang = document.documentElement.lang;
  const element = document.getElementById(LOCALE_DATA_ELEMENT_ID);
  if (!isLocale(lang) || !element?.textContent) return;
  provideLocaleResources(lang, JSON.parse(element.textContent) as LocaleResources);
}
