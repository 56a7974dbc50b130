import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';

/**
 * Previous / next links of a member list (follows, activity): plain links, so paging works
 * without script and every page has its own address.
 */
export function Pager({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation('member');
  if (pageCount <= 1) return null;
  const link = buttonStyles({ variant: 'secondary', size: 'sm' });
  return (
    <nav aria-label={t('profile.pager.label')} className="mt-6 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={link} rel="prev">
          {t('profile.pager.previous')}
        </Link>
      ) : null}
      <span className="text-sm text-ink-700">{t('profile.pager.status', { page, count: pageCount })}</span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={link} rel="next">
          {t('profile.pager.next')}
        </Link>
      ) : null}
    </nav>
  );
}
