import { describe, expect, it } from 'vitest';
import { applySetCookies } from './web.ts';

describe('the cookies the web renderer forwards to later API calls of one request', () => {
  it('replaces refreshed cookies and keeps the others', () => {
    expect(
      applySetCookies('i18n_redirected=ko; hearth_at=old; hearth_rt=r1', [
        'hearth_at=new; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax',
        'hearth_rt=r2; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax',
      ]),
    ).toBe('i18n_redirected=ko; hearth_at=new; hearth_rt=r2');
  });

  it('adds cookies set for the first time (a sign-in)', () => {
    expect(applySetCookies(undefined, ['hearth_at=a; Path=/', 'hearth_rt=b; Path=/'])).toBe('hearth_at=a; hearth_rt=b');
  });

  it('drops cleared cookies, by Max-Age=0 or an Expires in the past', () => {
    expect(
      applySetCookies('hearth_at=a; hearth_rt=b; i18n_redirected=ja', [
        'hearth_at=; Max-Age=0; Path=/',
        'hearth_rt=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/',
      ]),
    ).toBe('i18n_redirected=ja');
    expect(applySetCookies('hearth_at=a', ['hearth_at=; Max-Age=0'])).toBeUndefined();
  });
});
