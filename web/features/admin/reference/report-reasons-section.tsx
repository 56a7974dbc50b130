import { useTranslation } from 'react-i18next';
import type { ReportReasonDto } from '../../../../common/contracts/reference.ts';
import { NamesRow } from './names-row.tsx';

/** The report reasons of SPEC §3.3 (their keys are fixed): names in three languages. */
export function ReportReasonsSection({ reasons }: { reasons: ReportReasonDto[] }) {
  const { t } = useTranslation('adminReference');
  if (reasons.length === 0) return <p className="text-ink-700">{t('emptyList')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {reasons.map((reason) => (
        <NamesRow key={reason.id} intent="renameReason" id={reason.id} label={reason.key} names={reason.names} />
      ))}
    </ul>
  );
}
