import { AppError } from '../../lib/errors.ts';
import type { Reservation } from '../../lib/rate-limiter.ts';
import type { AccountsContext } from './context.ts';

/** Mails a visitor can trigger (links, resends) are limited per address so nobody is flooded. */
const MAILS_PER_ADDRESS_PER_HOUR = 5;

const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', { headers: { 'retry-after': String(retryAfterSeconds) } });

/**
 * Reserves one mail to `address` in the hour's share, or refuses with RATE_LIMITED. Never given
 * back: every request counts alike, mailed or not (issue 13 finding 5), so a refusal tells
 * nothing about the address.
 */
export async function limitMailsTo(ctx: Pick<AccountsContext, 'mailLimiter'>, address: string): Promise<void> {
  const slot = await ctx.mailLimiter.reserve(address, MAILS_PER_ADDRESS_PER_HOUR);
  if (!slot.granted) throw rateLimited(slot.retryAfterSeconds);
}

/**
 * Reserves one confirmation mail to `address` in its daily share (issue 13 finding 7: sign-ups
 * and resends must not flood someone else's inbox), or refuses with RATE_LIMITED. The caller
 * gives the slot back when no mail was queued after all (a sign-up refused by its form).
 */
export async function limitConfirmationMailsTo(
  ctx: Pick<AccountsContext, 'confirmMailLimiter' | 'config'>,
  address: string,
): Promise<Reservation> {
  const slot = await ctx.confirmMailLimiter.reserve(address, ctx.config.SIGNUP_CONFIRM_MAILS_PER_ADDRESS_PER_DAY);
  if (!slot.granted) throw rateLimited(slot.retryAfterSeconds);
  return slot;
}

/**
 * Reserves one sign-up of the address in the window (issue 13: SIGNUP_MAX_PER_IP accounts), or
 * refuses with SIGNUP_ABUSING. The caller gives the slot back when no account was created: a
 * refused form (a taken nickname) costs nobody a sign-up.
 */
export async function reserveSignupFrom(
  ctx: Pick<AccountsContext, 'signupLimiter' | 'config'>,
  ip: string,
): Promise<Reservation> {
  const slot = await ctx.signupLimiter.reserve(ip, ctx.config.SIGNUP_MAX_PER_IP);
  if (!slot.granted) {
    throw new AppError('SIGNUP_ABUSING', {
      params: { minutes: Math.max(1, Math.ceil(slot.retryAfterSeconds / 60)) },
      headers: { 'retry-after': String(slot.retryAfterSeconds) },
    });
  }
  return slot;
}
