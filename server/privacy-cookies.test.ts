import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, LOCALES } from '../common/i18n/locales.ts';
import { WITHDRAWAL_MARK_COOKIE } from '../web/features/accounts/withdrawal/withdrawal-mark.server.ts';
import { legalDocument } from '../web/features/legal/content.server.ts';
import { LIST_LAYOUT_COOKIE } from '../web/features/posts/list/layout-preference.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './lib/auth/cookies.ts';
import { VISITOR_COOKIE } from './lib/visitor-cookie.ts';
import { STATE_COOKIE } from './modules/social/state-cookie.ts';

/**
 * The privacy policy's cookie section names every cookie the site sets by its name (the abuse
 * marks, one per limit, are described together). A cookie added without a line there fails here.
 */
const COOKIES = [
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  STATE_COOKIE,
  LOCALE_COOKIE,
  VISITOR_COOKIE,
  LIST_LAYOUT_COOKIE,
  WITHDRAWAL_MARK_COOKIE,
];

describe('the privacy policy’s cookie section', () => {
  it.each(LOCALES)('names every cookie the site sets, in %s', (lang) => {
    const document = legalDocument('privacy', lang, { provider: 'Acme', site: 'Hearth', sisterProduct: 'Heatmap' });
    const section = document.sections.find((s) => s.id === 'cookies');
    const text = JSON.stringify(section?.blocks ?? []);
    for (const name of COOKIES) expect(text, name).toContain(name);
  });
});
