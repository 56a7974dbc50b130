import { describe, expect, it } from 'vitest';
import {
  ABUSE_COOKIE_SECONDS,
  abuseCodeOfIntent,
  abuseCookieHeader,
  hasAbuseCookie,
  isAbuseCode,
} from './abuse-cookie.ts';

describe('abuse cookie (SPEC §8, P17)', () => {
  it('names the cookie after the code and keeps it 5 minutes on the whole site', () => {
    expect(ABUSE_COOKIE_SECONDS).toBe(300);
    expect(abuseCookieHeader('LIKE_ABUSING')).toBe('LIKE_ABUSING=1; Max-Age=300; Path=/; SameSite=Lax');
    expect(abuseCookieHeader('USER_FOLLOW_ABUSING', { secure: true })).toMatch(/; Secure$/);
  });

  it('finds the cookie among others, by its exact name', () => {
    const cookies = 'i18n_redirected=ko; LIKE_ABUSING=1; other=POST_BOOKMARK_ABUSING';
    expect(hasAbuseCookie(cookies, 'LIKE_ABUSING')).toBe(true);
    expect(hasAbuseCookie(cookies, 'POST_BOOKMARK_ABUSING')).toBe(false);
    expect(hasAbuseCookie('XLIKE_ABUSING=1', 'LIKE_ABUSING')).toBe(false);
    expect(hasAbuseCookie('', 'LIKE_ABUSING')).toBe(false);
  });

  it('maps each action of the page to the limit it counts against', () => {
    expect(abuseCodeOfIntent('like')).toBe('LIKE_ABUSING');
    expect(abuseCodeOfIntent('replyLike')).toBe('LIKE_ABUSING');
    expect(abuseCodeOfIntent('bookmark')).toBe('POST_BOOKMARK_ABUSING');
    expect(abuseCodeOfIntent('follow')).toBe('USER_FOLLOW_ABUSING');
    expect(abuseCodeOfIntent('replyAdd')).toBe('POST_REPLY_ABUSING');
    expect(abuseCodeOfIntent('report')).toBeUndefined();
  });

  it('recognizes only the four codes of SPEC §8', () => {
    expect(isAbuseCode('POST_REPLY_ABUSING')).toBe(true);
    expect(isAbuseCode('REPORT_DUPLICATE')).toBe(false);
    expect(isAbuseCode(undefined)).toBe(false);
  });
});
