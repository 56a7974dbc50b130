import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';

/** The completion page of SPEC §2.2 "account deletion": what now holds, and the way home. */
export function WithdrawalComplete({ homePath, art }: { homePath: string; art: ReactNode }) {
  const { t } = useTranslation('member');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-14 text-center desktop:py-20">
      {art}
      <h1 className="mt-6 text-2xl font-bold text-ink-900 desktop:text-3xl">{t('withdrawalComplete.title')}</h1>
      <p className="mt-3 text-ink-700">{t('withdrawalComplete.body')}</p>
      <p className="mt-2 text-ink-700">{t('withdrawalComplete.rejoin')}</p>
      <Link to={homePath} className={`${buttonStyles()} mt-8`}>
        {t('withdrawalComplete.home')}
      </Link>
    </div>
  );
}
