import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LOCALES } from '../../../common/i18n/locales.ts';
import { LanguageFlag } from './language-flag.tsx';
import { localeCookie, pathForLanguage } from './language-path.ts';

/**
 * The language selector (SPEC §2.3, §4): plain links to the same page under another prefix.
 * A click stores the choice in the locale cookie and the browser then loads the new document
 * itself (a full reload, not a client-side navigation), so every string and the <html lang>
 * come from the server in the new language.
 */
export function LanguageLinks({
  tone = 'light',
  layout = 'row',
}: {
  tone?: 'light' | 'dark';
  layout?: 'row' | 'chips';
}) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const current = i18n.language;
  const link =
    tone === 'dark'
      ? 'text-flour-200 hover:text-white current:text-white current:underline'
      : 'bg-white text-ink-800 ring-1 ring-flour-300 hover:bg-flour-200 current:bg-ember-50 current:text-ember-800 current:ring-1 current:ring-ember-200';
  return (
    <nav aria-label={t('language.label')}>
      <ul className={`flex flex-wrap ${layout === 'row' ? 'gap-x-4 gap-y-2' : 'gap-2'}`}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={pathForLanguage(pathname, search, locale)}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => {
                // A cookie is the whole point here: SPEC §3.2 keeps the choice for the bare / .
                document.cookie = localeCookie(locale, { secure: window.location.protocol === 'https:' });
              }}
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-medium ${link}`}
            >
              <LanguageFlag locale={locale} />
              <span lang={locale}>{t(`language.names.${locale}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
