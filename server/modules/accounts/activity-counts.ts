import type { DbOrTrx } from '../../lib/context.ts';

/** The console's dashboard (issue 32): members who joined since `since`, unconfirmed sign-ups left out. */
export async function countNewMembers(db: DbOrTrx, since: Date): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', since.toISOString())
    .where('status', '!=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
