import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { WithdrawalForm } from './withdrawal-form.tsx';

/** {lang}/membershipout: the form for members; administrators cannot withdraw and are told so. */
export function WithdrawalPage({ admin, homePath }: { admin: boolean; homePath: string }) {
  const { t } = useTranslation('member');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-8 pb-14 desktop:pt-12">
      <header className="mb-8">
        <h1 className="text-2xl font-bold text-ink-900 desktop:text-3xl">{t('withdrawal.title')}</h1>
        {admin ? null : <p className="mt-2 text-ink-700">{t('withdrawal.lead')}</p>}
      </header>
      {admin ? (
        <div className="rounded-lg bg-flour-100 p-6">
          <h2 className="font-bold text-ink-900">{t('withdrawal.adminTitle')}</h2>
          <p className="mt-2 text-ink-700">{t('withdrawal.adminBody')}</p>
          <Link to={homePath} className={`${buttonStyles({ variant: 'secondary' })} mt-4`}>
            {t('withdrawal.home')}
          </Link>
        </div>
      ) : (
        <WithdrawalForm homePath={homePath} />
      )}
    </div>
  );
}
