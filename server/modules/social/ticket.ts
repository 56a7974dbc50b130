import type { FastifyInstance } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { SNS_TYPES, type SnsType } from '../../../common/validation/account.ts';
import { AppError } from '../../lib/errors.ts';
import { signingKey } from '../../lib/signing-key.ts';

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

export async function signSignupTicket(app: FastifyInstance, identity: SnsIdentity): Promise<string> {
  const issuedAt = Math.floor(app.clock.now().getTime() / 1000);
  return new SignJWT({ provider: identity.provider, email: identity.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(identity.providerUserId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SNS_TICKET_SECONDS)
    .sign(signingKey(app.sessionSecret, 'sns-ticket'));
}

/** The identity inside a ticket this server signed less than 30 minutes ago; SNS_TICKET_INVALID otherwise. */
export async function verifySignupTicket(app: FastifyInstance, ticket: string): Promise<SnsIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(ticket, signingKey(app.sessionSecret, 'sns-ticket'), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: app.clock.now(),
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
