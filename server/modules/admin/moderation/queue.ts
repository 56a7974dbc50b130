import type { ModeratedItemView, ReportQueueRow, ReportState } from '../../../../common/contracts/admin/moderation.ts';
import type { DbOrTrx } from '../../../lib/context.ts';
import {
  findModeratedItem,
  listReportedItems,
  listReportsOf,
  type ModeratedItem,
  type ReportFilters,
  type ReportRow,
} from '../../posts/reports/service.ts';

/** The reports queue (issue 32 item 2): reported items, newest report first, each with its reports. */

export interface QueueFilters {
  state?: ReportState | undefined;
  grouping?: string | undefined;
  contentLang?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The console's days (YYYY-MM-DD, UTC) as the reports' time range, the end day included. */
export function reportFilters(filters: QueueFilters): ReportFilters {
  const nextDay = (day: string) => {
    const date = new Date(`${day}T00:00:00.000Z`);
    date.setUTCDate(date.getUTCDate() + 1);
    return date.toISOString();
  };
  return {
    state: filters.state,
    grouping: filters.grouping,
    lang: filters.contentLang,
    from: filters.from ? `${filters.from}T00:00:00.000Z` : undefined,
    to: filters.to ? nextDay(filters.to) : undefined,
  };
}

export function itemView(item: ModeratedItem): ModeratedItemView {
  return {
    targetType: item.target,
    targetId: item.targetId,
    postId: item.postId,
    grouping: item.grouping,
    contentLang: item.lang,
    title: item.title,
    text: item.text,
    state: item.state,
    reportCount: item.reportCount,
    createdAt: item.createdAt,
    author: { id: item.authorId, nickname: item.authorNickname },
  };
}

/** Waiting while one report is open; otherwise how the latest was closed. */
function stateOf(reports: ReportRow[]): ReportState {
  if (reports.some((report) => report.resolvedAt === null)) return 'waiting';
  return reports.at(-1)?.resolution === 'upheld' ? 'upheld' : 'dismissed';
}

export async function listReportQueue(
  db: DbOrTrx,
  filters: QueueFilters,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: ReportQueueRow[]; total: number; pageNum: number; pageSize: number }> {
  const { items, total } = await listReportedItems(db, reportFilters(filters), {
    limit: page.pageSize,
    offset: (page.pageNum - 1) * page.pageSize,
  });
  const reports = await listReportsOf(db, items);
  const rows: ReportQueueRow[] = [];
  for (const ref of items) {
    const item = await findModeratedItem(db, ref.target, ref.targetId);
    if (!item) continue;
    const mine = reports.filter((report) => report.target === ref.target && report.targetId === ref.targetId);
    const counts = new Map<string, number>();
    for (const report of mine) counts.set(report.reasonKey, (counts.get(report.reasonKey) ?? 0) + 1);
    rows.push({
      ...itemView(item),
      reportState: stateOf(mine),
      lastReportedAt: mine.at(-1)?.createdAt ?? item.createdAt,
      reasons: [...counts].map(([reasonKey, count]) => ({ reasonKey, count })),
      reporters: mine.map((report) => ({
        id: report.reporterId,
        nickname: report.reporterNickname,
        reasonKey: report.reasonKey,
        reportedAt: report.createdAt,
        resolution: report.resolution === 'upheld' || report.resolution === 'dismissed' ? report.resolution : null,
      })),
    });
  }
  return { rows, total, pageNum: page.pageNum, pageSize: page.pageSize };
}
