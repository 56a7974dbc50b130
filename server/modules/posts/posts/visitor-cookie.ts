import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config.ts';
import { signingKey } from '../../../lib/signing-key.ts';

/**
 * The anonymous browser of DECISIONS P18 (issue 13 finding 8): a random id and its HMAC, so that
 * a made-up or altered cookie counts as none. It names nobody and carries no address.
 */
export const VISITOR_COOKIE = 'hearth_vid';
const VISITOR_COOKIE_SECONDS = 365 * 24 * 60 * 60;
const ID = /^[A-Za-z0-9_-]{22}$/;

type CookieConfig = Pick<Config, 'NODE_ENV' | 'PUBLIC_URL'>;

function mac(secret: string, id: string): Buffer {
  return createHmac('sha256', signingKey(secret, 'visitor-cookie')).update(id).digest();
}

/** The visitor id of a validly signed cookie, undefined for no cookie or a forged one. */
export function readVisitorId(request: FastifyRequest, secret: string): string | undefined {
  const value = request.cookies[VISITOR_COOKIE];
  if (value === undefined) return undefined;
  const [id, signature, ...rest] = value.split('.');
  if (id === undefined || signature === undefined || rest.length > 0 || !ID.test(id)) return undefined;
  const expected = mac(secret, id);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/** A new signed cookie for a visitor without a valid one; Secure by the session cookies' rule. */
export function setVisitorCookie(reply: FastifyReply, config: CookieConfig, secret: string): void {
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, `${id}.${mac(secret, id).toString('base64url')}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.NODE_ENV === 'production' && config.PUBLIC_URL?.startsWith('https:') === true,
    maxAge: VISITOR_COOKIE_SECONDS,
  });
}
