import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { toIso, toIsoOrNull } from '../../db/normalize.ts';

/** confirm: the sign-up link; reset: the password-reset link (SPEC §4, both 24 hours). */
export type EmailTokenPurpose = 'confirm' | 'reset';

export interface EmailToken {
  id: number;
  userId: number;
  purpose: EmailTokenPurpose;
  expiresAt: string;
  usedAt: string | null;
}

export async function insertEmailToken(
  db: Kysely<Database>,
  token: { userId: number; purpose: EmailTokenPurpose; tokenHash: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('email_tokens')
    .values({
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
}

export async function findEmailToken(
  db: Kysely<Database>,
  tokenHash: string,
  purpose: EmailTokenPurpose,
): Promise<EmailToken | undefined> {
  const row = await db
    .selectFrom('email_tokens')
    .select(['id', 'user_id', 'purpose', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        purpose: row.purpose as EmailTokenPurpose,
        expiresAt: toIso(row.expires_at),
        usedAt: toIsoOrNull(row.used_at),
      }
    : undefined;
}

/** Uses a link once: false when a concurrent request used it first. */
export async function markEmailTokenUsed(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new link replaces the older unused ones of the same purpose. */
export async function retireEmailTokens(
  db: Kysely<Database>,
  userId: number,
  purpose: EmailTokenPurpose,
  now: string,
): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function deleteEmailTokens(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('email_tokens').where('user_id', '=', userId).execute();
}
