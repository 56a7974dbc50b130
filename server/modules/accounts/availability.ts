import { EMAIL_LINK_HOURS, REJOIN_WAIT_DAYS } from '../../../common/validation/account.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccountsContext } from './context.ts';
import { eraseWithdrawnUser } from './erasure.ts';
import { deleteUser, findUserByEmail, findUserByNickname, type User } from './user-repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Freeing an old row erases it (erasure.ts), so the checks need what erasure needs. */
export type AvailabilityContext = Pick<AccountsContext, 'clock' | 'config'>;

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
async function release(ctx: AvailabilityContext, db: DbOrTrx, user: User, now: Date): Promise<boolean> {
  if (isExpiredPending(user, now)) {
    await deleteUser(db, user.id);
    return false;
  }
  if (user.status === 'deprecated' && !isWithinRejoinWait(user, now)) {
    await eraseWithdrawnUser(ctx, db, user.id);
    return false;
  }
  return true;
}

/** SPEC §8: USER_AUTH_FOUND while a sign-up awaits confirmation, USER_FOUND when in use or recently withdrawn. */
export async function assertEmailAvailable(ctx: AvailabilityContext, db: DbOrTrx, email: string): Promise<void> {
  const existing = await findUserByEmail(db, email);
  if (!existing || !(await release(ctx, db, existing, ctx.clock.now()))) return;
  const code = existing.status === 'pending' ? 'USER_AUTH_FOUND' : 'USER_FOUND';
  throw new AppError(code, { fields: [{ field: 'userId', code }] });
}

/** `ownerId`: the member changing their nickname (issue 14), whose own nickname is theirs to keep or recase. */
export async function assertNicknameAvailable(
  ctx: AvailabilityContext,
  db: DbOrTrx,
  nickName: string,
  ownerId?: number,
): Promise<void> {
  const existing = await findUserByNickname(db, nickName);
  if (!existing || existing.id === ownerId || !(await release(ctx, db, existing, ctx.clock.now()))) return;
  throw new AppError('nicknameExist', { fields: [{ field: 'nickName', code: 'nicknameExist' }] });
}

/** The sign-up form's ID check (SPEC §7.1 userIdDupCheck). */
export async function checkEmailAvailable(
  ctx: AvailabilityContext & Pick<AccountsContext, 'transaction'>,
  email: string,
): Promise<void> {
  await ctx.transaction((trx) => assertEmailAvailable(ctx, trx, email));
}

/** The sign-up and profile forms' nickname check (SPEC §7.1 nickNameCheck): one's own is available. */
export async function checkNicknameAvailable(
  ctx: AvailabilityContext & Pick<AccountsContext, 'transaction'>,
  nickName: string,
  ownerId?: number,
): Promise<void> {
  await ctx.transaction((trx) => assertNicknameAvailable(ctx, trx, nickName, ownerId));
}
