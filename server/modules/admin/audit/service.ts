import { sql } from 'kysely';
import type { AuditRow } from '../../../../common/contracts/admin/console.ts';
import type { ServiceContext } from '../../../lib/context.ts';
import { findUserById } from '../../accounts/service.ts';

export interface AuditQuery {
  action?: string | undefined;
  actorId?: number | undefined;
  targetType?: string | undefined;
  /** UTC days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  pageNum: number;
  pageSize: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function parse(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
}

/** `%` and `_` in a prefix are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The audit log for the console (issue 32 item 2, P31), newest first. Only read: nothing edits
 * or deletes a row. The actors' nicknames come from accounts' service.
 */
export async function listAudit(
  context: Pick<ServiceContext, 'db'>,
  query: AuditQuery,
): Promise<{ rows: AuditRow[]; total: number; pageNum: number; pageSize: number }> {
  let base = context.db.selectFrom('audit_log');
  if (query.action) base = base.where(sql<boolean>`action like ${`${escapeLike(query.action)}%`} escape '\\'`);
  if (query.actorId !== undefined) base = base.where('actor_id', '=', query.actorId);
  if (query.targetType) base = base.where('target_type', '=', query.targetType);
  if (query.from) base = base.where('created_at', '>=', new Date(`${query.from}T00:00:00.000Z`).toISOString());
  if (query.to) {
    base = base.where(
      'created_at',
      '<',
      new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS).toISOString(),
    );
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
  ]);
  const actorIds = [...new Set(rows.map((row) => row.actor_id).filter((id): id is number => id !== null))];
  const actors = new Map<number, string>();
  for (const id of actorIds) {
    const user = await findUserById(context.db, id);
    if (user) actors.set(id, user.nickName);
  }
  return {
    rows: rows.map((row) => ({
      id: row.id,
      actorId: row.actor_id,
      actorNickName: row.actor_id === null ? null : (actors.get(row.actor_id) ?? null),
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: parse(row.before_json),
      after: parse(row.after_json),
      reason: row.reason,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    total: Number(count.n),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
