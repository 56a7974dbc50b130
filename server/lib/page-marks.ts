import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock.ts';
import { signingKey } from './signing-key.ts';

/**
 * Short-lived marks that a page's action leaves in a cookie for the page it redirects to
 * (ADR 0021): "<expiry in Unix seconds>.<HMAC-SHA256 of purpose and expiry>", keyed from
 * SESSION_SECRET. The next page believes a mark only if this site issued it for that purpose
 * and it has not expired, so nobody reaches such a page by typing its address or a cookie.
 */
export interface PageMarks {
  /** A mark of `purpose` that holds for `seconds` from now. */
  issue(purpose: string, seconds: number): string;
  /** Whether `value` is an unexpired mark of `purpose` from this site. */
  verify(purpose: string, value: string | undefined): boolean;
}

export function createPageMarks(secret: string, clock: Clock): PageMarks {
  const key = signingKey(secret, 'page-mark');
  const mac = (purpose: string, expiresAt: string) =>
    createHmac('sha256', key).update(`${purpose}\n${expiresAt}`).digest('base64url');
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    issue(purpose, seconds) {
      const expiresAt = String(nowSeconds() + seconds);
      return `${expiresAt}.${mac(purpose, expiresAt)}`;
    },
    verify(purpose, value) {
      const match = /^(\d{1,12})\.([\w-]{43})$/.exec(value ?? '');
      if (!match) return false;
      const [, expiresAt = '', signature = ''] = match;
      if (Number(expiresAt) <= nowSeconds()) return false;
      return timingSafeEqual(Buffer.from(signature), Buffer.from(mac(purpose, expiresAt)));
    },
  };
}
