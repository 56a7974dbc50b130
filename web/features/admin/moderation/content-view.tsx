import { useTranslation } from 'react-i18next';
import type { ModeratedItemView } from '../../../../common/contracts/admin/moderation.ts';
import { formatTimestamp } from '../../../lib/format-timestamp.ts';
import { ModeratedList, type ModeratedPage } from './moderated-list.tsx';
import type { ModerationIntent } from './moderation-intents.ts';

export type ContentData = ModeratedPage<ModeratedItemView>;

const INTENTS: Record<ModeratedItemView['state'], ModerationIntent[]> = {
  visible: ['hide', 'delete'],
  hidden: ['restore', 'delete'],
  deleted: [],
};

/** Every post or reply (issue 32 item 5) with the console's filters; hide, restore, delete with a reason. */
export function ContentView({ lang, data }: { lang: string; data: ContentData }) {
  const { t } = useTranslation('adminModeration');
  return (
    <ModeratedList
      lang={lang}
      mode="content"
      page={data}
      testId="content-list"
      intents={(row) => INTENTS[row.state]}
      summary={(row) => (
        <>
          <span lang={row.contentLang} className="min-w-0 flex-1 font-semibold break-words text-ink-900">
            {row.targetType === 'reply' ? row.text.slice(0, 80) : row.title}
          </span>
          <span className="text-sm text-ink-700">{t(`itemStates.${row.state}`)}</span>
          <span className="text-sm text-ink-700">· {row.author.nickname ?? '—'}</span>
          <span className="text-sm text-ink-600">· {formatTimestamp(row.createdAt)}</span>
        </>
      )}
      details={(row) => (
        <p className="text-sm text-ink-700">
          {t(`groupings.${row.grouping}`, { defaultValue: row.grouping })} ·{' '}
          {t(`languages.${row.contentLang}`, { defaultValue: row.contentLang })} ·{' '}
          {t('reports.reportCount', { count: row.reportCount })}
        </p>
      )}
    />
  );
}
