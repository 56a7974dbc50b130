import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { EMAIL_LINK_HOURS } from '../../../common/validation/account.ts';
import type { Database } from '../../db/database.ts';
import { type EmailTokenPurpose, insertEmailToken, retireEmailTokens } from './email-token-repository.ts';
import { randomToken, tokenDigest } from './tokens.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A fresh one-time link token of SPEC §4 (24 hours) for a mail; the older unused ones of the
 * same purpose stop working, so only the newest mail's link does. Only its digest is stored.
 */
export async function issueEmailLink(
  app: FastifyInstance,
  trx: Kysely<Database>,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const now = app.clock.now();
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
