import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SnsIdentity } from './signup-ticket.ts';

/** The social_accounts table: the provider identities linked to a member (P10). */

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

export async function socialProvidersOf(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('social_accounts').select('provider').where('user_id', '=', userId).execute();
  return rows.map((row) => row.provider);
}

export async function deleteSocialAccounts(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('social_accounts').where('user_id', '=', userId).execute();
}
