import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../../lib/events.ts';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import { json, post } from '../../accounts/test-support.ts';
import { listRepliesForPost } from '../replies/thread-service.ts';
import {
  createSignedInMember,
  addPost,
  insertReplyRow,
  POSTS_TEST_ENV,
  postCounts,
  setPostColumns,
  type Member,
} from '../test-support.ts';

const MINUTE = 60_000;
const PRESS_EVENTS = [
  'like.added',
  'like.removed',
  'bookmark.added',
  'bookmark.removed',
  'post.followed',
  'post.unfollowed',
] as const;
type PressEvent = (typeof PRESS_EVENTS)[number];
type Recorded = { [K in PressEvent]: { name: K; payload: DomainEvents[K] } }[PressEvent];

for (const dialect of testDialects()) {
  describe(`likes, bookmarks, followed posts and the like list (${dialect})`, () => {
    let t: TestApp;
    let author: Member;
    let alice: Member;
    let bob: Member;
    let carol: Member;
    let admin: Member;
    const events: Recorded[] = [];

    beforeAll(async () => {
      t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
      author = await createSignedInMember(t.app, 'author');
      alice = await createSignedInMember(t.app, 'alice');
      bob = await createSignedInMember(t.app, 'bob');
      carol = await createSignedInMember(t.app, 'carol');
      admin = await createSignedInMember(t.app, 'boss', { admin: true });
      for (const name of PRESS_EVENTS) {
        t.app.bus.on(name, (payload) => void events.push({ name, payload } as Recorded));
      }
    });
    afterAll(async () => {
      await t.close();
    });

    const press = (url: string, member: Member | null, body: Record<string, unknown>) =>
      post(t.app, url, body, member?.headers ?? {});
    const eventsOf = async (postId: number) => {
      await t.app.bus.drain();
      return events.filter((e) => e.payload.postId === postId);
    };

    it('post like: toggles, sets `value` idempotently, keeps like_count and tells who liked when', async () => {
      const postId = await addPost(t.app, author.id);
      const likedAt = t.clock.now().toISOString();
      expect(json(await press('/api/post/like', alice, { postId })).data).toEqual({ active: true, count: 1 });
      expect(json(await press('/api/post/like', bob, { postId, value: true })).data).toEqual({
        active: true,
        count: 2,
      });
      expect(json(await press('/api/post/like', bob, { postId, value: true })).data).toEqual({
        active: true,
        count: 2,
      });
      t.clock.advance(MINUTE);
      expect(json(await press('/api/post/like', alice, { postId })).data).toEqual({ active: false, count: 1 });
      expect(json(await press('/api/post/like', alice, { postId, value: false })).data).toEqual({
        active: false,
        count: 1,
      });
      expect((await postCounts(t.app, postId)).like_count).toBe(1);
      const rows = await t.app.db.selectFrom('post_likes').select('user_id').where('post_id', '=', postId).execute();
      expect(rows.map((r) => r.user_id)).toEqual([bob.id]);

      const seen = await eventsOf(postId);
      expect(seen.map((e) => e.name)).toEqual(['like.added', 'like.added', 'like.removed']);
      expect(seen[0]?.payload).toEqual({
        target: 'post',
        targetId: postId,
        postId,
        userId: alice.id,
        targetAuthorId: author.id,
        likeCount: 1,
        at: likedAt,
      });
      expect(seen[2]?.payload).toMatchObject({ userId: alice.id, likeCount: 1, likedAt });
      expect((seen[2]?.payload as { at: string }).at).toBe(new Date(Date.parse(likedAt) + MINUTE).toISOString());
    });

    it('the same press arriving twice at once changes the state once', async () => {
      const postId = await addPost(t.app, author.id);
      const replyId = await insertReplyRow(t.app, { postId, authorId: alice.id });
      const answers = await Promise.all([
        press('/api/post/like', bob, { postId, value: true }),
        press('/api/post/like', bob, { postId, value: true }),
        press('/api/post/bookmark', bob, { postId, value: true }),
        press('/api/post/bookmark', bob, { postId, value: true }),
        press('/api/post/reply/like', bob, { replyId, value: true }),
        press('/api/post/reply/like', bob, { replyId, value: true }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await postCounts(t.app, postId)).toMatchObject({ like_count: 1, bookmark_count: 1 });
      const reply = await t.app.db
        .selectFrom('replies')
        .select('like_count')
        .where('id', '=', replyId)
        .executeTakeFirstOrThrow();
      expect(reply.like_count).toBe(1);
      const seen = await eventsOf(postId);
      expect(seen.map((e) => e.name).sort()).toEqual(['bookmark.added', 'like.added', 'like.added']);
    });

    it('post like: refuses own posts, visitors, and posts one may not act on, storing nothing', async () => {
      const postId = await addPost(t.app, author.id);
      const own = await press('/api/post/like', author, { postId });
      expect([own.statusCode, json(own).code]).toEqual([403, 'OWN_CONTENT']);
      const visitor = await press('/api/post/like', null, { postId });
      expect([visitor.statusCode, json(visitor).code]).toEqual([401, 'LOGIN_REQUIRED']);
      const secret = await addPost(t.app, author.id, { visibility: 'private' });
      expect(json(await press('/api/post/like', alice, { postId: secret })).code).toBe('NOT_FOUND');
      const removed = await addPost(t.app, author.id, { status: 'deleted' });
      const gone = await press('/api/post/like', alice, { postId: removed });
      expect([gone.statusCode, json(gone).code]).toEqual([410, 'POST_REMOVE']);
      expect(json(await press('/api/post/like', alice, { postId: 2_000_000 })).code).toBe('NOT_FOUND');
      expect(json(await press('/api/post/like', alice, { postId, value: 'yes' })).code).toBe('VALIDATION_FAILED');
      expect((await postCounts(t.app, postId)).like_count).toBe(0);
      expect((await postCounts(t.app, secret)).like_count).toBe(0);
      expect(await eventsOf(postId)).toEqual([]);
    });

    it('reply like: toggles and `value`, like_count, liked in the thread; not own, deleted or hidden replies', async () => {
      const postId = await addPost(t.app, author.id);
      const replyId = await insertReplyRow(t.app, { postId, authorId: alice.id });
      expect(json(await press('/api/post/reply/like', bob, { replyId })).data).toEqual({ active: true, count: 1 });
      expect(json(await press('/api/post/reply/like', author, { replyId, value: true })).data).toEqual({
        active: true,
        count: 2,
      });
      expect(json(await press('/api/post/reply/like', author, { replyId, value: true })).data.count).toBe(2);
      const thread = await listRepliesForPost(t.app.services, postId, { id: bob.id, admin: false });
      expect(thread[0]).toMatchObject({ likeCount: 2, viewer: { liked: true } });
      t.clock.advance(MINUTE);
      expect(json(await press('/api/post/reply/like', bob, { replyId })).data).toEqual({ active: false, count: 1 });

      const seen = (await eventsOf(postId)).filter((e) => e.name.startsWith('like.'));
      expect(seen.map((e) => e.name)).toEqual(['like.added', 'like.added', 'like.removed']);
      expect(seen[0]?.payload).toMatchObject({
        target: 'reply',
        targetId: replyId,
        userId: bob.id,
        targetAuthorId: alice.id,
        likeCount: 1,
      });

      const own = await press('/api/post/reply/like', alice, { replyId });
      expect([own.statusCode, json(own).code]).toEqual([403, 'OWN_CONTENT']);
      const deletedId = await insertReplyRow(t.app, { postId, authorId: alice.id, status: 'deleted' });
      const gone = await press('/api/post/reply/like', bob, { replyId: deletedId });
      expect([gone.statusCode, json(gone).code]).toEqual([410, 'REPLY_REMOVE']);
      const hiddenId = await insertReplyRow(t.app, { postId, authorId: alice.id, status: 'hidden' });
      expect(json(await press('/api/post/reply/like', bob, { replyId: hiddenId })).code).toBe('REPLY_REMOVE');
      expect(json(await press('/api/post/reply/like', bob, { replyId: 2_000_000 })).code).toBe('NOT_FOUND');
      const onRemovedPost = await addPost(t.app, author.id, { status: 'deleted' });
      const orphan = await insertReplyRow(t.app, { postId: onRemovedPost, authorId: alice.id });
      expect(json(await press('/api/post/reply/like', bob, { replyId: orphan })).code).toBe('POST_REMOVE');
      const counts = await t.app.db
        .selectFrom('replies')
        .select(['id', 'like_count'])
        .where('id', 'in', [deletedId, hiddenId, orphan])
        .execute();
      expect(counts.every((row) => row.like_count === 0)).toBe(true);
    });

    it('bookmark: own posts too; toggles, `value`, bookmark_count and events', async () => {
      const postId = await addPost(t.app, author.id);
      expect(json(await press('/api/post/bookmark', author, { postId })).data).toEqual({
        active: true,
        count: 1,
      });
      expect(json(await press('/api/post/bookmark', alice, { postId, value: true })).data.count).toBe(2);
      expect(json(await press('/api/post/bookmark', alice, { postId, value: true })).data.count).toBe(2);
      t.clock.advance(MINUTE);
      expect(json(await press('/api/post/bookmark', author, { postId })).data).toEqual({
        active: false,
        count: 1,
      });
      expect(json(await press('/api/post/bookmark', author, { postId, value: false })).data.active).toBe(false);
      expect((await postCounts(t.app, postId)).bookmark_count).toBe(1);
      expect(json(await press('/api/post/bookmark', null, { postId })).code).toBe('LOGIN_REQUIRED');
      const seen = await eventsOf(postId);
      expect(seen.map((e) => e.name)).toEqual(['bookmark.added', 'bookmark.added', 'bookmark.removed']);
      expect(seen[2]?.payload).toMatchObject({
        userId: author.id,
        authorId: author.id,
        bookmarkCount: 1,
        bookmarkedAt: new Date(Date.parse(t.clock.now().toISOString()) - MINUTE).toISOString(),
      });
    });

    it('follow: not own posts; toggles, `value`, follow_count and events', async () => {
      const postId = await addPost(t.app, author.id);
      const own = await press('/api/post/follow', author, { postId });
      expect([own.statusCode, json(own).code]).toEqual([403, 'OWN_CONTENT']);
      expect(json(await press('/api/post/follow', alice, { postId })).data).toEqual({ active: true, count: 1 });
      expect(json(await press('/api/post/follow', bob, { postId, value: true })).data.count).toBe(2);
      expect(json(await press('/api/post/follow', bob, { postId, value: true })).data.count).toBe(2);
      expect(json(await press('/api/post/follow', alice, { postId })).data).toEqual({
        active: false,
        count: 1,
      });
      expect(json(await press('/api/post/follow', alice, { postId, value: false })).data.count).toBe(1);
      expect((await postCounts(t.app, postId)).follow_count).toBe(1);
      const seen = await eventsOf(postId);
      expect(seen.map((e) => e.name)).toEqual(['post.followed', 'post.followed', 'post.unfollowed']);
      expect(seen[2]?.payload).toMatchObject({ userId: alice.id, authorId: author.id, followCount: 1 });
    });

    it('members take back their own like, bookmark and follow whatever became of the post, and add none there', async () => {
      for (const change of [{ visibility: 'private' }, { status: 'hidden' }, { status: 'deleted' }] as const) {
        const postId = await addPost(t.app, author.id);
        for (const url of ['/api/post/like', '/api/post/bookmark', '/api/post/follow']) {
          await press(url, alice, { postId });
        }
        const replyId = await insertReplyRow(t.app, { postId, authorId: bob.id });
        await press('/api/post/reply/like', alice, { replyId });
        await t.app.db.updateTable('posts').set(change).where('id', '=', postId).execute();
        const refused = change.visibility === 'private' ? 'NOT_FOUND' : 'POST_REMOVE';

        // Adding is refused, for someone new and for a press that asks for the state on.
        expect(json(await press('/api/post/like', carol, { postId })).code).toBe(refused);
        expect(json(await press('/api/post/bookmark', alice, { postId, value: true })).code).toBe(refused);
        expect(json(await press('/api/post/reply/like', carol, { replyId })).code).toBe(refused);

        expect(json(await press('/api/post/like', alice, { postId })).data).toEqual({ active: false, count: 0 });
        expect(json(await press('/api/post/bookmark', alice, { postId, value: false })).data).toEqual({
          active: false,
          count: 0,
        });
        expect(json(await press('/api/post/follow', alice, { postId })).data).toEqual({
          active: false,
          count: 0,
        });
        expect(json(await press('/api/post/reply/like', alice, { replyId })).data).toEqual({
          active: false,
          count: 0,
        });
        // Taken back once: a second toggle would add again, which the post's rules refuse.
        expect(json(await press('/api/post/like', alice, { postId })).code).toBe(refused);
        expect(await postCounts(t.app, postId)).toMatchObject({ like_count: 0, bookmark_count: 0, follow_count: 0 });
        const names = (await eventsOf(postId)).map((e) => e.name);
        expect(names.filter((name) => name.endsWith('removed') || name === 'post.unfollowed')).toEqual([
          'like.removed',
          'bookmark.removed',
          'post.unfollowed',
          'like.removed',
        ]);
      }
    });

    it('like list: members who liked a post or a reply, newest first, paged; by the post’s rules', async () => {
      const postId = await addPost(t.app, author.id);
      for (const member of [alice, bob, carol]) {
        await press('/api/post/like', member, { postId });
        t.clock.advance(MINUTE);
      }
      const list = (body: Record<string, unknown>, member: Member | null = null) =>
        post(t.app, '/api/post/get_one_like_list', body, member?.headers ?? {});

      const first = json(await list({ postId, pageSize: 2 })).data;
      expect(first.total).toBe(3);
      expect(first.rows.map((r: { nickName: string }) => r.nickName)).toEqual(['carol', 'bob']);
      expect(first.rows[0]).toMatchObject({ id: carol.id, admin: false, deprecated: false, level: 1 });
      const second = json(await list({ postId, pageSize: 2, pageNum: 2 })).data;
      expect([second.rows.map((r: { id: number }) => r.id), second.pageNum]).toEqual([[alice.id], 2]);

      const replyId = await insertReplyRow(t.app, { postId, authorId: alice.id });
      await press('/api/post/reply/like', admin, { replyId });
      const replyLikers = json(await list({ replyId })).data;
      expect(replyLikers).toMatchObject({ total: 1, pageNum: 1, pageSize: 20 });
      expect(replyLikers.rows[0]).toMatchObject({ id: admin.id, admin: true, jobKey: 'JOB_ADMIN' });

      const secret = await addPost(t.app, author.id, { visibility: 'private' });
      expect(json(await list({ postId: secret })).code).toBe('NOT_FOUND');
      expect(json(await list({ postId: secret }, bob)).code).toBe('NOT_FOUND');
      expect(json(await list({ postId: secret }, author)).data.total).toBe(0);
      const removed = await addPost(t.app, author.id, { status: 'deleted' });
      expect(json(await list({ postId: removed })).code).toBe('NOT_FOUND');
      // Report-hidden (P16): the likers stay with the author and administrators, like the content.
      const hiddenPost = await addPost(t.app, author.id);
      await press('/api/post/like', bob, { postId: hiddenPost });
      await setPostColumns(t.app, hiddenPost, { status: 'hidden' });
      expect(json(await list({ postId: hiddenPost })).code).toBe('POST_REMOVE');
      expect(json(await list({ postId: hiddenPost }, bob)).code).toBe('POST_REMOVE');
      expect(json(await list({ postId: hiddenPost }, author)).data.total).toBe(1);
      expect(json(await list({ postId: hiddenPost }, admin)).data.total).toBe(1);
      const hiddenReply = await insertReplyRow(t.app, { postId, authorId: alice.id, status: 'hidden' });
      expect(json(await list({ replyId: hiddenReply }, bob)).code).toBe('REPLY_REMOVE');
      expect(json(await list({ replyId: hiddenReply }, alice)).data.total).toBe(0);
      expect(json(await list({ replyId: hiddenReply }, admin)).data.total).toBe(0);
      const deletedReply = await insertReplyRow(t.app, { postId, authorId: alice.id, status: 'deleted' });
      expect(json(await list({ replyId: deletedReply })).code).toBe('REPLY_REMOVE');
      expect(json(await list({ replyId: 2_000_000 })).code).toBe('NOT_FOUND');
      const both = await list({ postId, replyId });
      expect([both.statusCode, json(both).code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(json(await list({})).code).toBe('VALIDATION_FAILED');
      expect(json(await list({ postId, pageSize: 101 })).code).toBe('VALIDATION_FAILED');
    });
  });
}
