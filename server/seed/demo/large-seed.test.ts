import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/i18n/locales.ts';
import { sanitizePostHtml, sanitizeReplyHtml } from '../../modules/posts/shared/sanitize.ts';
import { openTestDatabase, testDialects } from '../../test/harness.ts';
import type { DatabaseHandle } from '../../db/connection.ts';
import { seedReferenceData } from '../reference.ts';
import { type LargeSeedSummary, seedLargePosts } from './large-seed.ts';

const count = (rows: { n: number | string | bigint }) => Number(rows.n);

describe.each(testDialects())('large benchmark seed on %s', (dialect) => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let summary: LargeSeedSummary;

  beforeAll(async () => {
    handle = await openTestDatabase(dialect);
    await seedReferenceData(handle.db);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-large-'));
    summary = await seedLargePosts(handle.db, { count: 400, members: 40, batchSize: 150, dataDir });
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the posts asked for over every grouping and language, a few KB each', async () => {
    expect(summary).toMatchObject({ posts: 400, members: 40 });
    const groups = await handle.db
      .selectFrom('posts')
      .select(['grouping_type', 'lang', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['grouping_type', 'lang'])
      .execute();
    expect(groups).toHaveLength(4 * LOCALES.length);
    const posts = await handle.db
      .selectFrom('posts')
      .select(['id', 'content', 'content_text', 'user_id', 'grouping_type'])
      .execute();
    const sizes = posts.map((post) => Buffer.byteLength(post.content));
    expect(sizes.reduce((sum, size) => sum + size, 0) / sizes.length).toBeGreaterThan(2_500);
    const authors = new Set(posts.filter((post) => post.grouping_type !== 'whatsnew').map((post) => post.user_id));
    expect(authors.size).toBeGreaterThan(30);
    // Every post's HTML is exactly what the server's sanitizer keeps, and its text the sanitizer's.
    for (const post of posts.slice(0, 120)) {
      const clean = sanitizePostHtml(post.content);
      expect(clean.html).toBe(post.content);
      expect(clean.text).toBe(post.content_text);
    }
  });

  it('keeps every counter equal to the rows it counts', async () => {
    const mismatched = await handle.db
      .selectFrom('posts')
      .select('id')
      .where((eb) =>
        eb.or([
          eb(
            'reply_count',
            '!=',
            eb
              .selectFrom('replies')
              .select(eb.fn.countAll<number>().as('n'))
              .whereRef('replies.post_id', '=', 'posts.id'),
          ),
          eb(
            'like_count',
            '!=',
            eb
              .selectFrom('post_likes')
              .select(eb.fn.countAll<number>().as('n'))
              .whereRef('post_likes.post_id', '=', 'posts.id'),
          ),
          eb(
            'bookmark_count',
            '!=',
            eb
              .selectFrom('post_bookmarks')
              .select(eb.fn.countAll<number>().as('n'))
              .whereRef('post_bookmarks.post_id', '=', 'posts.id'),
          ),
          eb(
            'follow_count',
            '!=',
            eb
              .selectFrom('post_follows')
              .select(eb.fn.countAll<number>().as('n'))
              .whereRef('post_follows.post_id', '=', 'posts.id'),
          ),
          eb(
            'view_count',
            '!=',
            eb
              .selectFrom('post_views')
              .select(eb.fn.countAll<number>().as('n'))
              .whereRef('post_views.post_id', '=', 'posts.id'),
          ),
        ]),
      )
      .execute();
    expect(mismatched).toEqual([]);
    const replies = await handle.db
      .selectFrom('replies')
      .select(['id', 'like_count', 'depth', 'parent_id', 'thread_parent_id', 'content'])
      .select((eb) =>
        eb
          .selectFrom('reply_likes')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('reply_likes.reply_id', '=', 'replies.id')
          .as('likes'),
      )
      .execute();
    expect(replies.length).toBe(summary.replies);
    expect(replies.some((reply) => reply.depth === 2)).toBe(true);
    for (const reply of replies) {
      expect(reply.like_count).toBe(Number(reply.likes));
      expect(reply.thread_parent_id).toBe(reply.parent_id);
      expect(reply.depth).toBe(reply.parent_id === null ? 1 : 2);
      expect(sanitizeReplyHtml(reply.content).html).toBe(reply.content);
    }
    const likes = await handle.db
      .selectFrom('post_likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count(likes)).toBeGreaterThan(400);
  });

  it('links images, tags and leaf categories the way the services store them', async () => {
    const uploads = await handle.db.selectFrom('uploads').selectAll().execute();
    expect(uploads.length).toBe(summary.images);
    for (const upload of uploads) {
      expect(fs.statSync(path.join(dataDir, 'uploads', ...upload.storage_key.split('/'))).size).toBe(upload.bytes);
      const owner = await handle.db
        .selectFrom('posts')
        .select('content')
        .where('id', '=', upload.post_id!)
        .executeTakeFirstOrThrow();
      expect(owner.content).toContain(`/uploads/${upload.storage_key}`);
    }
    const thumbnails = await handle.db
      .selectFrom('posts')
      .select(['thumbnail_url', 'content'])
      .where('thumbnail_url', 'is not', null)
      .execute();
    expect(thumbnails.length).toBeGreaterThan(50);
    for (const post of thumbnails) expect(sanitizePostHtml(post.content).imageUrls[0]).toBe(post.thumbnail_url);

    const links = await handle.db
      .selectFrom('post_keywords')
      .select(['post_id', 'position'])
      .orderBy('post_id')
      .orderBy('position')
      .execute();
    const positions = new Map<number, number[]>();
    for (const link of links) positions.set(link.post_id, [...(positions.get(link.post_id) ?? []), link.position]);
    for (const list of positions.values()) expect(list).toEqual(list.map((_, index) => index));

    const parents = await handle.db
      .selectFrom('categories')
      .select('parent_id')
      .where('parent_id', 'is not', null)
      .execute();
    const leafless = await handle.db
      .selectFrom('posts')
      .select('id')
      .where(
        'category_id',
        'in',
        parents.map((row) => row.parent_id!),
      )
      .execute();
    expect(leafless).toEqual([]);
  });

  it('adds more posts on a second run and reuses its members', async () => {
    const second = await seedLargePosts(handle.db, { count: 50, members: 40, seed: 'again' });
    expect(second).toMatchObject({ posts: 50, members: 40, images: 0 });
    const posts = await handle.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count(posts)).toBe(450);
    const members = await handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('admin', '=', false)
      .executeTakeFirstOrThrow();
    expect(count(members)).toBe(40);
  });
});
