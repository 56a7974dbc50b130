import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import {
  body,
  call,
  createPost,
  createSignedInMember,
  insertReplyRow,
  type Member,
  POSTS_TEST_ENV,
  setPostColumns,
} from '../test-support.ts';

const MINUTE = 60_000;

/** SPEC §7.1 member lists: what a member wrote, bookmarked and follows, as each reader may see it. */
describe.each(testDialects('api'))('member lists on %s', (dialect) => {
  let t: TestApp;
  let writer: Member;
  let other: Member;
  let admin: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    writer = await createSignedInMember(t.app, 'writer');
    other = await createSignedInMember(t.app, 'other');
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  async function write(member: Member, overrides: Record<string, unknown> = {}, type: 'forum' | 'careers' = 'forum') {
    t.clock.advance(MINUTE);
    return createPost(t.app, member, type, overrides);
  }
  const rowIds = (response: { json(): unknown }) =>
    (body(response as never).data.rows as { id: number }[]).map((row) => row.id);

  it("lists a member's posts in every language; private and hidden ones for the member and administrators", async () => {
    const publicKo = await write(writer);
    const publicEn = await write(writer, { postLang: 'en' });
    const careers = await write(writer, {}, 'careers');
    const privatePost = await write(writer, { visibility: 'private' });
    const hidden = await write(writer);
    await setPostColumns(t.app, hidden, { status: 'hidden' });
    const deleted = await write(writer);
    await call(t.app, '/api/post/delete', { id: deleted }, writer);
    await write(other);

    const listFor = (reader: Member | null, extra: Record<string, unknown> = {}) =>
      call(t.app, '/api/user/post', { userInfoId: writer.id, ...extra }, reader);
    const everyone = [careers, publicEn, publicKo];
    const insiders = [hidden, privatePost, careers, publicEn, publicKo];
    expect(rowIds(await listFor(null))).toEqual(everyone);
    expect(rowIds(await listFor(other))).toEqual(everyone);
    expect(rowIds(await listFor(writer))).toEqual(insiders);
    expect(rowIds(await listFor(admin))).toEqual(insiders);
    expect(body(await listFor(null)).data.total).toBe(3);

    const own = body(await listFor(writer, { pageSize: 2, pageNum: 2 })).data;
    expect(own).toMatchObject({ total: 5, pageNum: 2, pageSize: 2 });
    expect(own.rows.map((row: { id: number }) => row.id)).toEqual([careers, publicEn]);
    const hiddenCard = body(await listFor(writer)).data.rows[0];
    expect(hiddenCard).toMatchObject({ id: hidden, hidden: true });
    expect(body(await listFor(writer)).data.rows[1]).toMatchObject({ id: privatePost, visibility: 'private' });

    const unknown = await call(t.app, '/api/user/post', { userInfoId: 2_000_000_000 }, null);
    expect([unknown.statusCode, body(unknown).code]).toEqual([404, 'NOT_FOUND']);
    expect((await call(t.app, '/api/user/post', { userInfoId: 'me' }, null)).statusCode).toBe(400);
    expect((await call(t.app, '/api/user/post', {}, null)).statusCode).toBe(400);
    // SPEC §7.1 names the member `id`: the same list; naming two is refused.
    expect(rowIds(await call(t.app, '/api/user/post', { id: writer.id }, null))).toEqual(everyone);
    expect(rowIds(await call(t.app, '/api/user/post_reply', { id: writer.id }, null))).toEqual([]);
    expect((await call(t.app, '/api/user/post', { id: writer.id, userInfoId: other.id }, null)).statusCode).toBe(400);
  });

  it("lists a member's replies on the posts the reader can see", async () => {
    const replier = await createSignedInMember(t.app, 'replier');
    const open = await write(writer, { title: 'Open post' });
    const closed = await write(writer, { visibility: 'private' });
    const hiddenPost = await write(writer);
    await setPostColumns(t.app, hiddenPost, { status: 'hidden' });
    const gonePost = await write(writer);

    t.clock.advance(MINUTE);
    const visible = await insertReplyRow(t.app, { postId: open, authorId: replier.id, text: 'Plain answer' });
    t.clock.advance(MINUTE);
    const withImage = await t.app.db
      .insertInto('replies')
      .values({
        post_id: open,
        user_id: replier.id,
        parent_id: null,
        thread_parent_id: null,
        depth: 1,
        mention_user_id: null,
        content: '<p><img src="/uploads/a.png" alt=""></p>',
        content_text: '',
        created_at: t.clock.now().toISOString(),
        updated_at: t.clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    t.clock.advance(MINUTE);
    const hiddenReply = await insertReplyRow(t.app, { postId: open, authorId: replier.id, status: 'hidden' });
    await insertReplyRow(t.app, { postId: open, authorId: replier.id, status: 'deleted' });
    t.clock.advance(MINUTE);
    const onPrivate = await insertReplyRow(t.app, { postId: closed, authorId: replier.id });
    const onHidden = await insertReplyRow(t.app, { postId: hiddenPost, authorId: replier.id });
    await insertReplyRow(t.app, { postId: gonePost, authorId: replier.id });
    await call(t.app, '/api/post/delete', { id: gonePost }, writer);

    const listFor = (reader: Member | null) => call(t.app, '/api/user/post_reply', { userInfoId: replier.id }, reader);
    expect(rowIds(await listFor(null))).toEqual([withImage.id, visible]);
    expect(rowIds(await listFor(other))).toEqual([withImage.id, visible]);
    // The replier sees their hidden reply, not the private post they can no longer see.
    expect(rowIds(await listFor(replier))).toEqual([hiddenReply, withImage.id, visible]);
    // The post's author sees the replies under their private and hidden posts.
    expect(rowIds(await listFor(writer))).toEqual([onHidden, onPrivate, withImage.id, visible]);
    expect(rowIds(await listFor(admin))).toEqual([onHidden, onPrivate, hiddenReply, withImage.id, visible]);

    const rows = body(await listFor(replier)).data.rows;
    expect(rows[0]).toMatchObject({ id: hiddenReply, hidden: true });
    expect(rows[1]).toMatchObject({ id: withImage.id, hasImage: true, contentText: '' });
    expect(rows[2]).toMatchObject({
      id: visible,
      post: { id: open, type: 'forum', title: 'Open post' },
      contentText: 'Plain answer',
      hasImage: false,
      likeCount: 0,
      hidden: false,
    });
    expect(body(await listFor(null)).data.total).toBe(2);
  });

  it.each([
    ['/api/user/bookmark', 'post_bookmarks'],
    ['/api/user/post_follow', 'post_follows'],
  ] as const)('%s: the member’s own, newest first, without the posts they can no longer see', async (url, table) => {
    const reader = await createSignedInMember(t.app, table === 'post_bookmarks' ? 'keeper' : 'follower');
    const first = await write(writer);
    const second = await write(writer);
    const becomesPrivate = await write(writer);
    const becomesHidden = await write(writer);
    const deleted = await write(writer);
    const ownPrivate = await write(reader, { visibility: 'private' });
    const notMine = await write(writer);
    const react = async (postId: number, user: Member) => {
      t.clock.advance(MINUTE);
      await t.app.db
        .insertInto(table)
        .values({ post_id: postId, user_id: user.id, created_at: t.clock.now().toISOString() })
        .execute();
    };
    // Reaction order differs from post order: the list follows the reactions.
    for (const postId of [second, first, becomesPrivate, becomesHidden, deleted, ownPrivate])
      await react(postId, reader);
    await react(notMine, other);
    await setPostColumns(t.app, becomesPrivate, { visibility: 'private' });
    await setPostColumns(t.app, becomesHidden, { status: 'hidden' });
    await call(t.app, '/api/post/delete', { id: deleted }, writer);

    const page = body(await call(t.app, url, {}, reader)).data;
    expect(page.rows.map((row: { id: number }) => row.id)).toEqual([ownPrivate, first, second]);
    expect(page).toMatchObject({ total: 3, pageNum: 1, pageSize: 20 });
    expect(page.rows[1]).toMatchObject({ id: first, author: { id: writer.id }, type: 'forum' });
    const second2 = body(await call(t.app, url, { pageNum: 2, pageSize: 2 }, reader)).data;
    expect(second2.rows.map((row: { id: number }) => row.id)).toEqual([second]);

    const visitor = await call(t.app, url, {}, null);
    expect([visitor.statusCode, body(visitor).code]).toEqual([401, 'LOGIN_REQUIRED']);
    // SPEC §7.1 clients may name the member: only oneself (issue 14), never someone else.
    const named = await call(t.app, url, { userInfoId: writer.id }, reader);
    expect([named.statusCode, body(named).code]).toEqual([403, 'FORBIDDEN']);
    expect(body(await call(t.app, url, { userInfoId: reader.id }, reader)).data.total).toBe(3);
  });
});
