/**
 * SPEC §8, DECISIONS P17: after a "too many …" refusal a cookie named after the code lasts
 * 5 minutes, and while it exists the page refuses that action at once with the same break
 * popup, without asking the server. The server still enforces the limit; the cookie only spares
 * the member requests that cannot succeed. It is readable by script on purpose.
 */
export const ABUSE_CODES = [
  'POST_REPLY_ABUSING',
  'LIKE_ABUSING',
  'POST_BOOKMARK_ABUSING',
  'USER_FOLLOW_ABUSING',
] as const;
export type AbuseCode = (typeof ABUSE_CODES)[number];

/** SPEC §9: the abuse cookie lasts 5 minutes. */
export const ABUSE_COOKIE_SECONDS = 300;

export function isAbuseCode(code: string | undefined): code is AbuseCode {
  return (ABUSE_CODES as readonly string[]).includes(code ?? '');
}

/** The limit an action of the reading page counts against (P17), if any. */
export function abuseCodeOfIntent(intent: string): AbuseCode | undefined {
  switch (intent) {
    case 'like':
    case 'replyLike':
      return 'LIKE_ABUSING';
    case 'bookmark':
      return 'POST_BOOKMARK_ABUSING';
    case 'follow':
      return 'USER_FOLLOW_ABUSING';
    case 'replyAdd':
      return 'POST_REPLY_ABUSING';
    default:
      return undefined;
  }
}

/** The Set-Cookie line the route's action answers a refusal with. */
export function abuseCookieHeader(code: AbuseCode, options: { secure?: boolean } = {}): string {
  return `${code}=1; Max-Age=${ABUSE_COOKIE_SECONDS}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/** Whether a Cookie header (or document.cookie) still holds the code's cookie. */
export function hasAbuseCookie(cookies: string, code: AbuseCode): boolean {
  return cookies.split(';').some((pair) => pair.trim().split('=')[0] === code);
}
