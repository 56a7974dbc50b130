import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SnsIdentity } from './ticket.ts';

/** P10: the member a provider identity belongs to, keyed by (provider, provider user id) only. */
export async function findLinkedUserId(db: Kysely<Database>, identity: SnsIdentity): Promise<number | undefined> {
  const row = await db
    .selectFrom('social_accounts')
    .select('user_id')
    .where('provider', '=', identity.provider)
    .where('provider_user_id', '=', identity.providerUserId)
    .executeTakeFirst();
  return row?.user_id;
}

export async function insertSocialAccount(
  db: Kysely<Database>,
  link: { userId: number; identity: SnsIdentity; now: string },
): Promise<void> {
  await db
    .insertInto('social_accounts')
    .values({
      user_id: link.userId,
      provider: link.identity.provider,
      provider_user_id: link.identity.providerUserId,
      email: link.identity.email,
      created_at: link.now,
    })
    .execute();
}
