import { sql } from 'kysely';
import { toIso } from '../../db/normalize.ts';
import type { DbOrTrx } from '../../lib/context.ts';

/** The reads of the standing: the activity log's pages and P25's top members. */

export interface HistoryRow {
  id: number;
  key: string;
  points: number;
  basePoints: number;
  item: string | null;
  postId: number | null;
  reversesId: number | null;
  createdAt: string;
  /** The sum of the member's rows up to and with this one. */
  runningTenths: number;
}

export async function findHistoryPage(
  db: DbOrTrx,
  userId: number,
  page: { pageNum: number; pageSize: number },
): Promise<HistoryRow[]> {
  const rows = await db
    .selectFrom('score_events')
    .select([
      'id',
      'key',
      'points',
      'base_points',
      'item',
      'post_id',
      'reverses_id',
      'created_at',
      sql<number>`sum(points) over (order by id rows unbounded preceding)`.as('running'),
    ])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    points: Number(row.points),
    basePoints: Number(row.base_points),
    item: row.item,
    postId: row.post_id,
    reversesId: row.reverses_id,
    createdAt: toIso(row.created_at),
    runningTenths: Number(row.running),
  }));
}

export async function countHistory(db: DbOrTrx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('score_events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * P25: the active members of a language by temperature, highest first, administrators and
 * members at 0 °C left out; ties go to the later member. The index users_lang_temperature
 * serves it as one backward range scan.
 */
export async function findTopMembers(db: DbOrTrx, lang: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('lang', '=', lang)
    .where('temperature_tenths', '>', 0)
    .where('status', '=', 'active')
    .where(sql<boolean>`not admin`)
    .orderBy('temperature_tenths', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
