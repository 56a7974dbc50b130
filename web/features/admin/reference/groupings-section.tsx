import { useTranslation } from 'react-i18next';
import type { PostGroupingDto } from '../../../../common/contracts/reference.ts';
import { NamesRow } from './names-row.tsx';

/** The four post groupings (their types are fixed): names in three languages. */
export function GroupingsSection({ groupings }: { groupings: PostGroupingDto[] }) {
  const { t } = useTranslation('adminReference');
  if (groupings.length === 0) return <p className="text-ink-700">{t('emptyList')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {groupings.map((grouping) => (
        <NamesRow
          key={grouping.id}
          intent="renameGrouping"
          id={grouping.id}
          label={grouping.type}
          names={grouping.names}
        />
      ))}
    </ul>
  );
}
