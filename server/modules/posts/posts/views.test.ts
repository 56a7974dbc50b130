import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../../lib/events.ts';
import { testDialects } from '../../../test/harness.ts';
import { addPost, createTestPostsContext, insertMember, type TestPostsContext } from '../test-support.ts';
import { addressKey, countView, viewerKey } from './views.ts';

// P18 without HTTP: one view per reader per post per day of the context's clock in the site's
// time zone (P30, Asia/Seoul by default: UTC+9, so 15:00 UTC is midnight); issue 13
// finding 8: visitors by cookie or address, never the User-Agent, and a bound per address.
for (const dialect of testDialects()) {
  describe(`countView (${dialect})`, () => {
    let context: TestPostsContext;
    let author: number;
    let reader: number;
    const viewed: DomainEvents['post.viewed'][] = [];

    beforeAll(async () => {
      context = await createTestPostsContext({ dialect });
      // 23:00 on 1 March in Seoul.
      context.clock.set('2026-03-01T14:00:00.000Z');
      author = await insertMember(context, 'ViewAuthor');
      reader = await insertMember(context, 'ViewReader');
      context.bus.on('post.viewed', (payload) => {
        viewed.push(payload);
      });
    });
    afterAll(async () => {
      await context.close();
    });

    it('counts a reader once a day, again the site’s next day, and tells each count after commit', async () => {
      const postId = await addPost(context, author);
      const post = { id: postId, authorId: author };
      const member = { userId: reader, ip: '203.0.113.1', visitor: undefined };
      expect(await countView(context, post, member)).toBe(1);
      context.clock.advance(30 * 60 * 1000);
      expect(await countView(context, post, member)).toBeUndefined();
      // 00:30 the next day: a new day for the same reader.
      context.clock.advance(60 * 60 * 1000);
      expect(await countView(context, post, member)).toBe(2);
      // The last moment of that day in Seoul is still that day.
      context.clock.set('2026-03-02T14:59:59.999Z');
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
      const visitor = { userId: null, ip: '198.51.100.7', visitor: undefined };
      expect(await countView(context, post, visitor)).toBe(1);
      expect(await countView(context, post, visitor)).toBeUndefined();
      expect(await countView(context, post, { ...visitor, ip: '198.51.100.8' })).toBe(2);
      const key = viewerKey(context.viewerSecret, visitor, '2026-03-03');
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(key).toBe(addressKey(context.viewerSecret, visitor.ip));
      expect(key).not.toBe(viewerKey('another secret', visitor, '2026-03-03'));
      expect(viewerKey(context.viewerSecret, { ...visitor, userId: reader }, '2026-03-03')).toBe(`u:${reader}`);
    });

    it('a visitor with a cookie is a keyed digest of its id from the day after it was issued, stored with the digest of the address only', async () => {
      context.clock.set('2026-03-05T08:00:00.000Z');
      const postId = await addPost(context, author);
      const post = { id: postId, authorId: author };
      const cookieless = { userId: null, ip: '198.51.100.9', visitor: undefined };
      const browser = { ...cookieless, visitor: { id: 'aaaaaaaaaaaaaaaaaaaaaa', issuedOn: '2026-03-05' } };
      // The first read has no cookie yet and counts by address; the cookie issued with it is
      // that address for the rest of the day, so the browser counts once.
      expect(await countView(context, post, cookieless)).toBe(1);
      expect(await countView(context, post, browser)).toBeUndefined();
      expect(viewerKey(context.viewerSecret, browser, '2026-03-05')).toBe(addressKey(context.viewerSecret, browser.ip));
      // A browser whose cookie is older is a reader of its own behind the same address.
      const older = { ...cookieless, visitor: { id: 'bbbbbbbbbbbbbbbbbbbbbb', issuedOn: '2026-03-01' } };
      expect(await countView(context, post, older)).toBe(2);
      expect(await countView(context, post, older)).toBeUndefined();
      // The next day the first browser is its cookie, whatever its address.
      context.clock.set('2026-03-06T08:00:00.000Z');
      expect(await countView(context, post, { ...browser, ip: '203.0.113.50' })).toBe(3);
      expect(await countView(context, post, browser)).toBeUndefined();
      const key = viewerKey(context.viewerSecret, browser, '2026-03-06');
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(key).not.toBe(addressKey(context.viewerSecret, browser.ip));
      const rows = await context.db
        .selectFrom('post_views')
        .select(['viewer_key', 'address_key', 'user_id'])
        .where('post_id', '=', postId)
        .orderBy('created_at')
        .execute();
      expect(rows.map((row) => row.address_key)).toEqual([
        addressKey(context.viewerSecret, '198.51.100.9'),
        addressKey(context.viewerSecret, '198.51.100.9'),
        addressKey(context.viewerSecret, '203.0.113.50'),
      ]);
      for (const row of rows) {
        expect(row.user_id).toBeNull();
        expect(JSON.stringify(row)).not.toMatch(/198\.51|203\.0/);
      }
    });

    it('counts at most VIEW_MAX_VISITORS_PER_ADDRESS visitors per post, address and day', async () => {
      context.clock.set('2026-04-01T12:00:00.000Z');
      const postId = await addPost(context, author);
      const post = { id: postId, authorId: author };
      const limit = context.config.VIEW_MAX_VISITORS_PER_ADDRESS;
      expect(limit).toBe(10);
      // Cookies kept from an earlier day: each is a reader of its own.
      const fresh = (index: number, ip = '192.0.2.1') => ({
        userId: null,
        ip,
        visitor: { id: `visitor${String(index).padStart(15, '0')}`, issuedOn: '2026-03-31' },
      });
      const counted = [];
      for (let index = 0; index < 30; index++) counted.push(await countView(context, post, fresh(index)));
      expect(counted.filter((count) => count !== undefined)).toHaveLength(limit);
      // Cookies issued today, and no cookie, are the address: one more visitor, not counted either.
      expect(
        await countView(context, post, {
          ...fresh(31),
          visitor: { id: 'cccccccccccccccccccccc', issuedOn: '2026-04-01' },
        }),
      ).toBeUndefined();
      expect(await countView(context, post, { userId: null, ip: '192.0.2.1', visitor: undefined })).toBeUndefined();
      // Another address, and a member from the same address, still count.
      expect(await countView(context, post, fresh(30, '192.0.2.2'))).toBe(limit + 1);
      expect(await countView(context, post, { userId: reader, ip: '192.0.2.1', visitor: undefined })).toBe(limit + 2);
      // The next UTC day the address counts again.
      context.clock.set('2026-04-02T00:00:00.000Z');
      expect(await countView(context, post, fresh(29))).toBe(limit + 3);
    });
  });
}
