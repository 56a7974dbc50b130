import type { Locale } from '../../common/i18n/locales.ts';
import type { LocaleResources } from '../../common/i18n/resources.ts';

/**
 * The strings each language's pages use. The server provides all three (entry.server.tsx);
 * the browser receives only the language of its page, as a JSON block in the document
 * (LocaleData below), and provides it before hydration (entry.client.tsx). This keeps two
 * languages out of every visitor's JavaScript.
 */
const provided = new Map<Locale, LocaleResources>();
/** The JSON of each language, made once: every server-rendered page carries it (about 21 KB). */
const serialized = new Map<Locale, string>();

export const LOCALE_DATA_ELEMENT_ID = 'hearth-locale';

export function provideLocaleResources(locale: Locale, resources: LocaleResources): void {
  provided.set(locale, resources);
  serialized.delete(locale);
}

export function hasLocaleResources(locale: Locale): boolean {
  return provided.has(locale);
}

export function localeResources(locale: Locale): LocaleResources {
  const resources = provided.get(locale);
  if (!resources) throw new Error(`No strings were provided for the language "${locale}"`);
  return resources;
}

/** JSON that is safe inside a <script> element: no "</script>" or comment openers. */
export function serializeLocaleResources(locale: Locale): string {
  let json = serialized.get(locale);
  if (json === undefined) {
    json = JSON.stringify(localeResources(locale)).replace(/</g, '\\u003c');
    serialized.set(locale, json);
  }
  return json;
}
