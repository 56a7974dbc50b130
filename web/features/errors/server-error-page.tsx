import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../common/i18n/locales.ts';
import { BurntLoaf } from './burnt-loaf.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';

/** SPEC §2.2 error page: title, description, go-home link and the animated 500 illustration. */
export function ServerErrorPage({ status, lang }: { status: number; lang: Locale }) {
  const { t } = useTranslation('pages');
  return (
    <section aria-labelledby="server-error-title" className="flex max-w-xl flex-col items-center gap-5 text-center">
      <BurntLoaf className="h-auto w-60 max-w-full" />
      <h1 id="server-error-title" className="text-2xl font-bold">
        {t('serverError.title')}
      </h1>
      <p className="text-ink-700">{t('serverError.description')}</p>
      <p className="text-sm text-ink-600">{t('serverError.status', { status })}</p>
      {/* A full page load: whatever broke this render is not carried into the next one. */}
      <a href={`/${lang}`} className={buttonStyles()}>
        {t('serverError.goHome')}
      </a>
    </section>
  );
}
