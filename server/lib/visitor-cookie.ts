import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { signingKey } from './signing-key.ts';
import { siteDay } from './site-day.ts';

/**
 * The anonymous browser of DECISIONS P18 (issue 13 finding 8): a random id and the day it was
 * issued in the site's time zone (P30), signed, so that a made-up or altered cookie counts as none. It names nobody and carries
 * no address. The day lets posts' views.ts count a cookie issued today as the address it came
 * from. It is the platform's: posts count views with it, the knowledge areas tell one visitor's
 * "was this helpful?" answer from another's (issue 31).
 */
export const VISITOR_COOKIE = 'hearth_vid';
const VISITOR_COOKIE_SECONDS = 365 * 24 * 60 * 60;
const VALUE = /^([A-Za-z0-9_-]{22})\.(\d{4}-\d{2}-\d{2})\.([A-Za-z0-9_-]{43})$/;

export interface Visitor {
  id: string;
  /** The day (YYYY-MM-DD, in SITE_TIME_ZONE) the cookie was issued. */
  issuedOn: string;
}

type CookieConfig = Pick<Config, 'NODE_ENV' | 'PUBLIC_URL' | 'SITE_TIME_ZONE'>;

function mac(secret: string, id: string, issuedOn: string): Buffer {
  return createHmac('sha256', signingKey(secret, 'visitor-cookie')).update(`${id}.${issuedOn}`).digest();
}

/** The visitor of a validly signed cookie, undefined for no cookie or a forged one. */
export function readVisitor(request: FastifyRequest, secret: string): Visitor | undefined {
  const match = VALUE.exec(request.cookies[VISITOR_COOKIE] ?? '');
  if (!match) return undefined;
  const [, id, issuedOn, signature] = match as unknown as [string, string, string, string];
  const expected = mac(secret, id, issuedOn);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { id, issuedOn } : undefined;
}

/** A new signed cookie for a visitor without a valid one; Secure by the session cookies' rule. Returns its visitor. */
export function setVisitorCookie(reply: FastifyReply, config: CookieConfig, secret: string, now: Date): Visitor {
  const id = randomBytes(16).toString('base64url');
  const issuedOn = siteDay(now, config.SITE_TIME_ZONE);
  reply.setCookie(VISITOR_COOKIE, `${id}.${issuedOn}.${mac(secret, id, issuedOn).toString('base64url')}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.NODE_ENV === 'production' && config.PUBLIC_URL?.startsWith('https:') === true,
    maxAge: VISITOR_COOKIE_SECONDS,
  });
  return { id, issuedOn };
}
