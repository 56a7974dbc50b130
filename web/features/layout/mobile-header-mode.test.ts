import { describe, expect, it } from 'vitest';
import { mobileHeaderFor, pageSubtitleKey } from './mobile-header-mode.ts';
import { currentFor } from './sections.ts';

describe('mobileHeaderFor (SPEC §2.3)', () => {
  it('shows home and no subtitle on the home page', () => {
    expect(mobileHeaderFor('/ko')).toEqual({ leading: 'home', subtitleKey: undefined });
    expect(mobileHeaderFor('/ko/')).toEqual({ leading: 'home', subtitleKey: undefined });
  });
  it('names the section and offers home elsewhere', () => {
    expect(mobileHeaderFor('/en/forum/list')).toEqual({ leading: 'home', subtitleKey: 'nav.forum' });
    expect(mobileHeaderFor('/ja/solomon/post/3')).toEqual({ leading: 'home', subtitleKey: 'nav.solomon' });
  });
  it('goes back on the follower, profile-follower and search pages', () => {
    expect(mobileHeaderFor('/ko/myzone/Mfollower').leading).toBe('back');
    expect(mobileHeaderFor('/ko/user/profile/follower/7').leading).toBe('back');
    expect(mobileHeaderFor('/ko/search').leading).toBe('back');
    expect(mobileHeaderFor('/ko/documentation/search/heatmap')).toEqual({
      leading: 'back',
      subtitleKey: 'nav.documentation',
    });
    expect(mobileHeaderFor('/en/solomon/search').leading).toBe('back');
    expect(mobileHeaderFor('/en/solomon/post/4')).toEqual({ leading: 'home', subtitleKey: 'nav.solomon' });
  });
  it('closes myzone/info, titled with the about-temperature text', () => {
    expect(mobileHeaderFor('/ko/myzone/info')).toEqual({
      leading: 'close',
      subtitleKey: 'mobileHeader.aboutTemperature',
    });
  });
});

describe('currentFor (aria-current of menu items)', () => {
  it('marks the very page, then its section, then nothing', () => {
    expect(currentFor('/ko/forum/list', 'forum/list', 'forum')).toBe('page');
    expect(currentFor('/ko/forum/write', 'forum/list', 'forum')).toBe('true');
    expect(currentFor('/ko/forumx', 'forum/list', 'forum')).toBeUndefined();
    expect(currentFor('/ko', '')).toBe('page');
    expect(currentFor('/ko/forum/list', '')).toBeUndefined();
  });
});

describe('pageSubtitleKey (a page names its own subtitle)', () => {
  const post = { mobileSubtitleKey: (data: unknown) => `nav.${(data as { type: string }).type}` };
  it("takes the deepest page's subtitle from its loader data", () => {
    expect(
      pageSubtitleKey([
        { handle: undefined, loaderData: {} },
        { handle: post, loaderData: { type: 'casestudy' } },
      ]),
    ).toBe('nav.casestudy');
  });
  it('gives nothing without a handle, or while the page shows an error (no loader data)', () => {
    expect(pageSubtitleKey([{ handle: undefined, loaderData: {} }])).toBeUndefined();
    expect(pageSubtitleKey([{ handle: post, loaderData: undefined }])).toBeUndefined();
  });
});
