import { EMAIL_LINK_HOURS } from '../../../common/validation/account.ts';
import { randomToken, tokenDigest } from '../../lib/auth/opaque-token.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import type { AccountsContext } from './context.ts';
import { type EmailTokenPurpose, insertEmailToken, retireEmailTokens } from './email-token-repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A fresh one-time link token of SPEC §4 (24 hours) for a mail; the older unused ones of the
 * same purpose stop working, so only the newest mail's link does. Only its digest is stored.
 */
export async function issueEmailLink(
  ctx: Pick<AccountsContext, 'clock'>,
  trx: DbOrTrx,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const now = ctx.clock.now();
  const token = randomToken();
  await retireEmailTokens(trx, userId, purpose, now.toISOString());
  await insertEmailToken(trx, {
    userId,
    purpose,
    tokenHash: tokenDigest(token),
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + EMAIL_LINK_HOURS * HOUR_MS).toISOString(),
  });
  return token;
}
