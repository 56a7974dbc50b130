import { AppError } from '../../lib/errors.ts';
import type { AccountsContext } from './context.ts';

/** Mails a visitor can trigger (links, resends) are limited per address so nobody is flooded. */
const MAILS_PER_ADDRESS_PER_HOUR = 5;

/** Counts one mail to `address`, or refuses with RATE_LIMITED once the hour's share is used. */
export async function limitMailsTo(ctx: Pick<AccountsContext, 'mailLimiter'>, address: string): Promise<void> {
  const { count, retryAfterSeconds } = await ctx.mailLimiter.peek(address);
  if (count >= MAILS_PER_ADDRESS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(retryAfterSeconds) } });
  }
  await ctx.mailLimiter.hit(address);
}

/**
 * Counts one confirmation mail to `address` against its daily share (issue 13 finding 7: sign-ups
 * and resends must not flood someone else's inbox), or refuses with RATE_LIMITED.
 */
export async function limitConfirmationMailsTo(
  ctx: Pick<AccountsContext, 'confirmMailLimiter' | 'config'>,
  address: string,
): Promise<void> {
  const { count, retryAfterSeconds } = await ctx.confirmMailLimiter.peek(address);
  if (count >= ctx.config.SIGNUP_CONFIRM_MAILS_PER_ADDRESS_PER_DAY) {
    throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(retryAfterSeconds) } });
  }
  await ctx.confirmMailLimiter.hit(address);
}

/** Refuses a sign-up from an address that created SIGNUP_MAX_PER_IP accounts in the window (issue 13). */
export async function assertSignupAllowedFrom(
  ctx: Pick<AccountsContext, 'signupLimiter' | 'config'>,
  ip: string,
): Promise<void> {
  const { count, retryAfterSeconds } = await ctx.signupLimiter.peek(ip);
  if (count >= ctx.config.SIGNUP_MAX_PER_IP) {
    throw new AppError('SIGNUP_ABUSING', {
      params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }
}
