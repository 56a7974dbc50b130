import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { isLocale, type Locale } from '../../../common/i18n/locales.ts';
import { SNS_TYPES, type SnsType } from '../../../common/validation/account.ts';
import { AppError } from '../../lib/errors.ts';
import { signingKey } from '../../lib/signing-key.ts';
import type { SocialContext } from './context.ts';

type StateContext = Pick<SocialContext, 'clock' | 'config' | 'sessionSecret'>;

/** What the browser carries from the start of a provider's sign-in to its callback. */
export interface OAuthState {
  provider: SnsType;
  state: string;
  codeVerifier: string | null;
  nonce: string | null;
  /** The language of the redirect URI, which the token request must repeat exactly. */
  lang: Locale;
}

export const STATE_COOKIE = 'hearth_sns_state';
/** Long enough to type a password at the provider, short enough not to linger (brief: 10 minutes). */
export const STATE_COOKIE_SECONDS = 10 * 60;

const AUDIENCE = 'hearth-oauth-state';

function cookieOptions(ctx: StateContext) {
  // Lax: the provider brings the member back with a top-level GET, which carries it.
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.NODE_ENV === 'production' && ctx.config.PUBLIC_URL?.startsWith('https:') === true,
  };
}

export async function setStateCookie(ctx: StateContext, reply: FastifyReply, state: OAuthState): Promise<void> {
  const issuedAt = Math.floor(ctx.clock.now().getTime() / 1000);
  const value = await new SignJWT({ ...state })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + STATE_COOKIE_SECONDS)
    .sign(signingKey(ctx.sessionSecret, 'oauth-state'));
  reply.setCookie(STATE_COOKIE, value, { ...cookieOptions(ctx), maxAge: STATE_COOKIE_SECONDS });
}

function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Reads and clears the state cookie; the callback's provider and state must match it
 * (CSRF protection of RFC 6749 §10.12). Any mismatch, expiry or forgery is SNS_STATE_INVALID.
 */
export async function takeStateCookie(
  ctx: StateContext,
  request: FastifyRequest,
  reply: FastifyReply,
  expected: { provider: SnsType; state: string },
): Promise<OAuthState> {
  const value = request.cookies[STATE_COOKIE];
  reply.clearCookie(STATE_COOKIE, cookieOptions(ctx));
  if (!value) throw new AppError('SNS_STATE_INVALID');
  let payload;
  try {
    ({ payload } = await jwtVerify(value, signingKey(ctx.sessionSecret, 'oauth-state'), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: ctx.clock.now(),
    }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw new AppError('SNS_STATE_INVALID');
    throw error;
  }
  const { provider, state, codeVerifier, nonce, lang } = payload;
  const knownProvider = SNS_TYPES.find((type) => type === provider);
  if (
    knownProvider !== expected.provider ||
    typeof state !== 'string' ||
    !sameString(state, expected.state) ||
    !isLocale(lang) ||
    (codeVerifier !== null && typeof codeVerifier !== 'string') ||
    (nonce !== null && typeof nonce !== 'string')
  ) {
    throw new AppError('SNS_STATE_INVALID');
  }
  return { provider: knownProvider, state, codeVerifier, nonce, lang };
}
