import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../common/i18n/locales.ts';
import { NAMESPACES, resources } from '../../common/i18n/resources.ts';

/**
 * Server-side texts (API messages, later e-mails and notifications) in the recipient's
 * language, from the same resources as the web (STYLE 9).
 */
const instance = i18next.createInstance();
void instance.init({
  resources,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  lng: DEFAULT_LOCALE,
  initAsync: false,
  interpolation: { escapeValue: false },
});

export function translatorFor(locale: Locale): TFunction {
  return instance.getFixedT(locale);
}

export function hasTranslation(locale: Locale, key: string, ns = 'errors'): boolean {
  return instance.exists(key, { lng: locale, ns });
}
