import type { DbOrTrx } from './context.ts';

/**
 * The audit log's one writer (issue 32, DECISIONS P31): every administrative action adds a row
 * in the transaction of the action itself, so an action and its record commit together or not
 * at all. A platform part, so that every feature's administrative service records its own
 * actions; the console (server/modules/admin) only reads them. Nothing updates or deletes a row.
 */
export interface AuditEntry {
  /** The administrator who acted; null for the system (a scheduled job). */
  actorId: number | null;
  /** What was done, as `<thing>.<verb>`: `report.uphold`, `member.ban`, `category.rename` … */
  action: string;
  /** What it was done to: `post`, `reply`, `member`, `category`, `code`, `article` … */
  target: { type: string; id: number | string | null };
  /** The state before and after, as the console shows them (small plain objects). */
  before?: unknown;
  after?: unknown;
  /** The reason the administrator gave, when the action asks for one. */
  reason?: string | null;
  /** ISO time of the action (the context's clock). */
  at: string;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function recordAudit(db: DbOrTrx, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.target.type,
      target_id: entry.target.id === null ? null : String(entry.target.id),
      before_json: json(entry.before),
      after_json: json(entry.after),
      reason: entry.reason?.trim() || null,
      created_at: entry.at,
    })
    .execute();
}
