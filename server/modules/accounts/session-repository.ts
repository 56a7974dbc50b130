import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { toIso, toIsoOrNull } from '../../db/normalize.ts';

export interface Session {
  id: string;
  userId: number;
  expiresAt: string;
  revokedAt: string | null;
}

export interface RefreshToken {
  id: number;
  sessionId: string;
  expiresAt: string;
  usedAt: string | null;
}

export type RevokeReason = 'signout' | 'password' | 'ban' | 'withdraw' | 'reuse';

export async function insertSession(
  db: Kysely<Database>,
  session: { id: string; userId: number; userAgent: string | null; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      user_agent: session.userAgent,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function findSession(db: Kysely<Database>, id: string): Promise<Session | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'expires_at', 'revoked_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row
    ? { id: row.id, userId: row.user_id, expiresAt: toIso(row.expires_at), revokedAt: toIsoOrNull(row.revoked_at) }
    : undefined;
}

export async function extendSession(db: Kysely<Database>, id: string, now: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now, expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function revokeSession(db: Kysely<Database>, id: string, reason: RevokeReason, now: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a member (P8: ban, password change, withdrawal), optionally but one. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  reason: RevokeReason,
  now: string,
  exceptSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

export async function insertRefreshToken(
  db: Kysely<Database>,
  token: { sessionId: string; tokenHash: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      session_id: token.sessionId,
      token_hash: token.tokenHash,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
}

export async function findRefreshToken(db: Kysely<Database>, tokenHash: string): Promise<RefreshToken | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['id', 'session_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row
    ? { id: row.id, sessionId: row.session_id, expiresAt: toIso(row.expires_at), usedAt: toIsoOrNull(row.used_at) }
    : undefined;
}

/**
 * Marks a refresh token used, only if it was not: the row count tells a first use from a
 * concurrent second one, which is treated as reuse (P8).
 */
export async function markRefreshTokenUsed(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Erasure (P11): the sessions of a withdrawn member go with the rest of the personal data. */
export async function deleteUserSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
