import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../common/i18n/locales.ts';

/**
 * An article not yet written in the page's language is shown in another (P2/P3): said plainly,
 * in the page's language, above the text.
 */
export function FallbackNotice({ pageLang, shownLang }: { pageLang: Locale; shownLang: Locale }) {
  const { t } = useTranslation('knowledge');
  return (
    <p
      className="rounded-md border border-crust-300 bg-crust-100 px-4 py-3 text-sm text-ink-800"
      data-testid="knowledge-fallback"
    >
      {t('article.fallback', { language: t(`languages.${pageLang}`), shown: t(`languages.${shownLang}`) })}
    </p>
  );
}
