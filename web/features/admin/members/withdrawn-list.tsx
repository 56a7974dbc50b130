import { useTranslation } from 'react-i18next';
import type { AdminWithdrawnRow } from '../../../../common/contracts/admin/members.ts';
import { formatDay } from '../../../lib/format-day.ts';

/** {lang}/admin/members/withdrawn: the last 30 days' withdrawals and when P11 erases each. */
export function WithdrawnList({ rows }: { rows: AdminWithdrawnRow[] }) {
  const { t } = useTranslation(['adminMembers', 'member']);
  if (rows.length === 0) return <p className="text-ink-700">{t('withdrawn.empty')}</p>;
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b border-flour-300">
          <th scope="col" className="py-2 pr-3">
            {t('list.nickName')}
          </th>
          <th scope="col" className="py-2 pr-3">
            {t('withdrawn.reasons')}
          </th>
          <th scope="col" className="py-2 pr-3">
            {t('withdrawn.comment')}
          </th>
          <th scope="col" className="py-2 pr-3">
            {t('withdrawn.withdrawnAt')}
          </th>
          <th scope="col" className="py-2 pr-3">
            {t('withdrawn.purgeAt')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-flour-200 align-top">
            <td className="py-2 pr-3">{row.nickName}</td>
            <td className="py-2 pr-3">
              {row.reasons
                .map((reason) => t(`member:withdrawal.reasons.${reason}`, { defaultValue: reason }))
                .join(', ')}
            </td>
            <td className="py-2 pr-3 whitespace-pre-wrap">{row.comment ?? ''}</td>
            <td className="py-2 pr-3">{formatDay(row.withdrawnAt)}</td>
            <td className="py-2 pr-3">{formatDay(row.purgeAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
