import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';

/**
 * A direct visit to a withdrawn member's page (410): the withdrawn-member notice with a way
 * home. In lists the same notice is the popup that closes after 2 seconds (SPEC §2.2).
 */
export function WithdrawnPage() {
  const { t, i18n } = useTranslation('member');
  return (
    <section className="page-column flex flex-col items-center gap-4 py-16 text-center" data-testid="member-withdrawn">
      <h1 className="text-2xl font-bold text-ink-900">{t('profile.withdrawn.title')}</h1>
      <p className="text-ink-700">{t('profile.withdrawn.body')}</p>
      <Link to={`/${i18n.language}`} className={buttonStyles()}>
        {t('profile.withdrawn.home')}
      </Link>
    </section>
  );
}
