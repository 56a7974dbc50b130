import { useTranslation } from 'react-i18next';
import type { ModeratedItemView } from '../../../../common/contracts/admin/moderation.ts';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { formatTimestamp } from '../../../lib/format-timestamp.ts';
import { FiltersForm } from './filters-form.tsx';
import { ItemActions, ModerationOutcome } from './item-actions.tsx';
import { filterQuery, type ModerationFilters, type ModerationIntent } from './moderation-intents.ts';

export interface ContentData {
  filters: ModerationFilters;
  rows: ModeratedItemView[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const INTENTS: Record<ModeratedItemView['state'], ModerationIntent[]> = {
  visible: ['hide', 'delete'],
  hidden: ['restore', 'delete'],
  deleted: [],
};

/** Every post or reply (issue 32 item 5) with the console's filters; hide, restore, delete with a reason. */
export function ContentView({ lang, data }: { lang: string; data: ContentData }) {
  const { t } = useTranslation('adminModeration');
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div>
      <ModerationOutcome />
      <FiltersForm mode="content" filters={data.filters} />
      {data.rows.length === 0 ? (
        <p className="text-ink-700">{t('content.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="content-list">
          {data.rows.map((row) => (
            <li
              key={`${row.targetType}-${row.targetId}`}
              className="rounded-lg border border-flour-300 bg-white shadow-card"
            >
              <details>
                <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-2 p-4">
                  <span lang={row.contentLang} className="min-w-0 flex-1 font-semibold break-words text-ink-900">
                    {row.targetType === 'reply' ? row.text.slice(0, 80) : row.title}
                  </span>
                  <span className="text-sm text-ink-700">{t(`itemStates.${row.state}`)}</span>
                  <span className="text-sm text-ink-700">· {row.author.nickname ?? '—'}</span>
                  <span className="text-sm text-ink-600">· {formatTimestamp(row.createdAt)}</span>
                </summary>
                <div className="border-t border-flour-300 p-4">
                  <p className="text-sm text-ink-700">
                    {t(`groupings.${row.grouping}`, { defaultValue: row.grouping })} ·{' '}
                    {t(`languages.${row.contentLang}`, { defaultValue: row.contentLang })} ·{' '}
                    {t('reports.reportCount', { count: row.reportCount })}
                  </p>
                  <p
                    lang={row.contentLang}
                    className="mt-1 rounded-md bg-flour-100 p-3 break-words whitespace-pre-line text-ink-900"
                  >
                    {row.text}
                  </p>
                  <a
                    href={`/${lang}/post/${row.postId}`}
                    className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-ember-800 underline"
                  >
                    {t('open')}
                  </a>
                  <ItemActions targetType={row.targetType} targetId={row.targetId} intents={INTENTS[row.state]} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      <ListPagination
        page={data.pageNum}
        pageCount={pageCount}
        hrefFor={(page) => filterQuery(data.filters, { pageNum: String(page) }) || '?'}
      />
    </div>
  );
}
