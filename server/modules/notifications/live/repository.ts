import type { DbOrTrx } from '../../../lib/context.ts';

/**
 * The id of a member's newest notification made since `since` (the bell's window), 0 if none:
 * what the live state's `latestId` tells an open bell, so that it knows whether its list is
 * behind. Newest as the list orders them (a grouped row moves up when replaced, ADR 0028).
 */
export async function newestAlarmId(db: DbOrTrx, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('alarms')
    .select('id')
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? 0;
}
