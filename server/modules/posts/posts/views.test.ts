import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../../lib/events.ts';
import { testDialects } from '../../../test/harness.ts';
import { addPost, createTestPostsContext, insertMember, type TestPostsContext } from '../test-support.ts';
import { addressKey, countView, viewerKey } from './views.ts';

// P18 without HTTP: one view per reader per post per UTC day of the context's clock; issue 13
// finding 8: visitors by cookie or address, never the User-Agent, and a bound per address.
for (const dialect of testDialects()) {
  describe(`countView (${dialect})`, () => {
    let context: TestPostsContext;
    let author: number;
    let reader: number;
    const viewed: DomainEvents['post.viewed'][] = [];

    beforeAll(async () => {
      context = await createTestPostsContext({ dialect });
      context.clock.set('2026-03-01T23:00:00.000Z');
      author = await insertMember(context, 'ViewAuthor');
      reader = await insertMember(context, 'ViewReader');
      context.bus.on('post.viewed', (payload) => {
        viewed.push(payload);
      });
    });
    afterAll(async () => {
      await context.close();
    });

    it('counts a reader once a day, again the next UTC day, and tells each count after commit', async () => {
      const postId = await addPost(context, author);
      const post = { id: postId, authorId: author };
      const member = { userId: reader, ip: '203.0.113.1', visitorId: undefined };
      expect(await countView(context, post, member)).toBe(1);
      context.clock.advance(30 * 60 * 1000);
      expect(await countView(context, post, member)).toBeUndefined();
      // 00:30 the next day: a new day for the same reader.
      context.clock.advance(60 * 60 * 1000);
      expect(await countView(context, post, member)).toBe(2);
      // The last moment of that day is still that day.
      context.clock.set('2026-03-02T23:59:59.999Z');
      expect(await countView(context, post, member)).toBeUndefined();
      context.clock.advance(1);
      expect(await countView(context, post, member)).toBe(3);
      const row = await context.db
        .selectFrom('posts')
        .select('view_count')
        .where('id', '=', postId)
        .executeTakeFirstOrThrow();
      expect(Number(row.view_count)).toBe(3);
      await context.bus.drain();
      expect(viewed.map((event) => [event.postId, event.viewerId, event.day])).toEqual([
        [postId, reader, '2026-03-01'],
        [postId, reader, '2026-03-02'],
        [postId, reader, '2026-03-03'],
      ]);
    });

    it('a visitor without a cookie is a keyed digest of the address alone: another address is another reader', async () => {
      const postId = await addPost(context, author);
      const post = { id: postId, authorId: author };
      const visitor = { userId: null, ip: '198.51.100.7', visitorId: undefined };
      expect(await countView(context, post, visitor)).toBe(1);
      expect(await countView(context, post, visitor)).toBeUndefined();
      expect(await countView(context, post, { ...visitor, ip: '198.51.100.8' })).toBe(2);
      const key = viewerKey(context.viewerSecret, visitor);
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(key).toBe(addressKey(context.viewerSecret, visitor.ip));
      expect(key).not.toBe(viewerKey('another secret', visitor));
      expect(viewerKey(context.viewerSecret, { ...visitor, userId: reader })).toBe(`u:${reader}`);
    });

    it('a visitor with a cookie is a keyed digest of its id, stored with the digest of the address only', async () => {
      const postId = await addPost(context, author);
      const post = { id: postId, authorId: author };
      const browser = { userId: null, ip: '198.51.100.9', visitorId: 'aaaaaaaaaaaaaaaaaaaaaa' };
      expect(await countView(context, post, browser)).toBe(1);
      expect(await countView(context, post, browser)).toBeUndefined();
      // Another browser behind the same address is another reader.
      expect(await countView(context, post, { ...browser, visitorId: 'bbbbbbbbbbbbbbbbbbbbbb' })).toBe(2);
      const key = viewerKey(context.viewerSecret, browser);
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(key).not.toBe(addressKey(context.viewerSecret, browser.ip));
      const rows = await context.db
        .selectFrom('post_views')
        .select(['viewer_key', 'address_key', 'user_id'])
        .where('post_id', '=', postId)
        .execute();
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.address_key).toBe(addressKey(context.viewerSecret, browser.ip));
        expect(row.user_id).toBeNull();
        expect(JSON.stringify(row)).not.toContain('198.51.100.9');
      }
    });

    it('counts at most VIEW_MAX_VISITORS_PER_ADDRESS visitors per post, address and day', async () => {
      context.clock.set('2026-04-01T12:00:00.000Z');
      const postId = await addPost(context, author);
      const post = { id: postId, authorId: author };
      const limit = context.config.VIEW_MAX_VISITORS_PER_ADDRESS;
      expect(limit).toBe(10);
      const fresh = (index: number, ip = '192.0.2.1') => ({
        userId: null,
        ip,
        visitorId: `visitor${String(index).padStart(15, '0')}`,
      });
      const counted = [];
      for (let index = 0; index < 30; index++) counted.push(await countView(context, post, fresh(index)));
      expect(counted.filter((count) => count !== undefined)).toHaveLength(limit);
      // The cookie-less key of that address is one more visitor of it: not counted either.
      expect(await countView(context, post, { userId: null, ip: '192.0.2.1', visitorId: undefined })).toBeUndefined();
      // Another address, and a member from the same address, still count.
      expect(await countView(context, post, fresh(30, '192.0.2.2'))).toBe(limit + 1);
      expect(await countView(context, post, { userId: reader, ip: '192.0.2.1', visitorId: undefined })).toBe(limit + 2);
      // The next UTC day the address counts again.
      context.clock.set('2026-04-02T00:00:00.000Z');
      expect(await countView(context, post, fresh(29))).toBe(limit + 3);
    });
  });
}
