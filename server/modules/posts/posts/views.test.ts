import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../../lib/events.ts';
import { testDialects } from '../../../test/harness.ts';
import { addPost, createTestPostsContext, insertMember, type TestPostsContext } from '../test-support.ts';
import { countView, viewerKey } from './views.ts';

// P18 without HTTP: one view per reader per post per UTC day of the context's clock.
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
      const member = { userId: reader, ip: '203.0.113.1', userAgent: 'test' };
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

    it('a visitor is a keyed digest of address and browser: another address is another reader', async () => {
      const postId = await addPost(context, author);
      const post = { id: postId, authorId: author };
      const visitor = { userId: null, ip: '198.51.100.7', userAgent: 'browser' };
      expect(await countView(context, post, visitor)).toBe(1);
      expect(await countView(context, post, visitor)).toBeUndefined();
      expect(await countView(context, post, { ...visitor, ip: '198.51.100.8' })).toBe(2);
      const key = viewerKey(context.viewerSecret, visitor);
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(key).not.toBe(viewerKey('another secret', visitor));
      expect(viewerKey(context.viewerSecret, { ...visitor, userId: reader })).toBe(`u:${reader}`);
    });
  });
}
