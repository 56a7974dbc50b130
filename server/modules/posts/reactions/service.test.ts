import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors.ts';
import type { EventName } from '../../../lib/events.ts';
import { testDialects } from '../../../test/harness.ts';
import {
  addPost,
  createTestPostsContext,
  insertMember,
  insertReplyRow,
  postCounts,
  setPostColumns,
  type TestPostsContext,
} from '../test-support.ts';
import { pressToggle } from './service.ts';
import type { ToggleKind } from './toggles.ts';

/** The code a refused press fails with. */
async function refusal(press: Promise<unknown>): Promise<string> {
  const error = await press.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.code;
}

const COUNTERS = { postLike: 'like_count', postBookmark: 'bookmark_count', postFollow: 'follow_count' } as const;

// The toggle service without HTTP: the rules of pressToggle on a real database and bus.
for (const dialect of testDialects()) {
  describe(`pressToggle (${dialect})`, () => {
    let context: TestPostsContext;
    let author: number;
    let alice: number;
    let bob: number;
    const events: EventName[] = [];

    beforeAll(async () => {
      context = await createTestPostsContext({ dialect, env: { ABUSE_MAX_LIKES: '3', ABUSE_WINDOW_SECONDS: '300' } });
      author = await insertMember(context, 'ToggleAuthor');
      alice = await insertMember(context, 'ToggleAlice');
      bob = await insertMember(context, 'ToggleBob');
      for (const name of ['bookmark.added', 'bookmark.removed', 'post.followed', 'post.unfollowed'] as const) {
        context.bus.on(name, () => {
          events.push(name);
        });
      }
    });
    afterAll(async () => {
      await context.close();
    });

    const member = (id: number) => ({ id, admin: false });

    it('a press turns the toggle on, a second press turns it off, and the count follows', async () => {
      for (const kind of ['postBookmark', 'postFollow'] as const) {
        const postId = await addPost(context, author);
        expect(await pressToggle(context, member(alice), kind, { itemId: postId })).toEqual({ active: true, count: 1 });
        expect(await pressToggle(context, member(bob), kind, { itemId: postId })).toEqual({ active: true, count: 2 });
        expect(await pressToggle(context, member(alice), kind, { itemId: postId })).toEqual({
          active: false,
          count: 1,
        });
        // `value` sets a state: asking again for the state it has changes nothing.
        expect(await pressToggle(context, member(bob), kind, { itemId: postId, value: true })).toEqual({
          active: true,
          count: 1,
        });
        expect((await postCounts(context, postId))[COUNTERS[kind]]).toBe(1);
      }
      await context.bus.drain();
      expect(events).toEqual([
        'bookmark.added',
        'bookmark.added',
        'bookmark.removed',
        'post.followed',
        'post.followed',
        'post.unfollowed',
      ]);
    });

    it('a reply like toggles the same way, and nobody presses a like or follow on his own item', async () => {
      const postId = await addPost(context, author);
      const replyId = await insertReplyRow(context, { postId, authorId: alice });
      expect(await pressToggle(context, member(bob), 'replyLike', { itemId: replyId })).toEqual({
        active: true,
        count: 1,
      });
      expect(await pressToggle(context, member(bob), 'replyLike', { itemId: replyId })).toEqual({
        active: false,
        count: 0,
      });
      expect(await refusal(pressToggle(context, member(alice), 'replyLike', { itemId: replyId }))).toBe('OWN_CONTENT');
      for (const kind of ['postLike', 'postFollow'] as const) {
        expect(await refusal(pressToggle(context, member(author), kind, { itemId: postId }))).toBe('OWN_CONTENT');
      }
      expect(await pressToggle(context, member(author), 'postBookmark', { itemId: postId })).toEqual({
        active: true,
        count: 1,
      });
    });

    it('on a hidden or private post a press only removes: the member takes his own back, nothing is added', async () => {
      const kinds: ToggleKind[] = ['postBookmark', 'postFollow'];
      for (const change of [{ status: 'hidden' }, { visibility: 'private' }] as const) {
        const postId = await addPost(context, author);
        for (const kind of kinds) await pressToggle(context, member(alice), kind, { itemId: postId });
        await setPostColumns(context, postId, change);
        const refused = change.visibility === 'private' ? 'NOT_FOUND' : 'POST_REMOVE';
        for (const kind of kinds) {
          expect(await refusal(pressToggle(context, member(bob), kind, { itemId: postId }))).toBe(refused);
          expect(await refusal(pressToggle(context, member(alice), kind, { itemId: postId, value: true }))).toBe(
            refused,
          );
          expect(await pressToggle(context, member(alice), kind, { itemId: postId })).toEqual({
            active: false,
            count: 0,
          });
          // Taken back once: a second toggle would add again, which the post's rules refuse.
          expect(await refusal(pressToggle(context, member(alice), kind, { itemId: postId }))).toBe(refused);
        }
        expect(await postCounts(context, postId)).toMatchObject({ bookmark_count: 0, follow_count: 0 });
      }
    });

    it('P17: past the limit in the window a like is refused, until the break of one window has passed', async () => {
      // A member who has liked nothing yet (reply likes count as likes too).
      const carol = await insertMember(context, 'ToggleCarol');
      const posts = [];
      for (let i = 0; i < 4; i++) posts.push(await addPost(context, author));
      for (const postId of posts.slice(0, 3)) {
        expect(await pressToggle(context, member(carol), 'postLike', { itemId: postId })).toMatchObject({
          active: true,
        });
      }
      expect(await refusal(pressToggle(context, member(carol), 'postLike', { itemId: posts[3]! }))).toBe(
        'LIKE_ABUSING',
      );
      expect((await postCounts(context, posts[3]!)).like_count).toBe(0);
      context.clock.advance(299 * 1000);
      expect(await refusal(pressToggle(context, member(carol), 'postLike', { itemId: posts[3]! }))).toBe(
        'LIKE_ABUSING',
      );
      context.clock.advance(2 * 1000);
      expect(await pressToggle(context, member(carol), 'postLike', { itemId: posts[3]! })).toEqual({
        active: true,
        count: 1,
      });
    });
  });
}
