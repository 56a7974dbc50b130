import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/connection.ts';
import { ManualClock } from '../../../lib/clock.ts';
import { ACCESS_COOKIE } from '../../../lib/auth/cookies.ts';
import { seedReferenceData } from '../../../seed/reference.ts';
import { openTestDatabase, testDialects } from '../../../test/harness.ts';
import { webRenderer } from '../../../web.ts';
import {
  createPost,
  createSignedInMember,
  type Member,
  POSTS_TEST_ENV,
  setPostColumns,
} from '../../posts/test-support.ts';

/**
 * Page heads as the server sends them (issue 30 item 8): the whole page rendered by the
 * real renderer (Vite's, so no build is needed) over the API, read back by a browser-like
 * parser. What link previews and search engines read of a post, that a title cannot break out
 * of the JSON-LD script, and the lists' feed links.
 */
const ORIGIN = 'https://community.example';
const BREAKOUT = '</script><script>alert(1)</script><!-- x';

interface Head {
  html: string;
  meta: (key: string) => string[];
  jsonLd: unknown[];
  scripts: { type: string | null; text: string }[];
}

describe.each(testDialects('api'))('page heads on %s', (dialect) => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let author: Member;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await seedReferenceData(database.db);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/hearth-test',
      PUBLIC_URL: ORIGIN,
      ...POSTS_TEST_ENV,
    });
    app = await buildApp({
      config,
      database,
      clock: new ManualClock(),
      logger: { level: 'silent' },
      web: webRenderer({ mode: 'development' }).register,
    });
    await app.ready();
    author = await createSignedInMember(app, 'writer');
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await app.bus.drain();
    await database.close();
  });

  async function page(id: number, member?: Member): Promise<Head> {
    const response = await app.inject({
      method: 'GET',
      url: `/ko/post/${id}`,
      headers: member ? { cookie: `${ACCESS_COOKIE}=${member.token}` } : {},
    });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    const window = new Window();
    const document = new window.DOMParser().parseFromString(response.body, 'text/html');
    const head = document.head;
    const scripts = [...head.querySelectorAll('script')].map((script) => ({
      type: script.getAttribute('type'),
      text: script.textContent ?? '',
    }));
    const meta = (key: string) =>
      [...head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map(
        (element) => element.getAttribute('content') ?? '',
      );
    const jsonLd = scripts
      .filter((script) => script.type === 'application/ld+json')
      .map((script) => JSON.parse(script.text) as unknown);
    await window.happyDOM.close();
    return { html: response.body, meta, jsonLd, scripts };
  }

  it('gives a public post its preview tags and a DiscussionForumPosting', async () => {
    const id = await createPost(app, author, 'forum', {
      title: 'Funnels that leak',
      content: '<p>Sign-ups rose, purchases did not.</p>',
      tags: ['funnel', 'GA4'],
    });
    await app.db
      .updateTable('posts')
      .set({ thumbnail_url: '/uploads/2026/11/chart.png', like_count: 4, reply_count: 2 })
      .where('id', '=', id)
      .execute();
    const head = await page(id);
    const url = `${ORIGIN}/ko/post/${id}`;
    const image = `${ORIGIN}/uploads/2026/11/chart.png`;
    expect(head.meta('og:title')).toEqual(['Funnels that leak']);
    expect(head.meta('og:description')).toEqual(['Sign-ups rose, purchases did not.']);
    expect(head.meta('og:type')).toEqual(['article']);
    expect(head.meta('og:url')).toEqual([url]);
    expect(head.meta('og:locale')).toEqual(['ko_KR']);
    expect(head.meta('og:image')).toEqual([image]);
    expect(head.meta('og:site_name')).toEqual(['Hearth']);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta('twitter:title')).toEqual(['Funnels that leak']);
    expect(head.meta('twitter:description')).toEqual(['Sign-ups rose, purchases did not.']);
    expect(head.meta('twitter:image')).toEqual([image]);
    expect(head.meta('robots')).toEqual([]);

    expect(head.jsonLd).toHaveLength(1);
    const posting = head.jsonLd[0] as Record<string, unknown>;
    const row = await app.db
      .selectFrom('posts')
      .select(['created_at', 'updated_at', 'view_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      url,
      headline: 'Funnels that leak',
      text: 'Sign-ups rose, purchases did not.',
      inLanguage: 'ko',
      image,
      datePublished: new Date(row.created_at).toISOString(),
      dateModified: new Date(row.updated_at).toISOString(),
      author: { '@type': 'Person', name: 'writer', url: `${ORIGIN}/ko/user/profile/${author.id}` },
      keywords: 'funnel, GA4',
      interactionStatistic: [
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: 4 },
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: 2 },
        // This very visit counted (P18).
        {
          '@type': 'InteractionCounter',
          interactionType: 'https://schema.org/ViewAction',
          userInteractionCount: row.view_count,
        },
      ],
    });
    expect(row.view_count).toBeGreaterThan(0);
  });

  it('shows the site picture for a post without one, and no image in its JSON-LD', async () => {
    const id = await createPost(app, author, 'forum', { title: 'Plain words' });
    const head = await page(id);
    expect(head.meta('og:image')).toEqual([`${ORIGIN}/og-default.png`]);
    expect(head.meta('twitter:card')).toEqual(['summary']);
    expect(head.jsonLd[0]).not.toHaveProperty('image');
  });

  it('keeps a title that closes the script inside the JSON-LD', async () => {
    const id = await createPost(app, author, 'forum', {
      title: BREAKOUT,
      content: `<p>${BREAKOUT.replace(/</g, '&lt;')}</p>`,
    });
    const head = await page(id);
    // The one data script holds the whole title; no other script came out of it.
    const ldScript = head.scripts.filter((script) => script.type === 'application/ld+json');
    expect(ldScript).toHaveLength(1);
    expect(ldScript[0]!.text).not.toMatch(/<\/script|<!--/i);
    expect((head.jsonLd[0] as { headline: string }).headline).toBe(BREAKOUT);
    expect((head.jsonLd[0] as { text: string }).text).toBe(BREAKOUT);
    expect(
      head.scripts.some((script) => script.text.includes('alert(1)') && script.type !== 'application/ld+json'),
    ).toBe(false);
    expect(head.meta('og:title')).toEqual([BREAKOUT]);
    expect(head.html).not.toContain('<script>alert(1)</script>');
  });

  it('points each list page at its feed', async () => {
    for (const type of ['forum', 'casestudy', 'careers', 'whatsnew']) {
      const response = await app.inject({ method: 'GET', url: `/en/${type}/list` });
      expect(response.statusCode).toBe(200);
      const window = new Window();
      const document = new window.DOMParser().parseFromString(response.body, 'text/html');
      const links = [...document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')];
      expect(links.map((link) => link.getAttribute('href'))).toEqual([`/en/${type}/feed.xml`]);
      expect(links[0]!.getAttribute('title')).not.toBe('');
      await window.happyDOM.close();
      const feed = await app.inject({ method: 'GET', url: `/en/${type}/feed.xml` });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    }
  });

  it('describes no private post (seen by its author) and no report-hidden one, and asks not to index them', async () => {
    const privateId = await createPost(app, author, 'forum', { title: 'Only mine', visibility: 'private' });
    const hiddenId = await createPost(app, author, 'forum', { title: 'Reported away' });
    await setPostColumns(app, hiddenId, { status: 'hidden' });
    for (const head of [await page(privateId, author), await page(hiddenId)]) {
      expect(head.meta('robots')).toEqual(['noindex']);
      expect(head.jsonLd).toEqual([]);
      for (const key of ['og:title', 'og:description', 'og:image', 'og:url', 'twitter:card', 'twitter:title']) {
        expect(head.meta(key), key).toEqual([]);
      }
    }
    expect((await page(hiddenId)).html).not.toContain('Reported away');
  });
});
