import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Locale } from '../../common/i18n/locales.ts';
import { localeResources } from './locale-resources.ts';

/**
 * One i18next instance per language, created synchronously so that the server render and
 * hydration produce the same text. The language comes from the route (:lang), never from
 * detection in the browser. No fallback language is loaded: a test keeps every language's
 * keys identical to ko's.
 */
const instances = new Map<Locale, i18n>();

export function i18nFor(locale: Locale): i18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const resources = localeResources(locale);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { [locale]: resources },
    lng: locale,
    fallbackLng: false,
    supportedLngs: [locale],
    ns: Object.keys(resources),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  instances.set(locale, instance);
  return instance;
}
