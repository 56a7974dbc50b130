import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../common/i18n/locales.ts';
import { NAMESPACES, resources } from '../../common/i18n/resources.ts';

/**
 * One i18next instance per language, created synchronously so that the server render and
 * hydration produce the same text. The language comes from the route (:lang), never from
 * detection in the browser.
 */
const instances = new Map<Locale, i18n>();

export function i18nFor(locale: Locale): i18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      [locale]: resources[locale],
      ...(locale === DEFAULT_LOCALE ? {} : { [DEFAULT_LOCALE]: resources[DEFAULT_LOCALE] }),
    },
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  instances.set(locale, instance);
  return instance;
}
