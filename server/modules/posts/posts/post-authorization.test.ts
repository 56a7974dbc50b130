import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import {
  banMember,
  body,
  call,
  createPost,
  createSignedInMember,
  type Member,
  POSTS_TEST_ENV,
  postBody,
  setPostColumns,
} from '../test-support.ts';

/**
 * Who may do what with a post (SPEC §6, DECISIONS P13, P14, P16): every action against every
 * kind of caller. A banned member's sessions end with the ban, so their token is refused (401)
 * by member-only calls and reads as a visitor's elsewhere.
 */
type Actor = 'visitor' | 'author' | 'other' | 'banned' | 'admin';
const ACTORS: Actor[] = ['visitor', 'author', 'other', 'banned', 'admin'];

describe.each(testDialects('api'))('post authorization on %s', (dialect) => {
  let t: TestApp;
  const members = {} as Record<Exclude<Actor, 'visitor'>, Member>;
  const as = (actor: Actor) => (actor === 'visitor' ? null : members[actor]);

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    members.author = await createSignedInMember(t.app, 'author');
    members.other = await createSignedInMember(t.app, 'other');
    members.banned = await createSignedInMember(t.app, 'banned');
    members.admin = await createSignedInMember(t.app, 'admin', { admin: true });
    await banMember(t.app, members.admin, members.banned.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const outcome = (response: { statusCode: number; json(): unknown }) =>
    response.statusCode === 200 ? 200 : `${response.statusCode} ${body(response as never).code}`;

  const editBody = async (id: number) => ({
    ...(await postBody(t.app, 'forum')),
    type: undefined,
    id,
    title: 'Changed',
  });

  it('the banned member’s token no longer works', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/check', headers: members.banned.headers });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['visitor', '401 LOGIN_REQUIRED'],
    ['author', 200],
    ['other', '403 FORBIDDEN'],
    ['banned', 401],
    ['admin', 200],
  ] as const)('edit of a public post by %s → %s', async (actor, expected) => {
    const id = await createPost(t.app, members.author);
    const response = await call(t.app, '/api/post/edit', await editBody(id), as(actor));
    if (expected === 401) expect(response.statusCode).toBe(401);
    else expect(outcome(response)).toBe(expected);
    const title = (await t.app.db.selectFrom('posts').select('title').where('id', '=', id).executeTakeFirstOrThrow())
      .title;
    expect(title).toBe(expected === 200 ? 'Changed' : 'A question about funnels');
  });

  it.each([
    ['visitor', '401 LOGIN_REQUIRED'],
    ['author', 200],
    ['other', '403 FORBIDDEN'],
    ['banned', 401],
    ['admin', 200],
  ] as const)('delete of a public post by %s → %s', async (actor, expected) => {
    const id = await createPost(t.app, members.author);
    const response = await call(t.app, '/api/post/delete', { id }, as(actor));
    if (expected === 401) expect(response.statusCode).toBe(401);
    else expect(outcome(response)).toBe(expected);
    const status = (await t.app.db.selectFrom('posts').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
    expect(status).toBe(expected === 200 ? 'deleted' : 'visible');
  });

  it.each([
    ['visitor', '404 NOT_FOUND', '401 LOGIN_REQUIRED', '401 LOGIN_REQUIRED'],
    ['author', 200, 200, 200],
    // P14: a private post does not exist for others, even when they try to change it.
    ['other', '404 NOT_FOUND', '404 NOT_FOUND', '404 NOT_FOUND'],
    ['banned', '404 NOT_FOUND', 401, 401],
    ['admin', 200, 200, 200],
  ] as const)('a private post: %s reads → %s, edits → %s, deletes → %s', async (actor, read, edit, remove) => {
    const id = await createPost(t.app, members.author, 'forum', { visibility: 'private' });
    const check = (response: { statusCode: number; json(): unknown }, expected: string | number) => {
      if (expected === 401) expect(response.statusCode).toBe(401);
      else expect(outcome(response)).toBe(expected);
    };
    check(await call(t.app, '/api/post/get_one', { id }, as(actor)), read);
    check(await call(t.app, '/api/post/edit', { ...(await editBody(id)), visibility: 'private' }, as(actor)), edit);
    check(await call(t.app, '/api/post/delete', { id }, as(actor)), remove);
  });

  it('gives the administrators’ content to administrators only', async () => {
    const id = await createPost(t.app, members.author);
    const withNote = { ...(await editBody(id)), adminContent: '<p>Only for admins</p>' };
    expect((await call(t.app, '/api/post/edit', withNote, members.admin)).statusCode).toBe(200);
    for (const actor of ACTORS) {
      const data = body(await call(t.app, '/api/post/get_one', { id }, as(actor))).data;
      if (actor === 'admin') expect(data.adminContent).toContain('Only for admins');
      else expect(data.adminContent, actor).toBeNull();
    }
  });

  it.each([
    ['visitor', '401 LOGIN_REQUIRED'],
    ['author', '403 ADMIN_ONLY'],
    ['other', '403 ADMIN_ONLY'],
    ['banned', 401],
    ['admin', 200],
  ] as const)('whatsnew written by %s → %s', async (actor, expected) => {
    const response = await call(t.app, '/api/post/add', await postBody(t.app, 'whatsnew'), as(actor));
    if (expected === 401) expect(response.statusCode).toBe(401);
    else expect(outcome(response)).toBe(expected);
  });

  it('members write in every other grouping, administrators too', async () => {
    for (const type of ['forum', 'casestudy', 'careers'] as const) {
      for (const member of [members.other, members.admin]) {
        expect((await call(t.app, '/api/post/add', await postBody(t.app, type), member)).statusCode).toBe(200);
      }
    }
  });

  it('shows a report-hidden post to its author and administrators only: others get nothing it said', async () => {
    const id = await createPost(t.app, members.author, 'careers', {
      title: 'Reported title',
      companyName: 'Reported Inc',
      content: '<p>Reported words</p>',
      tags: ['reportedtag'],
    });
    await t.app.db
      .updateTable('posts')
      .set({ thumbnail_url: '/uploads/2026/01/reported.png' })
      .where('id', '=', id)
      .execute();
    await setPostColumns(t.app, id, { status: 'hidden' });
    for (const actor of ACTORS) {
      const response = await call(t.app, '/api/post/get_one', { id }, as(actor));
      expect(response.statusCode).toBe(200);
      const data = body(response).data;
      expect(data.hidden).toBe(true);
      if (actor === 'author' || actor === 'admin') {
        expect(data.content, actor).toContain('Reported words');
        expect([data.title, data.companyName, data.tags, data.thumbnailUrl], actor).toEqual([
          'Reported title',
          'Reported Inc',
          ['reportedtag'],
          '/uploads/2026/01/reported.png',
        ]);
      } else {
        expect(data.content, actor).toBeNull();
        expect(data.excerpt).toBe('');
        // The reports may be about the title, the company or the tags as much as the content (P16).
        expect([data.title, data.companyName, data.tags, data.thumbnailUrl], actor).toEqual(['', null, [], null]);
        expect(JSON.stringify(data), actor).not.toMatch(/Reported|reportedtag/);
        expect(Object.values(data.can).some(Boolean), actor).toBe(false);
      }
    }
    // The author may still edit or delete it.
    const edit = { ...(await postBody(t.app, 'careers')), type: undefined, id, title: 'Changed' };
    expect((await call(t.app, '/api/post/edit', edit, members.author)).statusCode).toBe(200);
  });

  it('offers each reader the actions that fit them', async () => {
    const id = await createPost(t.app, members.author);
    const can = async (actor: Actor) => body(await call(t.app, '/api/post/get_one', { id }, as(actor))).data.can;
    const reader = {
      edit: false,
      delete: false,
      report: true,
      like: true,
      bookmark: true,
      follow: true,
      reply: true,
      markReference: false,
    };
    expect(await can('visitor')).toEqual(reader);
    expect(await can('other')).toEqual(reader);
    expect(await can('banned')).toEqual(reader);
    expect(await can('author')).toEqual({
      ...reader,
      report: false,
      like: false,
      follow: false,
      edit: true,
      delete: true,
    });
    // The Solomon reference mark (SPEC §7.2): administrators, on forum posts only.
    expect(await can('admin')).toEqual({ ...reader, edit: true, delete: true, markReference: true });
    const careers = await createPost(t.app, members.author, 'careers');
    const careersCan = body(await call(t.app, '/api/post/get_one', { id: careers }, as('admin'))).data.can;
    expect(careersCan.markReference).toBe(false);
    const viewer = body(await call(t.app, '/api/post/get_one', { id }, null)).data.viewer;
    expect(viewer).toEqual({ liked: false, bookmarked: false, followed: false, reported: false });
  });

  it('tells a member their own like, bookmark, follow and report', async () => {
    const id = await createPost(t.app, members.author);
    const at = t.clock.now().toISOString();
    const other = members.other.id;
    await t.app.db.insertInto('post_likes').values({ post_id: id, user_id: other, created_at: at }).execute();
    await t.app.db.insertInto('post_follows').values({ post_id: id, user_id: other, created_at: at }).execute();
    await t.app.db
      .insertInto('reports')
      .values({ reporter_id: other, target_type: 'post', target_id: id, reason_key: 'spam', created_at: at })
      .execute();
    const state = async (member: Member) => body(await call(t.app, '/api/post/get_one', { id }, member)).data.viewer;
    expect(await state(members.other)).toEqual({ liked: true, bookmarked: false, followed: true, reported: true });
    expect(await state(members.admin)).toEqual({ liked: false, bookmarked: false, followed: false, reported: false });
    await t.app.db.insertInto('post_bookmarks').values({ post_id: id, user_id: other, created_at: at }).execute();
    expect((await state(members.other)).bookmarked).toBe(true);
  });

  it('answers unknown, deleted and malformed ids with 404 or 400, never 500', async () => {
    expect(outcome(await call(t.app, '/api/post/get_one', { id: 2_147_483_647 }, null))).toBe('404 NOT_FOUND');
    const id = await createPost(t.app, members.author);
    await call(t.app, '/api/post/delete', { id }, members.author);
    for (const actor of ACTORS) {
      expect(outcome(await call(t.app, '/api/post/get_one', { id }, as(actor)))).toBe('404 NOT_FOUND');
    }
    for (const bad of [0, -1, 2_147_483_648, '1', null, 1.5]) {
      expect((await call(t.app, '/api/post/get_one', { id: bad }, null)).statusCode).toBe(400);
      expect((await call(t.app, '/api/post/delete', { id: bad }, members.author)).statusCode).toBe(400);
    }
  });
});
