import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import {
  body,
  call,
  createPost,
  createSignedInMember,
  findCategory,
  type Member,
  POSTS_TEST_ENV,
  type PostBodyOverrides,
  setPostColumns,
} from '../test-support.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(testDialects())('post lists on %s', (dialect) => {
  let t: TestApp;
  let author: Member;
  let admin: Member;

  beforeEach(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    author = await createSignedInMember(t.app, 'lister');
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
  });
  afterEach(async () => {
    await t.close();
  });

  /** A post a minute after the previous one, so that "newest" is unambiguous. */
  async function write(type: 'forum' | 'casestudy' | 'careers' | 'whatsnew', overrides: PostBodyOverrides = {}) {
    t.clock.advance(MINUTE);
    return createPost(t.app, type === 'whatsnew' ? admin : author, type, overrides);
  }

  const list = async (request: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await call(t.app, '/api/post/get_list', request, null, headers);
    expect(response.statusCode, response.body).toBe(200);
    return body(response).data as {
      rows: { id: number; [key: string]: unknown }[];
      total: number;
      pageNum: number;
      pageSize: number;
    };
  };
  const ids = async (request: Record<string, unknown>, headers: Record<string, string> = {}) =>
    (await list(request, headers)).rows.map((row) => row.id);

  it('lists the public posts of one grouping in one language, newest first', async () => {
    const ko1 = await write('forum');
    const en1 = await write('forum', { postLang: 'en' });
    const ko2 = await write('forum');
    const ja1 = await write('forum', { postLang: 'ja' });
    await write('casestudy');
    expect(await ids({ type: 'forum', lang: 'ko' })).toEqual([ko2, ko1]);
    expect(await ids({ type: 'forum', lang: 'en' })).toEqual([en1]);
    // Without `lang`, the request's language (cookie, then Accept-Language).
    expect(await ids({ type: 'forum' }, { 'accept-language': 'ja' })).toEqual([ja1]);
    expect(await ids({ type: 'forum' }, { cookie: 'i18n_redirected=en', 'sec-fetch-site': 'same-origin' })).toEqual([
      en1,
    ]);
    expect(await ids({ type: 'whatsnew', lang: 'ko' })).toEqual([]);
  });

  it('leaves out private, report-hidden and deleted posts', async () => {
    const shown = await write('forum');
    await write('forum', { visibility: 'private' });
    const hidden = await write('forum');
    await setPostColumns(t.app, hidden, { status: 'hidden' });
    const deleted = await write('forum');
    await call(t.app, '/api/post/delete', { id: deleted }, author);
    const page = await list({ type: 'forum', lang: 'ko' });
    expect(page.rows.map((row) => row.id)).toEqual([shown]);
    expect(page.total).toBe(1);
  });

  it('filters on a category at each depth; an unknown one lists nothing', async () => {
    const leafA = await findCategory(t.app, 'forum', { key: 'forum.analytics.setup-tracking.tag-install' });
    const leafA2 = await findCategory(t.app, 'forum', { key: 'forum.analytics.setup-tracking.event-tracking' });
    const otherMid = await findCategory(t.app, 'forum', { key: 'forum.analytics.reports-metrics.dashboards' });
    const otherRoot = await findCategory(t.app, 'forum', { key: 'forum.ux-research.usability-testing' });
    expect(leafA.path).toHaveLength(3);
    expect(leafA2.path.slice(0, 2)).toEqual(leafA.path.slice(0, 2));
    expect(otherMid.path[0]).toBe(leafA.path[0]);
    expect(otherMid.path[1]).not.toBe(leafA.path[1]);
    expect(otherRoot.path).toHaveLength(2);

    const a = await write('forum', { categoryId: leafA.id });
    const a2 = await write('forum', { categoryId: leafA2.id });
    const b = await write('forum', { categoryId: otherMid.id });
    const c = await write('forum', { categoryId: otherRoot.id });
    expect(await ids({ type: 'forum', lang: 'ko', categoryId: leafA.path[0] })).toEqual([b, a2, a]);
    expect(await ids({ type: 'forum', lang: 'ko', categoryId: leafA.path[1] })).toEqual([a2, a]);
    expect(await ids({ type: 'forum', lang: 'ko', categoryId: leafA.id })).toEqual([a]);
    expect(await ids({ type: 'forum', lang: 'ko', categoryId: otherRoot.path[0] })).toEqual([c]);
    expect(await ids({ type: 'forum', lang: 'ko', categoryId: otherRoot.id })).toEqual([c]);
    const unknown = await list({ type: 'forum', lang: 'ko', categoryId: 2_000_000_000 });
    expect(unknown).toMatchObject({ rows: [], total: 0 });
    // A category of another grouping holds none of this grouping's posts.
    expect(await ids({ type: 'forum', lang: 'ko', categoryId: (await findCategory(t.app, 'careers')).id })).toEqual([]);
  });

  it('sorts by newest, views or likes, newest first among equals', async () => {
    const first = await write('forum');
    const second = await write('forum');
    const third = await write('forum');
    const fourth = await write('forum');
    await setPostColumns(t.app, first, { view_count: 50, like_count: 1 });
    await setPostColumns(t.app, second, { view_count: 10, like_count: 9 });
    await setPostColumns(t.app, third, { view_count: 50, like_count: 9 });
    expect(await ids({ type: 'forum', lang: 'ko' })).toEqual([fourth, third, second, first]);
    expect(await ids({ type: 'forum', lang: 'ko', sort: 'new' })).toEqual([fourth, third, second, first]);
    expect(await ids({ type: 'forum', lang: 'ko', sort: 'view' })).toEqual([third, first, second, fourth]);
    expect(await ids({ type: 'forum', lang: 'ko', sort: 'like' })).toEqual([third, second, first, fourth]);
    expect((await call(t.app, '/api/post/get_list', { type: 'forum', sort: 'old' })).statusCode).toBe(400);
  });

  it('pages by 20, careers by 8, with totals', async () => {
    const forum: number[] = [];
    for (let i = 0; i < 21; i += 1) forum.unshift(await write('forum'));
    const page1 = await list({ type: 'forum', lang: 'ko' });
    expect(page1).toMatchObject({ total: 21, pageNum: 1, pageSize: 20 });
    expect(page1.rows.map((row) => row.id)).toEqual(forum.slice(0, 20));
    const page2 = await list({ type: 'forum', lang: 'ko', pageNum: 2 });
    expect(page2).toMatchObject({ total: 21, pageNum: 2, pageSize: 20 });
    expect(page2.rows.map((row) => row.id)).toEqual(forum.slice(20));
    expect(await list({ type: 'forum', lang: 'ko', pageNum: 3 })).toMatchObject({ rows: [], total: 21 });
    const small = await list({ type: 'forum', lang: 'ko', pageNum: 2, pageSize: 3 });
    expect(small.rows.map((row) => row.id)).toEqual(forum.slice(3, 6));

    const careers: number[] = [];
    for (let i = 0; i < 9; i += 1) careers.unshift(await write('careers'));
    const careersPage = await list({ type: 'careers', lang: 'ko' });
    expect(careersPage).toMatchObject({ total: 9, pageSize: 8 });
    expect(careersPage.rows.map((row) => row.id)).toEqual(careers.slice(0, 8));
    // The side panel's three.
    expect((await list({ type: 'careers', lang: 'ko', pageSize: 3 })).rows).toHaveLength(3);
    for (const bad of [{ pageNum: 0 }, { pageSize: 0 }, { pageSize: 101 }, { pageNum: 'two' }]) {
      expect((await call(t.app, '/api/post/get_list', { type: 'forum', ...bad })).statusCode).toBe(400);
    }
  });

  it('shows a card: excerpt of the text, tags, author, categories in the request language', async () => {
    const leaf = await findCategory(t.app, 'careers');
    const long = `${'가'.repeat(150)} <b>bold</b>\n\n${'b'.repeat(300)}`;
    const id = await write('careers', {
      categoryId: leaf.id,
      content: `<p>${long.replace(/</g, '&lt;')}</p>`,
      tags: ['Hiring', 'Remote'],
      companyName: 'Acme',
    });
    const [card] = (await list({ type: 'careers', lang: 'ko' })).rows;
    expect(card).toMatchObject({
      id,
      type: 'careers',
      lang: 'ko',
      companyName: 'Acme',
      tags: ['Hiring', 'Remote'],
      author: { id: author.id, nickName: 'lister' },
      replyCount: 0,
      likeCount: 0,
      viewCount: 0,
      visibility: 'public',
      hidden: false,
    });
    const excerpt = card!.excerpt as string;
    expect([...excerpt].length).toBeLessThanOrEqual(200);
    expect(excerpt.startsWith('가'.repeat(150))).toBe(true);
    expect(excerpt).not.toContain('\n');
    expect(card).not.toHaveProperty('content');
    const categories = card!.categories as { id: number; depth: number; name: string }[];
    expect(categories.map((category) => [category.id, category.depth])).toEqual(
      leaf.path.map((id, index) => [id, index + 1]),
    );
    const names = await t.app.db
      .selectFrom('categories')
      .select(['id', 'name_ko', 'name_en'])
      .where('id', 'in', leaf.path)
      .execute();
    const nameOf = (id: number, lang: 'name_ko' | 'name_en') => names.find((row) => row.id === id)![lang];
    expect(categories.map((category) => category.name)).toEqual(leaf.path.map((pathId) => nameOf(pathId, 'name_ko')));
    // The list's language is also the language of the names.
    await write('careers', { categoryId: leaf.id, postLang: 'en' });
    const [enCard] = (await list({ type: 'careers', lang: 'en' })).rows;
    expect((enCard!.categories as { name: string }[]).map((category) => category.name)).toEqual(
      leaf.path.map((pathId) => nameOf(pathId, 'name_en')),
    );
  });

  it('recommends the posts with the most engagement of the last 30 days, newest first among equals', async () => {
    const member = await createSignedInMember(t.app, 'fan');
    const fan2 = await createSignedInMember(t.app, 'fan2');
    const old = await write('forum');
    const liked = await write('forum');
    const viewed = await write('casestudy');
    const quiet = await write('forum');
    await write('forum', { postLang: 'en' });
    const long = new Date(t.clock.now().getTime() - 40 * DAY).toISOString();
    const now = t.clock.now().toISOString();
    // Old engagement does not count.
    for (const user of [member, fan2, admin]) {
      await t.app.db.insertInto('post_likes').values({ post_id: old, user_id: user.id, created_at: long }).execute();
    }
    await t.app.db.insertInto('post_likes').values({ post_id: liked, user_id: member.id, created_at: now }).execute();
    await t.app.db.insertInto('post_bookmarks').values({ post_id: liked, user_id: fan2.id, created_at: now }).execute();
    await call(t.app, '/api/post/get_one', { id: viewed }, member);
    const recommended = async (limit?: number) =>
      body(
        await call(t.app, '/api/post/get_recommand_list', { lang: 'ko', ...(limit ? { limit } : {}) }),
      ).data.rows.map((row: { id: number }) => row.id);
    expect(await recommended()).toEqual([liked, viewed, quiet, old]);
    expect(await recommended(2)).toEqual([liked, viewed]);
    // A private or deleted post is never recommended, however engaging.
    await setPostColumns(t.app, liked, { visibility: 'private' });
    expect(await recommended()).toEqual([viewed, quiet, old]);
  });

  it('lists the newest case studies and notices of the language for the home page', async () => {
    const cases = [await write('casestudy'), await write('casestudy'), await write('casestudy')];
    const notices = [await write('whatsnew'), await write('whatsnew')];
    await write('casestudy', { postLang: 'en' });
    await write('forum');
    const data = body(await call(t.app, '/api/post/get_blog_list', { lang: 'ko', limit: 2 })).data;
    expect(data.casestudy.map((row: { id: number }) => row.id)).toEqual([cases[2], cases[1]]);
    expect(data.whatsnew.map((row: { id: number }) => row.id)).toEqual([notices[1], notices[0]]);
    expect(data.whatsnew[0].author.admin).toBe(true);
    const en = body(await call(t.app, '/api/post/get_blog_list', { lang: 'en' })).data;
    expect([en.casestudy.length, en.whatsnew.length]).toEqual([1, 0]);
  });

  it('suggests tags: those that start with the query first, then by use', async () => {
    await write('forum', { tags: ['analytics', 'GA4'] });
    await write('forum', { tags: ['Web Analytics', 'ga4 tips'] });
    await write('forum', { tags: ['Web Analytics', 'GA4'] });
    await write('forum', { tags: ['secret_tag'], visibility: 'private' });
    await write('forum', { tags: ['web_vitals'] });
    const suggest = async (query?: string, limit?: number) =>
      body(
        await call(t.app, '/api/keyword/get_list', {
          ...(query !== undefined ? { query } : {}),
          ...(limit ? { limit } : {}),
        }),
      ).data.rows.map((row: { keyword: string; count: number }) => `${row.keyword}:${row.count}`);
    expect(await suggest('ANALYTICS')).toEqual(['analytics:1', 'Web Analytics:2']);
    expect(await suggest('#ga4')).toEqual(['GA4:2', 'ga4 tips:1']);
    expect(await suggest()).toEqual(['GA4:2', 'Web Analytics:2', 'analytics:1', 'ga4 tips:1', 'web_vitals:1']);
    expect(await suggest(undefined, 2)).toEqual(['GA4:2', 'Web Analytics:2']);
    // LIKE wildcards in the query are literal text.
    expect(await suggest('%')).toEqual([]);
    expect(await suggest('_')).toEqual(['web_vitals:1']);
    expect(await suggest('a_a')).toEqual([]);
    // Any script's case and the width of letters fold, on both databases.
    await write('forum', { tags: ['Äpfel'] });
    expect(await suggest('äp')).toEqual(['Äpfel:1']);
    expect(await suggest('PFEL')).toEqual(['Äpfel:1']);
    expect(await suggest('ｗｅｂ')).toEqual(['Web Analytics:2', 'web_vitals:1']);
    // Tags of private posts are not revealed.
    expect(await suggest('secret')).toEqual([]);
    expect((await call(t.app, '/api/keyword/get_list', { query: 'x'.repeat(31) })).statusCode).toBe(400);
  });
});
