import type { z } from 'zod';
import type { LoginResult } from '../../../common/contracts/accounts/shared.ts';
import type { signup as signupContract } from '../../../common/contracts/accounts/signup.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { EMAIL_LINK_HOURS, jobIssue } from '../../../common/validation/account.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import { tokenDigest } from '../../lib/auth/opaque-token.ts';
import { queueMail, siteLink } from '../mail/service.ts';
import { assertEmailAvailable, assertNicknameAvailable, isExpiredPending } from './availability.ts';
import type { AccountsContext } from './context.ts';
import { issueEmailLink } from './email-links.ts';
import * as emailTokens from './email-token-repository.ts';
import './events.ts';
import { limitConfirmationMailsTo, limitMailsTo, reserveSignupFrom } from './mail-limit.ts';
import { startSession } from './sessions.ts';
import { verifySignupTicket } from './signup-ticket.ts';
import { findLinkedUserId, insertSocialAccount } from './social-account-repository.ts';
import * as users from './user-repository.ts';

/** Sign-up writes the member, mails the link, schedules the expiry, and may sign in (P10). */
export type SignupContext = Pick<AccountsContext, 'transaction' | 'clock' | 'config' | 'sessionSecret'>;

/** Sign-up and resend also count what a visitor may trigger (issue 13 finding 7). */
export type SignupLimitsContext = Pick<AccountsContext, 'signupLimiter' | 'confirmMailLimiter' | 'mailLimiter'>;

/** Who asks: the device the session starts on, the client address the sign-up counts against. */
export interface SignupRequest {
  userAgent?: string;
  ip: string;
}

const HOUR_MS = 60 * 60 * 1000;

export type SignupInput = Omit<z.output<(typeof signupContract)['body']>, 'lang'> & { lang: Locale };

export interface SignupOutcome {
  userId: number;
  email: string;
  confirmationRequired: boolean;
  login?: LoginResult;
}

async function assertSelectableJob(db: DbOrTrx, jobCodeId: number): Promise<void> {
  const issue = jobIssue(await users.findJobKey(db, jobCodeId));
  if (issue) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'jobCodeId', code: issue }] });
}

/** Two sign-ups racing for one e-mail or nickname: the unique indexes decide, with SPEC's codes. */
function conflictFrom(error: unknown): never {
  if (isUniqueViolation(error)) {
    const text = String((error as Error).message);
    if (/nick/i.test(text))
      throw new AppError('nicknameExist', { fields: [{ field: 'nickName', code: 'nicknameExist' }] });
    if (/provider/i.test(text)) throw new AppError('SNS_ALREADY_LINKED');
    throw new AppError('USER_FOUND', { fields: [{ field: 'userId', code: 'USER_FOUND' }] });
  }
  throw error;
}

/** Sends a fresh 24-hour confirmation link, retiring older ones. */
async function sendConfirmation(
  ctx: SignupContext,
  trx: DbOrTrx,
  user: { id: number; email: string; nickName: string; lang: Locale },
) {
  const token = await issueEmailLink(ctx, trx, user.id, 'confirm');
  await queueMail(trx, ctx, {
    userId: user.id,
    to: user.email,
    lang: user.lang,
    template: 'signupConfirm',
    params: { nickName: user.nickName, link: siteLink(ctx, user.lang, `/signup/confirm?token=${token}`) },
  });
}

/** The mails of an account that has just become active: welcome, and the consent proof (issue 3 item 2). */
async function sendWelcome(ctx: SignupContext, trx: DbOrTrx, user: users.User) {
  const lang = (user.lang as Locale) ?? 'ko';
  await queueMail(trx, ctx, {
    userId: user.id,
    to: user.userId,
    lang,
    template: 'signupComplete',
    params: { nickName: user.nickName, link: siteLink(ctx, lang, '/') },
  });
  if (user.agreeMarketingAt) {
    await queueMail(trx, ctx, {
      userId: user.id,
      to: user.userId,
      lang,
      template: 'marketingConsent',
      params: {
        nickName: user.nickName,
        agreedAt: user.agreeMarketingAt,
        link: siteLink(ctx, lang, '/service/agreementmarketing'),
      },
    });
  }
}

/**
 * SPEC §4 sign-up. With e-mail and password the account waits for confirmation; through a
 * provider's ticket (P10) the provider has proved the identity, so it is active and signed in.
 */
export async function signup(
  ctx: SignupContext & SignupLimitsContext,
  input: SignupInput,
  request: SignupRequest,
): Promise<SignupOutcome> {
  // Reserved before any work (issue 23: a burst from one address creates at most the limit),
  // and given back unless the account is created: a refused form costs nobody a sign-up.
  const slot = await reserveSignupFrom(ctx, request.ip);
  try {
    return await createAccount(ctx, input, request);
  } catch (error) {
    await slot.release();
    throw error;
  }
}

async function createAccount(
  ctx: SignupContext & SignupLimitsContext,
  input: SignupInput,
  request: SignupRequest,
): Promise<SignupOutcome> {
  const { userAgent } = request;
  const identity = input.snsTicket ? await verifySignupTicket(ctx, input.snsTicket) : undefined;
  if (identity && !identity.email) throw new AppError('SNS_EMAIL_REQUIRED');
  const email = identity?.email ?? input.userId;
  if (!email) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'userId', code: 'idPlz' }] });
  // Hashing is slow on purpose; it happens before the transaction holds any lock.
  const passwordHash = !identity && input.password ? await hashPassword(input.password) : null;
  // The confirmation mail's slot is reserved outside the transaction (the database may count
  // it, and SQLite has one connection) and given back if no mail was queued after all.
  const mailSlot = identity ? undefined : await limitConfirmationMailsTo(ctx, email);

  try {
    return await ctx.transaction(async (trx, emit) => {
      const now = ctx.clock.now().toISOString();
      await assertSelectableJob(trx, input.jobCodeId);
      await assertEmailAvailable(ctx, trx, email);
      await assertNicknameAvailable(ctx, trx, input.nickName);
      if (identity && (await findLinkedUserId(trx, identity)) !== undefined) throw new AppError('SNS_ALREADY_LINKED');
      const id = await users.insertUser(trx, {
        userId: email,
        passwordHash,
        nickName: input.nickName,
        jobCodeId: input.jobCodeId,
        lang: input.lang,
        status: identity ? 'active' : 'pending',
        signupFrom: identity?.provider ?? 'default',
        agreePrivacyAt: now,
        agreeMarketingAt: input.agreeMarketing ? now : null,
        confirmedAt: identity ? now : null,
        now,
      });
      if (!identity) {
        await sendConfirmation(ctx, trx, { id, email, nickName: input.nickName, lang: input.lang });
        await enqueueJob(
          trx,
          {
            type: 'account.expirePending',
            payload: { userId: id },
            runAt: new Date(ctx.clock.now().getTime() + EMAIL_LINK_HOURS * HOUR_MS + 60_000),
          },
          ctx,
        );
        return { userId: id, email, confirmationRequired: true };
      }
      await insertSocialAccount(trx, { userId: id, identity, now });
      const user = await users.findUserById(trx, id);
      if (user) await sendWelcome(ctx, trx, user);
      emit('user.joined', { userId: id, signupFrom: identity.provider, at: now });
      const login = await startSession(ctx, trx, id, userAgent);
      // SPEC §4: a sign-up that returns a token is the member's first sign-in (its LOGIN score).
      emit('user.signedIn', { userId: id, firstLogin: true, at: now });
      return { userId: id, email, confirmationRequired: false, login };
    });
  } catch (error) {
    await mailSlot?.release();
    if (error instanceof AppError) throw error;
    return conflictFrom(error);
  }
}

/** Uses the confirmation link (SPEC §4): an expired one deletes the waiting sign-up so it can be redone. */
export async function confirmSignup(ctx: SignupContext, token: string): Promise<users.User> {
  const outcome = await ctx.transaction(async (trx, emit) => {
    const now = ctx.clock.now();
    const stored = await emailTokens.findEmailToken(trx, tokenDigest(token), 'confirm');
    if (!stored || stored.usedAt) return { ok: false as const, error: 'LINK_INVALID' as const };
    const user = await users.findUserById(trx, stored.userId);
    if (!user || user.status !== 'pending') return { ok: false as const, error: 'LINK_INVALID' as const };
    if (new Date(stored.expiresAt) <= now || isExpiredPending(user, now)) {
      await users.deleteUser(trx, user.id);
      return { ok: false as const, error: 'LINK_EXPIRED' as const };
    }
    if (!(await emailTokens.markEmailTokenUsed(trx, stored.id, now.toISOString()))) {
      return { ok: false as const, error: 'LINK_INVALID' as const };
    }
    await users.updateUser(trx, user.id, { status: 'active', confirmed_at: now.toISOString() }, now.toISOString());
    await sendWelcome(ctx, trx, user);
    emit('user.joined', { userId: user.id, signupFrom: user.signupFrom, at: now.toISOString() });
    return { ok: true as const, user };
  });
  if (!outcome.ok) throw new AppError(outcome.error);
  return outcome.user;
}

/**
 * The e-mail certification popup: a new link for a sign-up that still waits. Any address gets
 * the same answer (issue 13 finding 5: it told pending, active and unknown addresses apart);
 * only a sign-up still waiting for its confirmation is mailed.
 */
export async function resendConfirmation(ctx: SignupContext & SignupLimitsContext, email: string): Promise<void> {
  // Both limits count every address alike, mailed or not, so a refusal tells nothing either.
  await limitMailsTo(ctx, email);
  await limitConfirmationMailsTo(ctx, email);
  await ctx.transaction(async (trx) => {
    const user = await users.findUserByEmail(trx, email);
    if (!user || user.status !== 'pending' || isExpiredPending(user, ctx.clock.now())) return;
    await sendConfirmation(ctx, trx, { id: user.id, email, nickName: user.nickName, lang: user.lang as Locale });
  });
}

/** The job scheduled at sign-up: the row goes if nobody confirmed it in time. */
export async function expirePendingSignup(ctx: Pick<AccountsContext, 'db' | 'clock'>, userId: number): Promise<void> {
  const user = await users.findUserById(ctx.db, userId);
  if (user && isExpiredPending(user, ctx.clock.now())) await users.deleteUser(ctx.db, userId);
}
