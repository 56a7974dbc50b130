import type { DbOrTrx } from '../context.ts';
import { toBool, toIsoOrNull } from '../../db/normalize.ts';

export interface SessionHolder {
  userId: number;
  admin: boolean;
  status: string;
  revokedAt: string | null;
}

/**
 * A session with the state of its member, in one query: every authenticated request asks this.
 * The platform reads the sessions table the accounts feature writes (accounts/session-repository.ts),
 * so that the auth plugin needs no feature (ADR 0015's layers).
 */
export async function findSessionHolder(db: DbOrTrx, sessionId: string): Promise<SessionHolder | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.revoked_at', 'users.id', 'users.admin', 'users.status'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  return row
    ? { userId: row.id, admin: toBool(row.admin), status: row.status, revokedAt: toIsoOrNull(row.revoked_at) }
    : undefined;
}
