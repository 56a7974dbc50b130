import { describe, expect, it } from 'vitest';
import { postHead } from './post-head.server.ts';

const ORIGIN = 'https://community.example';

const post = {
  id: 7,
  lang: 'ja' as const,
  title: 'ヒートマップの読み方',
  excerpt: 'クリックの多い場所を見る。',
  hidden: false,
  content: '<p>クリックの多い場所を見る。</p>',
  visibility: 'public' as const,
  thumbnailUrl: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  tags: [],
  likeCount: 0,
  replyCount: 0,
  viewCount: 3,
  author: { id: 5, nickName: 'gone', deprecated: false },
};

const jsonLdOf = (tags: ReturnType<typeof postHead>['tags']) =>
  tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : []));
const content = (tags: ReturnType<typeof postHead>['tags'], key: string) =>
  (tags as Array<Record<string, unknown>>)
    .filter((tag) => tag.property === key || tag.name === key)
    .map((tag) => tag.content);

describe('the post head (post-head.server.ts)', () => {
  it('names a withdrawn author as the site does, with no profile address', () => {
    const head = postHead({
      post: { ...post, author: { ...post.author, deprecated: true } },
      lang: 'en',
      origin: ORIGIN,
      siteName: 'Hearth',
    });
    expect(jsonLdOf(head.tags)[0]!.author).toEqual({ '@type': 'Person', name: 'Withdrawn member' });
    // The post's language, whatever the interface's.
    expect(jsonLdOf(head.tags)[0]!.inLanguage).toBe('ja');
    expect(content(head.tags, 'og:locale')).toEqual(['ja_JP']);
  });

  it('takes only an http(s) picture as the post’s own', () => {
    for (const thumbnailUrl of ['javascript:alert(1)', 'data:image/png;base64,AAAA']) {
      const head = postHead({ post: { ...post, thumbnailUrl }, lang: 'ja', origin: ORIGIN, siteName: 'Hearth' });
      expect(content(head.tags, 'og:image')).toEqual([`${ORIGIN}/og-default.png`]);
      expect(jsonLdOf(head.tags)[0]).not.toHaveProperty('image');
    }
  });

  it('describes a hidden post to nobody, even its author', () => {
    const head = postHead({ post: { ...post, hidden: true }, lang: 'ja', origin: ORIGIN, siteName: 'Hearth' });
    expect(head.tags).toEqual([{ name: 'robots', content: 'noindex' }]);
    expect(head.description).not.toContain('クリック');
  });
});
