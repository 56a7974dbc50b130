import { useTranslation } from 'react-i18next';
import type { AccountInfo } from '../../../../common/contracts/accounts/membership.ts';
import { formatDay } from './settings-result.ts';

/** SPEC §2.2 My Zone settings: join date, e-mail and how the member signed up. */
export function AccountFacts({ account }: { account: AccountInfo }) {
  const { t } = useTranslation('member');
  const linked = account.snsTypes.filter((type) => type !== account.signupFrom);
  const rows = [
    { label: t('settings.account.joinedAt'), value: formatDay(account.createdAt) },
    { label: t('settings.account.email'), value: account.userId },
    { label: t('settings.account.signupFrom'), value: t(`settings.signupFrom.${account.signupFrom}`) },
    ...(linked.length > 0
      ? [
          {
            label: t('settings.account.linked'),
            value: linked.map((type) => t(`settings.signupFrom.${type}`)).join(', '),
          },
        ]
      : []),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold text-ink-600">{row.label}</dt>
          <dd className="text-ink-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
