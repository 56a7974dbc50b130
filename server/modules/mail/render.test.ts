import { xssPayloads } from '../../test/hostile-text.ts';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/i18n/locales.ts';
import { escapeHtml } from './layout.ts';
import { siteLink } from './service.ts';
import { renderMail } from './render.ts';
import { MAIL_TEMPLATES, type MailTemplate, type MailTemplateParams } from './templates/types.ts';

const LINK = 'https://hearth.example/ko/signup/confirm?token=abc.DEF_123&next=%2Fko';
const AGREED_AT = '2026-03-04T15:30:00.000Z';
const ERASED_AT = '2026-04-03T15:30:00.000Z';

const UNSUBSCRIBE = 'https://hearth.example/ko/alarm/unsubscribe?token=7.replyOnMyPost.sig';

const alarmEvent = (nickName: string) => ({
  nickName,
  actorName: 'Miller',
  postTitle: 'Sourdough at altitude',
  excerpt: 'Try a longer proof.',
  link: LINK,
  unsubscribeLink: UNSUBSCRIBE,
});

function paramsFor(template: MailTemplate, nickName: string): MailTemplateParams[MailTemplate] {
  const params: MailTemplateParams = {
    signupConfirm: { nickName, link: LINK },
    signupComplete: { nickName, link: LINK },
    passwordReset: { nickName, link: LINK },
    accountDeleted: { nickName, erasedAt: ERASED_AT },
    marketingConsent: { nickName, agreedAt: AGREED_AT, link: LINK },
    alarmReplyOnMyPost: alarmEvent(nickName),
    alarmReplyOnMyReply: alarmEvent(nickName),
    alarmReplyOnFollowedPost: alarmEvent(nickName),
    alarmNewPostByFollowed: alarmEvent(nickName),
    alarmDigest: { nickName, postTitle: 'Sourdough at altitude', count: 3, link: LINK, unsubscribeLink: UNSUBSCRIBE },
    brochureRequest: {
      company: 'Crumb Analytics',
      name: 'Mina Park',
      email: 'mina@crumb.example',
      phone: null,
      interest: 'Heatmaps for a shop with 40 pages.',
      memberName: nickName,
      memberLang: 'ko',
      memberLink: LINK,
      appliedAt: AGREED_AT,
    },
  };
  return params[template];
}

const render = (template: MailTemplate, lang: (typeof LOCALES)[number], nickName = 'Baker', site = 'Hearth') =>
  renderMail(template, paramsFor(template, nickName), { lang, site });

const tagCount = (html: string) => html.split('<').length - 1;

const payloads = xssPayloads();

describe('mail rendering', () => {
  describe.each(LOCALES)('in %s', (lang) => {
    it.each(MAIL_TEMPLATES)(
      '%s has a subject, an HTML part in the language and a text part saying the same',
      (template) => {
        const mail = render(template, lang, 'Baker', 'Crumb Club');
        expect(mail.subject).toContain('Crumb Club');
        expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${lang}">`));
        expect(mail.html).toContain('Baker');
        expect(mail.text).toContain('Baker');
        expect(mail.text).not.toMatch(/<[a-z]/i);
        // The footer says why the mail came; it ends both parts.
        const footer = mail.text.trim().split('\n\n').at(-1)!;
        expect(footer.length).toBeGreaterThan(10);
        expect(mail.html).toContain(escapeHtml(footer));
        if (template !== 'accountDeleted') {
          expect(mail.html).toContain(`href="${escapeHtml(LINK)}"`);
          expect(mail.text).toContain(`\n${LINK}\n`);
        }
      },
    );

    it('differs from the other languages (the texts are really translated)', () => {
      const others = LOCALES.filter((other) => other !== lang);
      for (const template of MAIL_TEMPLATES) {
        for (const other of others) expect(render(template, lang).subject).not.toBe(render(template, other).subject);
      }
    });

    it('escapes every hostile nickname in the HTML part and keeps it verbatim in the text part', () => {
      for (const template of MAIL_TEMPLATES) {
        const benign = render(template, lang);
        for (const payload of payloads) {
          const mail = render(template, lang, payload);
          // A nickname can add characters but never an element or an attribute.
          expect(tagCount(mail.html), payload).toBe(tagCount(benign.html));
          expect(mail.html).toContain(escapeHtml(payload));
          expect(mail.text).toContain(payload);
          expect(mail.subject).not.toMatch(/[\r\n]/);
        }
      }
    });
  });

  it('notification e-mails quote the excerpt and end with the unsubscribe link, every member text escaped', () => {
    const alarmTemplates = [
      'alarmReplyOnMyPost',
      'alarmReplyOnMyReply',
      'alarmReplyOnFollowedPost',
      'alarmNewPostByFollowed',
    ] as const;
    for (const lang of LOCALES) {
      for (const template of alarmTemplates) {
        const mail = renderMail(template, alarmEvent('Baker'), { lang, site: 'Hearth' });
        expect(mail.html).toContain('<blockquote');
        expect(mail.html).toContain('Try a longer proof.');
        expect(mail.text).toContain('> Try a longer proof.');
        expect(mail.html).toContain(`href="${escapeHtml(UNSUBSCRIBE)}"`);
        expect(mail.text).toContain(`\n${UNSUBSCRIBE}\n`);
        const benign = tagCount(mail.html);
        for (const payload of payloads) {
          const hostile = renderMail(
            template,
            { ...alarmEvent('Baker'), actorName: payload, postTitle: payload, excerpt: payload },
            { lang, site: 'Hearth' },
          );
          expect(tagCount(hostile.html), payload).toBe(benign);
          expect(hostile.subject).not.toMatch(/[\r\n]/);
        }
        const bare = renderMail(template, { ...alarmEvent('Baker'), excerpt: null }, { lang, site: 'Hearth' });
        expect(bare.html).not.toContain('<blockquote');
      }
      const digest = render('alarmDigest', lang);
      expect(digest.subject).toContain('3');
      expect(digest.html).toContain(`href="${escapeHtml(UNSUBSCRIBE)}"`);
    }
  });

  it('escapes the site name too, since it is configuration typed by a person', () => {
    const mail = render('signupComplete', 'en', 'Baker', '<b>Oven</b> & "Co"');
    expect(mail.html).toContain('&lt;b&gt;Oven&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(mail.html).not.toContain('<b>');
  });

  it('refuses a link that is not a web address', () => {
    expect(() =>
      renderMail('passwordReset', { nickName: 'Baker', link: 'javascript:alert(1)' }, { lang: 'en', site: 'Hearth' }),
    ).toThrow(/http/);
  });

  it('dates the consent proof as yyyy.MM.dd HH:mm in the zone of the language, named', () => {
    expect(render('marketingConsent', 'ko').text).toContain('동의 일시: 2026.03.05 00:30 KST');
    expect(render('marketingConsent', 'ja').text).toContain('同意日時：2026.03.05 00:30 JST');
    expect(render('marketingConsent', 'en').text).toContain('Agreed on: 2026.03.04 15:30 UTC');
  });

  it('gives the erasure day of a deleted account as a calendar day of that zone', () => {
    expect(render('accountDeleted', 'ko').text).toContain('2026.04.04에 완전히 삭제됩니다');
    expect(render('accountDeleted', 'en').text).toContain('erased for good on 2026.04.03.');
    expect(render('accountDeleted', 'ja').text).toContain('2026.04.04に完全に削除されます');
  });

  it('rejects a date that is not ISO 8601 instead of printing "Invalid Date"', () => {
    expect(() =>
      renderMail('accountDeleted', { nickName: 'Baker', erasedAt: 'tomorrow' }, { lang: 'ko', site: 'Hearth' }),
    ).toThrow(RangeError);
  });
});

describe('siteLink', () => {
  const app = (config: { PUBLIC_URL?: string; PORT: number }) => ({ config });

  it('builds the address from PUBLIC_URL and the language', () => {
    expect(siteLink(app({ PUBLIC_URL: 'https://hearth.example', PORT: 3000 }), 'ja', '/password/reset?token=t1')).toBe(
      'https://hearth.example/ja/password/reset?token=t1',
    );
    expect(siteLink(app({ PUBLIC_URL: 'https://hearth.example/community/', PORT: 3000 }), 'ko', '/')).toBe(
      'https://hearth.example/community/ko',
    );
  });

  it('falls back to localhost and the port without PUBLIC_URL', () => {
    expect(siteLink(app({ PORT: 4123 }), 'en', '/signup/confirm?token=x')).toBe(
      'http://localhost:4123/en/signup/confirm?token=x',
    );
  });

  it('takes only a path of this site', () => {
    expect(() => siteLink(app({ PORT: 3000 }), 'ko', 'https://evil.example/')).toThrow();
    expect(() => siteLink(app({ PORT: 3000 }), 'ko', '//evil.example/')).toThrow();
  });
});
