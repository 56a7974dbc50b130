import type { FastifyInstance } from 'fastify';
import { normalizeEmail } from '../../../common/validation/account.ts';
import { AppError } from '../../lib/errors.ts';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from '../../lib/password.ts';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter.ts';
import { inTransaction } from '../../lib/transaction.ts';
import './events.ts';
import { startSession } from './sessions.ts';
import * as users from './user-repository.ts';

/** DECISIONS P6: attempts are counted before any hashing, per account (failures) and per IP (all). */
export interface LoginThrottle {
  accounts: RateLimiter;
  addresses: RateLimiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One throttle for every way a password is checked (sign-in, social linking, password change). */
    loginThrottle: LoginThrottle;
  }
}

export function createLoginThrottle(app: FastifyInstance): LoginThrottle {
  const windowSeconds = app.config.LOGIN_WINDOW_SECONDS;
  return {
    accounts: createRateLimiter({ redis: app.redis, clock: app.clock, windowSeconds, prefix: 'login:account' }),
    addresses: createRateLimiter({ redis: app.redis, clock: app.clock, windowSeconds, prefix: 'login:ip' }),
  };
}

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
  app: FastifyInstance,
  throttle: LoginThrottle,
  input: { email: string; password: string; ip: string },
): Promise<users.User> {
  const email = normalizeEmail(input.email);
  const [account, address] = await Promise.all([throttle.accounts.peek(email), throttle.addresses.peek(input.ip)]);
  if (account.count >= app.config.LOGIN_MAX_FAILURES_PER_ACCOUNT) throw throttled(account.retryAfterSeconds);
  if (address.count >= app.config.LOGIN_MAX_ATTEMPTS_PER_IP) throw throttled(address.retryAfterSeconds);
  await throttle.addresses.hit(input.ip);

  const user = await users.findUserByEmail(app.db, email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await timingDecoy(), input.password), false);
  if (!user || user.erasedAt) {
    await throttle.accounts.hit(email);
    throw new AppError('userNotfound', { fields: [{ field: 'userId', code: 'userNotfound' }] });
  }
  if (!valid) {
    await throttle.accounts.hit(email);
    throw new AppError('passwordCheck', { fields: [{ field: 'password', code: 'passwordCheck' }] });
  }
  await throttle.accounts.reset(email);
  if (user.status === 'pending') throw new AppError('USER_PENDING');
  if (user.status === 'banned') throw new AppError('USER_BANNED');
  if (user.status === 'deprecated') throw new AppError('USER_WITHDRAWN');
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    const now = app.clock.now().toISOString();
    await users.updateUser(app.db, user.id, { password_hash: await hashPassword(input.password) }, now);
  }
  return user;
}

export async function signin(
  app: FastifyInstance,
  throttle: LoginThrottle,
  input: { email: string; password: string; ip: string; userAgent?: string },
) {
  const user = await verifyCredentials(app, throttle, input);
  return inTransaction(app.db, app.bus, async (trx, emit) => {
    const login = await startSession(app, trx, user.id, input.userAgent);
    emit('user.signedIn', {
      userId: user.id,
      firstLogin: login.isFirstLogin,
      at: app.clock.now().toISOString(),
    });
    return login;
  });
}
