import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DEFAULT_LOCALE } from '../../../common/i18n/locales.ts';
import { localeOfPath } from '../../lib/document-head.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';

/** SPEC §2.1 and §8: unknown pages, invalid addresses, deleted or private posts. */
export function NotFoundPage() {
  const { t } = useTranslation('pages');
  const lang = localeOfPath(useLocation().pathname) ?? DEFAULT_LOCALE;
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-20 text-center"
    >
      <p aria-hidden="true" className="text-6xl font-bold tracking-tight text-ember-700">
        404
      </p>
      <h1 id="not-found-title" className="text-2xl font-bold text-ink-900">
        {t('notFound.title')}
      </h1>
      <p className="text-ink-700">{t('notFound.description')}</p>
      <Link to={`/${lang}`} className={buttonStyles()}>
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
