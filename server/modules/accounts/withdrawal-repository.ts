import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { toIso } from '../../db/normalize.ts';

/** The withdrawals table (P11): why members left, for the administrators' statistics. */

export async function insertWithdrawal(
  db: Kysely<Database>,
  withdrawal: { userId: number; reasons: string[]; comment: string | null; now: string },
): Promise<void> {
  await db
    .insertInto('withdrawals')
    .values({
      user_id: withdrawal.userId,
      reasons: JSON.stringify(withdrawal.reasons),
      comment: withdrawal.comment,
      created_at: withdrawal.now,
    })
    .execute();
}

export async function listWithdrawals(db: Kysely<Database>, page: { pageNum: number; pageSize: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('withdrawals')
      .select(['id', 'reasons', 'comment', 'created_at'])
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      reasons: JSON.parse(row.reasons) as string[],
      comment: row.comment,
      createdAt: toIso(row.created_at),
    })),
    total: Number(count.count),
  };
}

/** Erasure (P11): the free-text comment may be personal; the reasons stay for the statistics. */
export async function clearWithdrawalComments(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('withdrawals').set({ comment: null }).where('user_id', '=', userId).execute();
}
