import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { SNS_TYPES, type SnsType } from '../../../common/validation/account.ts';
import { AppError } from '../../lib/errors.ts';
import { signingKey } from '../../lib/signing-key.ts';
import type { AccountsContext } from './context.ts';

/** A ticket is signed with SESSION_SECRET and lives 30 minutes by the clock. */
type TicketContext = Pick<AccountsContext, 'clock' | 'sessionSecret'>;

/** Long enough to fill in join step 2 or the move-social-account popup; short enough to be worthless if copied. */
export const SNS_TICKET_SECONDS = 30 * 60;

const ISSUER = 'hearth';
const AUDIENCE = 'hearth-sns-ticket';

/** The provider identity a callback proved (P10): the sign-up or the link trusts only this, never a bare id. */
export interface SnsIdentity {
  provider: SnsType;
  providerUserId: string;
  email: string | null;
}

export async function signSignupTicket(ctx: TicketContext, identity: SnsIdentity): Promise<string> {
  const issuedAt = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT({ provider: identity.provider, email: identity.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(identity.providerUserId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SNS_TICKET_SECONDS)
    .sign(signingKey(ctx.sessionSecret, 'sns-ticket'));
}

/** The identity inside a ticket this server signed less than 30 minutes ago; SNS_TICKET_INVALID otherwise. */
export async function verifySignupTicket(ctx: TicketContext, ticket: string): Promise<SnsIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(ticket, signingKey(ctx.sessionSecret, 'sns-ticket'), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: ctx.clock.now(),
    }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw new AppError('SNS_TICKET_INVALID');
    throw error;
  }
  const { sub, provider, email } = payload;
  const knownProvider = SNS_TYPES.find((type) => type === provider);
  if (!knownProvider || typeof sub !== 'string' || sub === '' || (email !== null && typeof email !== 'string')) {
    throw new AppError('SNS_TICKET_INVALID');
  }
  return { provider: knownProvider, providerUserId: sub, email };
}
