import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import {
  call,
  createPost,
  createSignedInMember,
  type Member,
  POSTS_TEST_ENV,
  setPostColumns,
} from '../../posts/test-support.ts';
import { sitemapSlice } from './sitemap.ts';
import { languageSitemap, sitemapIndex } from './sitemap-service.ts';
import { childNamed, childrenNamed, readXml, textOf, type XmlElement } from './test-support.ts';

const ORIGIN = 'https://community.example';
const MINUTE = 60_000;
const LISTS = ['forum', 'casestudy', 'careers', 'whatsnew'];

/** The <loc> of each <url> or <sitemap> of a parsed file. */
const locs = (root: XmlElement, entry: 'url' | 'sitemap') =>
  childrenNamed(root, entry).map((node) => textOf(childNamed(node, 'loc')));

describe('the sitemap protocol’s slices (50,000 addresses a file)', () => {
  it('puts the fixed pages first and starts each later file where the previous one ended', () => {
    expect(sitemapSlice(1, 5)).toEqual({ fixed: { from: 0, to: 5 }, posts: { offset: 0, limit: 49_995 } });
    expect(sitemapSlice(2, 5)).toEqual({ fixed: { from: 5, to: 5 }, posts: { offset: 49_995, limit: 50_000 } });
    expect(sitemapSlice(3, 5)).toEqual({ fixed: { from: 5, to: 5 }, posts: { offset: 99_995, limit: 50_000 } });
  });
});

describe.each(testDialects())('sitemaps on %s', (dialect) => {
  let t: TestApp;
  let author: Member;
  let admin: Member;

  beforeEach(async () => {
    t = await createTestApp(dialect, { env: { ...POSTS_TEST_ENV, PUBLIC_URL: `${ORIGIN}/` } });
    author = await createSignedInMember(t.app, 'mapper');
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
  });
  afterEach(async () => {
    await t.close();
  });

  async function write(overrides: Record<string, unknown> = {}, type: 'forum' | 'whatsnew' = 'forum') {
    t.clock.advance(MINUTE);
    return createPost(t.app, type === 'whatsnew' ? admin : author, type, overrides);
  }

  /** Posts of every kind a sitemap must leave out, and the ones it must list. */
  async function corpus() {
    const ko1 = await write();
    const ko2 = await write({}, 'whatsnew');
    const en = await write({ postLang: 'en' });
    const ja = await write({ postLang: 'ja' });
    const privateOne = await write({ visibility: 'private' });
    const hidden = await write();
    await setPostColumns(t.app, hidden, { status: 'hidden' });
    const deleted = await write();
    await call(t.app, '/api/post/delete', { id: deleted }, author);
    return { ko1, ko2, en, ja, privateOne, hidden, deleted };
  }

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('indexes one file per language on the public origin, as XML crawlers may keep for an hour', async () => {
    await corpus();
    // A forged Host header never becomes the origin of the addresses (server/lib/link-origin.ts).
    const response = await get('/sitemap.xml', { host: 'attacker.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const root = readXml(response.body);
    expect(root.name).toBe('sitemapindex');
    expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(locs(root, 'sitemap')).toEqual([
      `${ORIGIN}/sitemap-ko.xml`,
      `${ORIGIN}/sitemap-en.xml`,
      `${ORIGIN}/sitemap-ja.xml`,
      `${ORIGIN}/sitemap-knowledge.xml`,
    ]);
    // Each file's date is its language's newest change.
    const koPosts = await t.app.db
      .selectFrom('posts')
      .select('updated_at')
      .where('lang', '=', 'ko')
      .where('status', '=', 'visible')
      .where('visibility', '=', 'public')
      .execute();
    const newest = koPosts
      .map((row) => new Date(row.updated_at).toISOString())
      .sort()
      .at(-1);
    expect(textOf(childNamed(childrenNamed(root, 'sitemap')[0]!, 'lastmod'))).toBe(newest);
  });

  it('lists the language’s pages with their alternates and its public, visible posts only', async () => {
    const posts = await corpus();
    const response = await get('/sitemap-ko.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const root = readXml(response.body);
    expect(root.name).toBe('urlset');
    expect(root.attributes['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const urls = childrenNamed(root, 'url');
    expect(locs(root, 'url')).toEqual([
      `${ORIGIN}/ko`,
      ...LISTS.map((list) => `${ORIGIN}/ko/${list}/list`),
      `${ORIGIN}/ko/post/${posts.ko1}`,
      `${ORIGIN}/ko/post/${posts.ko2}`,
    ]);
    // Home and the lists exist in every language: the same alternates as the pages' heads.
    const alternatesOf = (url: XmlElement) =>
      childrenNamed(url, 'xhtml:link').map((link) => {
        expect(link.attributes.rel).toBe('alternate');
        return [link.attributes.hreflang, link.attributes.href];
      });
    expect(alternatesOf(urls[0]!)).toEqual([
      ['ko', `${ORIGIN}/ko`],
      ['en', `${ORIGIN}/en`],
      ['ja', `${ORIGIN}/ja`],
      ['x-default', `${ORIGIN}/`],
    ]);
    expect(alternatesOf(urls[1]!)).toEqual([
      ['ko', `${ORIGIN}/ko/forum/list`],
      ['en', `${ORIGIN}/en/forum/list`],
      ['ja', `${ORIGIN}/ja/forum/list`],
      ['x-default', `${ORIGIN}/forum/list`],
    ]);
    // A post exists in its own language only: no alternates, and its own date.
    for (const url of urls.slice(5)) expect(childrenNamed(url, 'xhtml:link')).toEqual([]);
    const ko1 = await t.app.db
      .selectFrom('posts')
      .select('updated_at')
      .where('id', '=', posts.ko1)
      .executeTakeFirstOrThrow();
    expect(textOf(childNamed(urls[5]!, 'lastmod'))).toBe(new Date(ko1.updated_at).toISOString());
    // The whatsnew list's date is its newest post's; the forum list's its own newest.
    expect(textOf(childNamed(urls[4]!, 'lastmod'))).toBe(textOf(childNamed(urls[6]!, 'lastmod')));
    expect(textOf(childNamed(urls[1]!, 'lastmod'))).toBe(textOf(childNamed(urls[5]!, 'lastmod')));

    for (const id of [posts.privateOne, posts.hidden, posts.deleted, posts.en, posts.ja]) {
      expect(response.body).not.toContain(`/post/${id}<`);
    }
    expect(locs(readXml((await get('/sitemap-en.xml')).body), 'url').slice(5)).toEqual([
      `${ORIGIN}/en/post/${posts.en}`,
    ]);
    expect(locs(readXml((await get('/sitemap-ja.xml')).body), 'url').slice(5)).toEqual([
      `${ORIGIN}/ja/post/${posts.ja}`,
    ]);
  });

  it('leaves a post out once it is made private, hidden or deleted', async () => {
    const id = await write();
    const listed = async () =>
      locs(readXml((await get('/sitemap-ko.xml')).body), 'url').includes(`${ORIGIN}/ko/post/${id}`);
    expect(await listed()).toBe(true);
    await setPostColumns(t.app, id, { visibility: 'private' });
    expect(await listed()).toBe(false);
    await setPostColumns(t.app, id, { visibility: 'public', status: 'hidden' });
    expect(await listed()).toBe(false);
    await setPostColumns(t.app, id, { status: 'visible' });
    expect(await listed()).toBe(true);
    await call(t.app, '/api/post/delete', { id }, author);
    expect(await listed()).toBe(false);
  });

  it('names the sitemap in robots.txt', async () => {
    const response = await get('/robots.txt', { host: 'attacker.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(response.body.split('\n')).toContain('Disallow: /api/');
    expect(response.body).not.toMatch(/Disallow: \/\s*$/m);
  });

  it('answers 404 for a language or file that does not exist', async () => {
    await write();
    for (const url of [
      '/sitemap-fr.xml',
      '/sitemap-ko-2.xml',
      '/sitemap-ko-1.xml',
      '/sitemap-ko.txt',
      '/sitemap-.xml',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers 304 to a crawler that already has the file', async () => {
    await write();
    const first = await get('/sitemap-ko.xml');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/sitemap-ko.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await write();
    expect((await get('/sitemap-ko.xml', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('splits a language into numbered files past the addresses a file may hold', async () => {
    const ids = [await write(), await write(), await write()];
    const context = { db: t.app.db, config: t.app.config };
    // Three addresses a file: five fixed pages and three posts make three files in Korean.
    const index = readXml(await sitemapIndex(context, { origin: ORIGIN, perFile: 3 }));
    expect(locs(index, 'sitemap')).toEqual([
      `${ORIGIN}/sitemap-ko.xml`,
      `${ORIGIN}/sitemap-ko-2.xml`,
      `${ORIGIN}/sitemap-ko-3.xml`,
      // Five fixed pages alone take two files.
      `${ORIGIN}/sitemap-en.xml`,
      `${ORIGIN}/sitemap-en-2.xml`,
      `${ORIGIN}/sitemap-ja.xml`,
      `${ORIGIN}/sitemap-ja-2.xml`,
      `${ORIGIN}/sitemap-knowledge.xml`,
    ]);
    const file = async (page: number) => {
      const xml = await languageSitemap(context, { origin: ORIGIN, perFile: 3, lang: 'ko', page });
      return xml === undefined ? undefined : locs(readXml(xml), 'url');
    };
    expect(await file(1)).toEqual([`${ORIGIN}/ko`, `${ORIGIN}/ko/forum/list`, `${ORIGIN}/ko/casestudy/list`]);
    expect(await file(2)).toEqual([
      `${ORIGIN}/ko/careers/list`,
      `${ORIGIN}/ko/whatsnew/list`,
      `${ORIGIN}/ko/post/${ids[0]}`,
    ]);
    expect(await file(3)).toEqual([`${ORIGIN}/ko/post/${ids[1]}`, `${ORIGIN}/ko/post/${ids[2]}`]);
    expect(await file(4)).toBeUndefined();
  });
});
