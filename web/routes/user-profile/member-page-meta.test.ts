import type { MetaDescriptor } from 'react-router';
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

  it('says the member has left when the page answered with its error (no loader data)', () => {
    const head = memberPageMeta({ params: { lang: 'en' }, matches }, 'profile.follows.metaTitle', undefined);
    const title = titleOf(head);
    expect(title.startsWith(i18nFor('en').getFixedT('en', 'member')('profile.withdrawn.title'))).toBe(true);
    expect(head).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
