import { type MetaDescriptor, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n.ts';
import { type MemberPageTitleKey, memberPageMeta } from './member-page-meta.ts';

/** The <title> of a page's head. */
const titleOf = (head: MetaDescriptor[]) => head.flatMap((tag) => ('title' in tag ? [String(tag.title)] : []))[0] ?? '';

const matches = [{ id: 'root', loaderData: { siteName: 'Hearth', origin: 'https://hearth.test' } }];

describe('the head of the pages about one member', () => {
  it('names the member in each page’s own title, in the page’s language, and is never indexed', () => {
    const keys: MemberPageTitleKey[] = ['profile.metaTitle', 'profile.follows.metaTitle', 'profile.activity.metaTitle'];
    for (const lang of ['ko', 'en', 'ja'] as const) {
      const t = i18nFor(lang).getFixedT(lang, 'member');
      const titles = keys.map((key) => {
        const head = memberPageMeta({ params: { lang }, matches }, key, 'crumb');
        expect(head).toContainEqual({ name: 'robots', content: 'noindex' });
        const title = titleOf(head);
        expect(title.startsWith(t(key, { name: 'crumb' }))).toBe(true);
        expect(title).toContain('Hearth');
        return title;
      });
      expect(new Set(titles).size).toBe(keys.length);
    }
  });

  /** The error a route's loader threw, as React Router hands it to meta (a route error response). */
  const thrown = (status: number) => new ErrorResponse(status, '', null);

  it('says the member has left only when the page answered 410 (withdrawn)', () => {
    const head = memberPageMeta(
      { params: { lang: 'en' }, matches, error: thrown(410) },
      'profile.follows.metaTitle',
      undefined,
    );
    const title = titleOf(head);
    expect(title.startsWith(i18nFor('en').getFixedT('en', 'member')('profile.withdrawn.title'))).toBe(true);
    expect(head).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('gives a member who never existed (404) the not-found title, in each language (issue 35 item 5)', () => {
    for (const lang of ['ko', 'en', 'ja'] as const) {
      const keys: MemberPageTitleKey[] = [
        'profile.metaTitle',
        'profile.follows.metaTitle',
        'profile.activity.metaTitle',
      ];
      for (const key of keys) {
        const title = titleOf(memberPageMeta({ params: { lang }, matches, error: thrown(404) }, key, undefined));
        expect(title.startsWith(i18nFor(lang).t('pages:notFound.title'))).toBe(true);
        expect(title).not.toContain(i18nFor(lang).t('member:profile.withdrawn.title'));
      }
    }
  });

  it('gives any other failure the server-error title, never the withdrawn one', () => {
    for (const error of [thrown(500), new Error('boom')]) {
      const title = titleOf(memberPageMeta({ params: { lang: 'ko' }, matches, error }, 'profile.metaTitle', undefined));
      expect(title.startsWith(i18nFor('ko').t('pages:serverError.title'))).toBe(true);
    }
  });
});
