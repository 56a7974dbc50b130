import type { LoginResult } from '../../../common/contracts/accounts/shared.ts';
import { normalizeEmail } from '../../../common/validation/account.ts';
import { AppError } from '../../lib/errors.ts';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from '../../lib/password.ts';
import type { AccountsContext } from './context.ts';
import './events.ts';
import { startSession } from './sessions.ts';
import * as users from './user-repository.ts';

/** Checking a password: the member's row, the throttle's counts, the limits of the config. */
export type CredentialsContext = Pick<AccountsContext, 'db' | 'clock' | 'config' | 'loginThrottle'>;

/** Starting a session in its own transaction, with the sign-in event after the commit. */
export type SignInContext = Pick<AccountsContext, 'clock' | 'sessionSecret' | 'transaction'>;

function throttled(retryAfterSeconds: number): AppError {
  return new AppError('LOGIN_THROTTLED', {
    params: { seconds: retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/**
 * A hash of a password nobody has, verified when the account does not exist, so that an unknown
 * ID costs the same time as a wrong password (issue 3 item 11).
 */
let dummyHash: Promise<string> | undefined;
const timingDecoy = () => (dummyHash ??= hashPassword('timing-decoy-password'));

/** P6: hashes made with other parameters are replaced at the next successful sign-in. */
function needsRehash(passwordHash: string): boolean {
  const expected = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;
  return !passwordHash.startsWith(expected);
}

/**
 * Checks an ID and password (SPEC §8: userNotfound, "double check your password", banned
 * accounts refused). The account state is told only to someone who knows the password.
 */
export async function verifyCredentials(
  ctx: CredentialsContext,
  input: { email: string; password: string; ip: string },
): Promise<users.User> {
  const throttle = ctx.loginThrottle;
  const email = normalizeEmail(input.email);
  // Issue 13 finding 6: the member's own address has its own count, so failures from elsewhere
  // do not lock them out; only the slow brake counts every address together.
  const pair = `${email} ${input.ip}`;
  // Issue 23: the slots are reserved before the hash, each in one atomic step, so that however
  // many guesses arrive at once (on any number of processes) at most the limit are checked.
  // The address counts attempts of any kind; the pair and the brake count failures, so a right
  // password gives their slots back. A refused attempt checks nothing and costs nothing.
  const slots = await Promise.all([
    throttle.accounts.reserve(pair, ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT),
    throttle.accountBrake.reserve(email, ctx.config.LOGIN_ACCOUNT_BRAKE_FAILURES),
    throttle.addresses.reserve(input.ip, ctx.config.LOGIN_MAX_ATTEMPTS_PER_IP),
  ]);
  const refused = slots.find((slot) => !slot.granted);
  if (refused) {
    await Promise.all(slots.map((slot) => slot.release()));
    throw throttled(refused.retryAfterSeconds);
  }
  const [, brake] = slots;

  const user = await users.findUserByEmail(ctx.db, email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await timingDecoy(), input.password), false);
  if (!user || user.erasedAt) {
    throw new AppError('userNotfound', { fields: [{ field: 'userId', code: 'userNotfound' }] });
  }
  if (!valid) {
    throw new AppError('passwordCheck', { fields: [{ field: 'password', code: 'passwordCheck' }] });
  }
  // Not a failure: the brake's slot goes back, and the pair starts over (its slot with it).
  // The brake is not reset: a member's success must not wipe an attacker's count elsewhere.
  await Promise.all([brake.release(), throttle.accounts.reset(pair)]);
  if (user.status === 'pending') throw new AppError('USER_PENDING');
  if (user.status === 'banned') throw new AppError('USER_BANNED');
  if (user.status === 'deprecated') throw new AppError('USER_WITHDRAWN');
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    const now = ctx.clock.now().toISOString();
    await users.updateUser(ctx.db, user.id, { password_hash: await hashPassword(input.password) }, now);
  }
  return user;
}

/** A member whose identity is proved (password or provider) gets a session; `user.signedIn` follows the commit. */
export async function signInMember(ctx: SignInContext, userId: number, userAgent?: string): Promise<LoginResult> {
  return ctx.transaction(async (trx, emit) => {
    const login = await startSession(ctx, trx, userId, userAgent);
    emit('user.signedIn', { userId, firstLogin: login.isFirstLogin, at: ctx.clock.now().toISOString() });
    return login;
  });
}

/** SPEC §4 sign-in with e-mail and password. */
export async function signin(
  ctx: CredentialsContext & SignInContext,
  input: { email: string; password: string; ip: string; userAgent?: string },
): Promise<LoginResult> {
  const user = await verifyCredentials(ctx, input);
  return signInMember(ctx, user.id, input.userAgent);
}
