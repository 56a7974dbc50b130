import type { REPORT_REASON_KEYS } from '../../../../common/validation/post.ts';
import type { ReportTarget } from '../../../../common/validation/post.ts';
import type { DbOrTrx } from '../../../lib/context.ts';

/** reports, and the report counter and hidden state of the reported post or reply (P16). */
export type ReportReasonKey = (typeof REPORT_REASON_KEYS)[number];

const TARGET_TABLES = { post: 'posts', reply: 'replies' } as const;

interface ReportKey {
  target: ReportTarget;
  targetId: number;
  reporterId: number;
}

export async function hasReported(db: DbOrTrx, key: ReportKey): Promise<boolean> {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('target_type', '=', key.target)
    .where('target_id', '=', key.targetId)
    .where('reporter_id', '=', key.reporterId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Fails with a unique violation when the member reported the item already (index reports_once). */
export async function insertReport(
  db: DbOrTrx,
  report: ReportKey & { reasonKey: ReportReasonKey; at: string },
): Promise<number> {
  const row = await db
    .insertInto('reports')
    .values({
      reporter_id: report.reporterId,
      target_type: report.target,
      target_id: report.targetId,
      reason_key: report.reasonKey,
      created_at: report.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Adds one to the item's report count and answers the count and the item's state. The update's
 * row lock makes concurrent reports count one after the other.
 */
export async function addToReportCount(
  db: DbOrTrx,
  target: ReportTarget,
  targetId: number,
): Promise<{ reportCount: number; status: string }> {
  const row = await db
    .updateTable(TARGET_TABLES[target])
    .set((eb) => ({ report_count: eb('report_count', '+', 1) }))
    .where('id', '=', targetId)
    .returning(['report_count', 'status'])
    .executeTakeFirstOrThrow();
  return { reportCount: row.report_count, status: row.status };
}

/** Hides a visible item (P16); an item hidden or deleted meanwhile stays as it is. */
export async function hideItem(db: DbOrTrx, target: ReportTarget, targetId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable(TARGET_TABLES[target])
    .set({ status: 'hidden', hidden_at: at })
    .where('id', '=', targetId)
    .where('status', '=', 'visible')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
