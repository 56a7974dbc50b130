import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from './access-token.ts';

/** DECISIONS P7: one HttpOnly session for every language, shared across subdomains when configured. */
export const ACCESS_COOKIE = 'hearth_at';
export const REFRESH_COOKIE = 'hearth_rt';

export type CookieConfig = Pick<Config, 'NODE_ENV' | 'PUBLIC_URL' | 'COOKIE_DOMAIN'>;

function cookieOptions(config: CookieConfig, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.NODE_ENV === 'production' && config.PUBLIC_URL?.startsWith('https:') === true,
    ...(config.COOKIE_DOMAIN ? { domain: config.COOKIE_DOMAIN } : {}),
    maxAge: maxAgeSeconds,
  };
}

/** The web's copy of the tokens (P7): HttpOnly cookies, never readable by scripts. */
export function setSessionCookies(
  reply: FastifyReply,
  config: CookieConfig,
  tokens: { token?: string; accessToken?: string; refreshToken: string },
) {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken ?? tokens.token ?? '', cookieOptions(config, ACCESS_TOKEN_SECONDS));
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, cookieOptions(config, REFRESH_TOKEN_SECONDS));
}

export function clearSessionCookies(reply: FastifyReply, config: CookieConfig) {
  const { maxAge: _maxAge, ...options } = cookieOptions(config, 0);
  reply.clearCookie(ACCESS_COOKIE, options);
  reply.clearCookie(REFRESH_COOKIE, options);
}
