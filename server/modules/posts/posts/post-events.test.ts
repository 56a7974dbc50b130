import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents, EventName } from '../../../lib/events.ts';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import {
  body,
  call,
  createPost,
  createSignedInMember,
  findCategory,
  insertReplyRow,
  type Member,
  POSTS_TEST_ENV,
  postBody,
} from '../test-support.ts';

/**
 * The post events (events.ts) leave after the commit with what their subscribers need: each
 * subscriber here reads the database when called and must find the change already there.
 */
describe.each(testDialects('api'))('post events on %s', (dialect) => {
  let t: TestApp;
  let author: Member;
  let admin: Member;
  let reader: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    author = await createSignedInMember(t.app, 'author');
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
    reader = await createSignedInMember(t.app, 'reader');
  });
  afterAll(async () => {
    await t.close();
  });

  /** Records the events of `name` with the post's stored status at the moment each arrived. */
  function record<K extends EventName>(name: K) {
    const seen: { payload: DomainEvents[K]; stored: string | undefined }[] = [];
    const off = t.app.bus.on(name, async (payload) => {
      const postId = (payload as { postId: number }).postId;
      const row = await t.app.db.selectFrom('posts').select('status').where('id', '=', postId).executeTakeFirst();
      seen.push({ payload, stored: row?.status });
    });
    return {
      seen,
      async settle() {
        await t.app.bus.drain();
        off();
        return seen;
      },
    };
  }

  it('post.created carries the post, its stored tags and time, after the commit', async () => {
    const events = record('post.created');
    const at = t.clock.now().toISOString();
    const leaf = await findCategory(t.app, 'careers');
    const response = await call(
      t.app,
      '/api/post/add',
      await postBody(t.app, 'careers', {
        categoryId: leaf.id,
        title: ' Hiring ',
        tags: ['Remote', 'remote', 'Data'],
        postLang: 'en',
      }),
      author,
    );
    // A refused post emits nothing.
    await call(t.app, '/api/post/add', await postBody(t.app, 'forum', { title: '' }), author);
    const seen = await events.settle();
    expect(seen).toEqual([
      {
        stored: 'visible',
        payload: {
          postId: body(response).data.id,
          authorId: author.id,
          type: 'careers',
          lang: 'en',
          title: 'Hiring',
          visibility: 'public',
          tags: ['Remote', 'Data'],
          at,
        },
      },
    ]);
  });

  it('post.updated says who edited it', async () => {
    const id = await createPost(t.app, author, 'forum', { tags: ['before'] });
    const events = record('post.updated');
    t.clock.advance(5000);
    const editBody = {
      ...(await postBody(t.app, 'forum')),
      type: undefined,
      id,
      title: 'After',
      tags: ['after'],
      visibility: 'private',
    };
    expect((await call(t.app, '/api/post/edit', editBody, admin)).statusCode).toBe(200);
    expect((await call(t.app, '/api/post/edit', { ...editBody, title: '' }, admin)).statusCode).toBe(400);
    expect(await events.settle()).toEqual([
      {
        stored: 'visible',
        payload: {
          postId: id,
          authorId: author.id,
          type: 'forum',
          lang: 'ko',
          title: 'After',
          visibility: 'private',
          tags: ['after'],
          byUserId: admin.id,
          at: t.clock.now().toISOString(),
        },
      },
    ]);
  });

  it('post.deleted lists the replies deleted with it', async () => {
    const id = await createPost(t.app, author, 'forum', { title: 'Going away' });
    const r1 = await insertReplyRow(t.app, { postId: id, authorId: reader.id });
    const r2 = await insertReplyRow(t.app, { postId: id, authorId: author.id, parentId: r1 });
    await insertReplyRow(t.app, { postId: id, authorId: reader.id, status: 'deleted' });
    const events = record('post.deleted');
    expect((await call(t.app, '/api/post/delete', { id }, author)).statusCode).toBe(200);
    expect((await call(t.app, '/api/post/delete', { id }, author)).statusCode).toBe(410);
    expect(await events.settle()).toEqual([
      {
        stored: 'deleted',
        payload: {
          postId: id,
          authorId: author.id,
          type: 'forum',
          lang: 'ko',
          title: 'Going away',
          byUserId: author.id,
          replyIds: [r1, r2],
          at: t.clock.now().toISOString(),
        },
      },
    ]);
  });

  it('post.viewed: once per counted view, with the reader and the day', async () => {
    const id = await createPost(t.app, author);
    const events = record('post.viewed');
    await call(t.app, '/api/post/get_one', { id }, reader);
    await call(t.app, '/api/post/get_one', { id }, reader);
    await call(t.app, '/api/post/get_one', { id }, author);
    const seen = await events.settle();
    const at = t.clock.now().toISOString();
    expect(seen.map((event) => event.payload)).toEqual([
      { postId: id, authorId: author.id, viewerId: reader.id, day: at.slice(0, 10), at },
    ]);
  });
});
