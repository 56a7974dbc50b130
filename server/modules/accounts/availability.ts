import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { EMAIL_LINK_HOURS, REJOIN_WAIT_DAYS } from '../../../common/validation/account.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { eraseWithdrawnUser } from './erasure.ts';
import { deleteUser, findUserByEmail, findUserByNickname, type User } from './user-repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/** A sign-up whose 24-hour link ran out holds nothing: it must be redone (SPEC §4). */
export function isExpiredPending(user: User, now: Date): boolean {
  return user.status === 'pending' && new Date(user.createdAt).getTime() + EMAIL_LINK_HOURS * HOUR_MS <= now.getTime();
}

/** P11: a withdrawn member's e-mail and nickname stay blocked for 30 days. */
export function isWithinRejoinWait(user: User, now: Date): boolean {
  return (
    user.withdrawnAt !== null && new Date(user.withdrawnAt).getTime() + REJOIN_WAIT_DAYS * 24 * HOUR_MS > now.getTime()
  );
}

/**
 * Frees what an old row no longer holds: an expired pending sign-up is deleted, a withdrawal
 * older than 30 days is erased now rather than when its scheduled job runs. Returns whether
 * the row still holds its e-mail and nickname.
 */
async function release(app: FastifyInstance, db: Kysely<Database>, user: User, now: Date): Promise<boolean> {
  if (isExpiredPending(user, now)) {
    await deleteUser(db, user.id);
    return false;
  }
  if (user.status === 'deprecated' && !isWithinRejoinWait(user, now)) {
    await eraseWithdrawnUser(app, db, user.id);
    return false;
  }
  return true;
}

/** SPEC §8: USER_AUTH_FOUND while a sign-up awaits confirmation, USER_FOUND when in use or recently withdrawn. */
export async function assertEmailAvailable(app: FastifyInstance, db: Kysely<Database>, email: string): Promise<void> {
  const existing = await findUserByEmail(db, email);
  if (!existing || !(await release(app, db, existing, app.clock.now()))) return;
  const code = existing.status === 'pending' ? 'USER_AUTH_FOUND' : 'USER_FOUND';
  throw new AppError(code, { fields: [{ field: 'userId', code }] });
}

export async function assertNicknameAvailable(
  app: FastifyInstance,
  db: Kysely<Database>,
  nickName: string,
): Promise<void> {
  const existing = await findUserByNickname(db, nickName);
  if (!existing || !(await release(app, db, existing, app.clock.now()))) return;
  throw new AppError('nicknameExist', { fields: [{ field: 'nickName', code: 'nicknameExist' }] });
}
