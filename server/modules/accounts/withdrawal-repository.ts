import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

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

/** Erasure (P11): the free-text comment may be personal; the reasons stay for the statistics. */
export async function clearWithdrawalComments(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('withdrawals').set({ comment: null }).where('user_id', '=', userId).execute();
}
