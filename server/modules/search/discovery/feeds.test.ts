import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { xssPayloads } from '../../../test/hostile-text.ts';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import {
  body,
  call,
  createPost,
  createSignedInMember,
  findCategory,
  type Member,
  POSTS_TEST_ENV,
  setPostColumns,
} from '../../posts/test-support.ts';
import { childNamed, childrenNamed, readXml, textOf, type XmlElement } from './test-support.ts';

const ORIGIN = 'https://community.example';
const MINUTE = 60_000;
/** What an item may hold; a payload that broke out of its text would add an element. */
const ITEM_ELEMENTS = new Set(['title', 'link', 'guid', 'pubDate', 'dc:creator', 'description', 'category']);

interface Item {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  creator: string;
  description: string;
  categories: string[];
}

function itemsOf(channel: XmlElement): Item[] {
  return childrenNamed(channel, 'item').map((item) => {
    for (const child of item.children) {
      if (typeof child === 'string') expect(child.trim()).toBe('');
      else expect(ITEM_ELEMENTS.has(child.name), child.name).toBe(true);
    }
    const guid = childNamed(item, 'guid');
    expect(guid.attributes.isPermaLink).toBe('true');
    return {
      title: textOf(childNamed(item, 'title')),
      link: textOf(childNamed(item, 'link')),
      guid: textOf(guid),
      pubDate: textOf(childNamed(item, 'pubDate')),
      creator: textOf(childNamed(item, 'dc:creator')),
      description: textOf(childNamed(item, 'description')),
      categories: childrenNamed(item, 'category').map(textOf),
    };
  });
}

describe.each(testDialects())('feeds on %s', (dialect) => {
  let t: TestApp;
  let author: Member;
  let admin: Member;

  beforeEach(async () => {
    t = await createTestApp(dialect, { env: { ...POSTS_TEST_ENV, PUBLIC_URL: ORIGIN } });
    author = await createSignedInMember(t.app, 'feeder');
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
  });
  afterEach(async () => {
    await t.close();
  });

  async function write(overrides: Record<string, unknown> = {}, type: PostGroupingType = 'forum') {
    t.clock.advance(MINUTE);
    return createPost(t.app, type === 'whatsnew' ? admin : author, type, overrides);
  }

  /**
   * A post row written straight into the table, for text the calls would refuse or clean
   * (markup in a title, control characters): the feed must hold whatever storage holds.
   */
  async function insertRow(input: { authorId: number; title: string; excerpt: string; type?: PostGroupingType }) {
    t.clock.advance(MINUTE);
    const type = input.type ?? 'casestudy';
    const category = await findCategory(t.app, type);
    const now = t.clock.now().toISOString();
    const row = await t.app.db
      .insertInto('posts')
      .values({
        user_id: input.authorId,
        grouping_type: type,
        category_id: category.id,
        category1_id: category.path[0]!,
        category2_id: category.path[1] ?? null,
        category3_id: category.path[2] ?? null,
        lang: 'ko',
        title: input.title,
        content: '<p>x</p>',
        content_text: input.excerpt,
        excerpt: input.excerpt,
        visibility: 'public',
        status: 'visible',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    t.app.postsContext.listCache.clear();
    return row.id;
  }

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  async function feed(lang: Locale, type: PostGroupingType) {
    const response = await get(`/${lang}/${type}/feed.xml`);
    expect(response.statusCode, response.body).toBe(200);
    const rss = readXml(response.body);
    expect(rss.name).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');
    return { response, channel: childNamed(rss, 'channel') };
  }

  it('carries the 30 newest public, visible posts of its grouping and language, newest first', async () => {
    const ids: number[] = [];
    for (let n = 1; n <= 32; n++) ids.push(await write({ title: `Funnel question ${n}`, content: `<p>Body ${n}</p>` }));
    // Newer than all of them, and none belongs in the Korean forum's feed.
    await write({ postLang: 'en' });
    await write({}, 'casestudy');
    await write({ visibility: 'private' });
    const hidden = await write();
    await setPostColumns(t.app, hidden, { status: 'hidden' });
    const deleted = await write();
    await call(t.app, '/api/post/delete', { id: deleted }, author);

    const { response, channel } = await feed('ko', 'forum');
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(textOf(childNamed(channel, 'title'))).toBe('포럼 | Hearth');
    expect(textOf(childNamed(channel, 'link'))).toBe(`${ORIGIN}/ko/forum/list`);
    expect(textOf(childNamed(channel, 'language'))).toBe('ko');
    expect(textOf(childNamed(channel, 'description'))).not.toBe('');
    const self = childNamed(channel, 'atom:link');
    expect(self.attributes).toEqual({ href: `${ORIGIN}/ko/forum/feed.xml`, rel: 'self', type: 'application/rss+xml' });

    const items = itemsOf(channel);
    const newest = ids.slice(-30).reverse();
    expect(items.map((item) => item.link)).toEqual(newest.map((id) => `${ORIGIN}/ko/post/${id}`));
    expect(items.map((item) => item.guid)).toEqual(items.map((item) => item.link));
    const one = body(await call(t.app, '/api/post/get_one', { id: ids[31], lang: 'ko' })).data;
    expect(items[0]).toEqual({
      title: 'Funnel question 32',
      link: `${ORIGIN}/ko/post/${ids[31]}`,
      guid: `${ORIGIN}/ko/post/${ids[31]}`,
      pubDate: new Date(one.createdAt).toUTCString(),
      creator: 'feeder',
      description: 'Body 32',
      categories: one.categories.map((category: { name: string }) => category.name),
    });
    expect(items[0]!.categories.length).toBeGreaterThan(0);
    expect(textOf(childNamed(channel, 'lastBuildDate'))).toBe(new Date(one.updatedAt).toUTCString());

    const english = itemsOf((await feed('en', 'forum')).channel);
    expect(english).toHaveLength(1);
    expect(textOf(childNamed((await feed('en', 'forum')).channel, 'title'))).toBe('Forum | Hearth');
  });

  it('keeps hostile titles, excerpts and names as text and stays well-formed', async () => {
    const hostile = await createSignedInMember(t.app, `<b>&"'</b>`);
    const payloads = [
      ...xssPayloads(),
      '</title></item><item><title>injected',
      ']]><![CDATA[',
      '&amp; &lt; &#x3C; &bogus;',
      // NUL and lone surrogates never reach storage (server/db/nul-guard.ts, UTF-8); xml.test.ts has them.
      'control\u0008\u000B\u001Fcharacters\uFFFE\uFFFF end',
    ];
    expect(payloads.length).toBeGreaterThan(223);
    // As the columns hold them (100 characters of title, 200 of excerpt), thirty at a time:
    // the feed shows the newest thirty.
    const stored = payloads.map((payload) => Array.from(payload).slice(0, 100).join(''));
    for (let start = 0; start < stored.length; start += 30) {
      const batch = stored.slice(start, start + 30);
      for (const payload of batch) await insertRow({ authorId: hostile.id, title: payload, excerpt: payload });
      const { response, channel } = await feed('ko', 'casestudy');
      // The last batch is shorter: older payloads fill the rest of the thirty.
      const items = itemsOf(channel).slice(0, batch.length);
      const expected = [...batch].reverse();
      expect(items.map((item) => item.title)).toEqual(expected.map(readable));
      expect(items.map((item) => item.description)).toEqual(expected.map(readable));
      for (const item of items) expect(item.creator).toBe(`<b>&"'</b>`);
      expect(response.body).not.toMatch(/<script/i);
    }
  });

  it('never carries admin-only content', async () => {
    await write(
      { title: 'Release notes', content: '<p>Open words</p>', adminContent: '<p>ADMIN-ONLY-SECRET</p>' },
      'whatsnew',
    );
    const { response, channel } = await feed('ko', 'whatsnew');
    expect(itemsOf(channel).map((item) => [item.title, item.description])).toEqual([['Release notes', 'Open words']]);
    expect(response.body).not.toContain('ADMIN-ONLY-SECRET');
  });

  it('names a withdrawn author as the site does, and an empty feed is still a feed', async () => {
    await write();
    await t.app.db.updateTable('users').set({ status: 'deprecated' }).where('id', '=', author.id).execute();
    expect(itemsOf((await feed('en', 'forum')).channel)).toEqual([]);
    const { channel } = await feed('ko', 'forum');
    expect(itemsOf(channel).map((item) => item.creator)).toEqual(['탈퇴한 회원']);
    expect(childrenNamed((await feed('ja', 'careers')).channel, 'lastBuildDate')).toEqual([]);
  });

  it('answers 304 while the feed is unchanged', async () => {
    await write();
    const { response } = await feed('ko', 'forum');
    const etag = response.headers.etag as string;
    expect((await get('/ko/forum/feed.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    await write();
    expect((await get('/ko/forum/feed.xml', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('answers 404 for a language or grouping that has no feed', async () => {
    for (const url of ['/fr/forum/feed.xml', '/ko/forums/feed.xml', '/ko/solomon/feed.xml', '/ko/post/feed.xml']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });
});

/** What a reader sees of stored text: the characters XML cannot carry are gone, nothing else. */
function readable(text: string): string {
  return text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}
