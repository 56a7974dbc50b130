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
