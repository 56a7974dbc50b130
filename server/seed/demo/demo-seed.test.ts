import { demoFaqs } from './knowledge/faqs.ts';
import { demoForumLinks } from './knowledge/forum-links.ts';
import { demoGuides } from './knowledge/guides.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/i18n/locales.ts';
import { sanitizePostHtml, sanitizeReplyHtml } from '../../modules/posts/shared/sanitize.ts';
import { expectNoRunnableScript } from '../../test/no-script.ts';
import { openTestDatabase, testDialects } from '../../test/harness.ts';
import type { DatabaseHandle } from '../../db/connection.ts';
import { toIso } from '../../db/normalize.ts';
import { seedReferenceData } from '../reference.ts';
import { findCardRows } from '../../modules/members/card-repository.ts';
import { DEMO_MEMBERS } from './demo-members.ts';
import { type DemoSeedSummary, seedDemoData } from './demo-seed.ts';
import { shouldSeedDemo } from './should-seed.ts';

const GROUPINGS = ['forum', 'casestudy', 'careers', 'whatsnew'] as const;
const NOW = new Date('2026-11-25T09:00:00.000Z');
const DAY = 86_400_000;

describe('when the demo community is seeded', () => {
  it('seeds a brand-new embedded database, PostgreSQL only when asked, never when turned off', () => {
    const fresh = { dialect: 'sqlite' as const, applied: 4, total: 4 };
    expect(shouldSeedDemo({ ...fresh, demoData: undefined })).toBe(true);
    expect(shouldSeedDemo({ ...fresh, demoData: false })).toBe(false);
    expect(shouldSeedDemo({ ...fresh, applied: 1, demoData: undefined })).toBe(false);
    expect(shouldSeedDemo({ ...fresh, applied: 0, demoData: true })).toBe(true);
    expect(shouldSeedDemo({ ...fresh, dialect: 'postgres', demoData: undefined })).toBe(false);
    expect(shouldSeedDemo({ ...fresh, dialect: 'postgres', demoData: true })).toBe(true);
  });
});

describe.each(testDialects())('demo seed on %s', (dialect) => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let summary: DemoSeedSummary;
  let adminId: number;

  beforeAll(async () => {
    handle = await openTestDatabase(dialect);
    await seedReferenceData(handle.db);
    const admin = await handle.db
      .insertInto('users')
      .values({ user_id: 'admin@hearth.local', password_hash: null, nick_name: 'admin', admin: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    adminId = admin.id;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-demo-'));
    summary = await seedDemoData(handle.db, { dataDir, now: NOW });
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds members with jobs and characters, and posts in every grouping and language', async () => {
    expect(summary).toMatchObject({ seeded: true, members: DEMO_MEMBERS.length });
    const members = await handle.db
      .selectFrom('users')
      .leftJoin('mbti_types', 'mbti_types.id', 'users.mbti_id')
      .select(['users.job_code_id', 'users.password_hash', 'mbti_types.character_key'])
      .where('users.admin', '=', false)
      .execute();
    expect(members).toHaveLength(DEMO_MEMBERS.length);
    expect(members.every((member) => member.job_code_id !== null && member.password_hash === null)).toBe(true);
    expect(new Set(members.map((member) => member.character_key ?? 'dough'))).toEqual(
      new Set(['dough', 'muffin', 'donut', 'loaf', 'baguette']),
    );
    // P22: each type's character is in its member's collection (dough is everyone's, no row).
    const missing = await handle.db
      .selectFrom('users')
      .innerJoin('mbti_types', 'mbti_types.id', 'users.mbti_id')
      .leftJoin('member_characters', (join) =>
        join
          .onRef('member_characters.user_id', '=', 'users.id')
          .onRef('member_characters.character_key', '=', 'mbti_types.character_key'),
      )
      .select('users.id')
      .where('mbti_types.character_key', '!=', 'dough')
      .where('member_characters.user_id', 'is', null)
      .execute();
    expect(missing).toEqual([]);
    expect(
      Number(
        (
          await handle.db
            .selectFrom('member_characters')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThan(0);

    const counts = await handle.db
      .selectFrom('posts')
      .select(['grouping_type', 'lang', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['grouping_type', 'lang'])
      .execute();
    for (const lang of LOCALES) {
      for (const grouping of GROUPINGS) {
        const row = counts.find((count) => count.lang === lang && count.grouping_type === grouping);
        expect(Number(row?.count ?? 0), `${grouping} in ${lang}`).toBeGreaterThanOrEqual(8);
      }
    }
    expect(summary.posts).toBe(counts.reduce((sum, row) => sum + Number(row.count), 0));

    const whatsnew = await handle.db
      .selectFrom('posts')
      .select('user_id')
      .where('grouping_type', '=', 'whatsnew')
      .execute();
    expect(new Set(whatsnew.map((post) => post.user_id))).toEqual(new Set([adminId]));
    const careers = await handle.db
      .selectFrom('posts')
      .select('company_name')
      .where('grouping_type', '=', 'careers')
      .execute();
    expect(careers.every((post) => (post.company_name ?? '').length > 0)).toBe(true);
  });

  it('keeps every counter equal to the rows it counts', async () => {
    const posts = await handle.db
      .selectFrom('posts')
      .select([
        'id',
        'reply_count',
        'like_count',
        'bookmark_count',
        'follow_count',
        'view_count',
        (eb) =>
          eb
            .selectFrom('replies')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('replies.post_id', '=', 'posts.id')
            .where('replies.status', '!=', 'deleted')
            .as('replies'),
        (eb) =>
          eb
            .selectFrom('post_likes')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('post_likes.post_id', '=', 'posts.id')
            .as('likes'),
        (eb) =>
          eb
            .selectFrom('post_bookmarks')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('post_bookmarks.post_id', '=', 'posts.id')
            .as('bookmarks'),
        (eb) =>
          eb
            .selectFrom('post_follows')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('post_follows.post_id', '=', 'posts.id')
            .as('follows'),
        (eb) =>
          eb
            .selectFrom('post_views')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('post_views.post_id', '=', 'posts.id')
            .as('views'),
      ])
      .execute();
    for (const post of posts) {
      expect(
        [post.reply_count, post.like_count, post.bookmark_count, post.follow_count, post.view_count],
        `post ${post.id}`,
      ).toEqual([
        Number(post.replies),
        Number(post.likes),
        Number(post.bookmarks),
        Number(post.follows),
        Number(post.views),
      ]);
    }
    expect(posts.some((post) => post.like_count > 5 && post.view_count > 100)).toBe(true);

    const replies = await handle.db
      .selectFrom('replies')
      .select([
        'id',
        'like_count',
        (eb) =>
          eb
            .selectFrom('reply_likes')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('reply_likes.reply_id', '=', 'replies.id')
            .as('likes'),
      ])
      .execute();
    for (const reply of replies) expect(reply.like_count, `reply ${reply.id}`).toBe(Number(reply.likes));
    expect(replies.some((reply) => reply.like_count > 0)).toBe(true);

    // Nobody reacts to their own post (OWN_CONTENT).
    const own = await handle.db
      .selectFrom('post_likes')
      .innerJoin('posts', 'posts.id', 'post_likes.post_id')
      .select('posts.id')
      .whereRef('posts.user_id', '=', 'post_likes.user_id')
      .execute();
    expect(own).toEqual([]);
  });

  it('has members follow members, so that profiles show followers counted from the rows (issue 35 item 11)', async () => {
    const rows = await handle.db
      .selectFrom('member_follows')
      .innerJoin('users as follower', 'follower.id', 'member_follows.follower_id')
      .innerJoin('users as following', 'following.id', 'member_follows.following_id')
      .select([
        'member_follows.follower_id',
        'member_follows.following_id',
        'member_follows.created_at',
        'follower.created_at as follower_joined',
        'following.created_at as following_joined',
        'following.admin as following_admin',
      ])
      .execute();
    expect(rows.length).toBe(summary.memberFollows);
    expect(rows.length).toBeGreaterThanOrEqual(DEMO_MEMBERS.length * 3);
    expect(rows.filter((row) => row.follower_id === row.following_id)).toEqual([]);
    expect(rows.filter((row) => row.following_admin)).toEqual([]);
    expect(new Set(rows.map((row) => `${row.follower_id}>${row.following_id}`)).size).toBe(rows.length);
    for (const row of rows) {
      const at = toIso(row.created_at);
      expect(at >= toIso(row.follower_joined) && at >= toIso(row.following_joined) && at <= NOW.toISOString()).toBe(
        true,
      );
    }

    // What a profile and a card show: the followers counted by the members module, per member.
    const members = await handle.db.selectFrom('users').select('id').where('admin', '=', false).execute();
    const cards = await findCardRows(
      handle.db,
      members.map((member) => member.id),
    );
    const followersOf = (id: number) => rows.filter((row) => row.following_id === id).length;
    expect(cards.map((card) => [card.id, card.followerCount])).toEqual(
      cards.map((card) => [card.id, followersOf(card.id)]),
    );
    // Believable: most members have followers, and some have clearly more than others.
    const counts = cards.map((card) => card.followerCount);
    expect(counts.filter((count) => count > 0).length).toBeGreaterThanOrEqual(Math.ceil(members.length * 0.8));
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(2 * Math.max(1, Math.min(...counts)));
  });

  it('places posts in leaf categories of their grouping with the ancestors filled by depth', async () => {
    const categories = await handle.db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'depth', 'grouping_type'])
      .execute();
    const byId = new Map(categories.map((category) => [category.id, category]));
    const parents = new Set(categories.map((category) => category.parent_id));
    const posts = await handle.db
      .selectFrom('posts')
      .select(['grouping_type', 'category_id', 'category1_id', 'category2_id', 'category3_id'])
      .execute();
    for (const post of posts) {
      const leaf = byId.get(post.category_id)!;
      expect(parents.has(leaf.id)).toBe(false);
      expect(leaf.grouping_type).toBe(post.grouping_type);
      const path: number[] = [];
      for (
        let at: typeof leaf | undefined = leaf;
        at;
        at = at.parent_id === null ? undefined : byId.get(at.parent_id)
      ) {
        path.unshift(at.id);
      }
      expect([post.category1_id, post.category2_id, post.category3_id]).toEqual([
        path[0],
        path[1] ?? null,
        path[2] ?? null,
      ]);
    }
  });

  it('stores exactly the HTML the sanitizer keeps, with figures, tables, headings, quotes and an embed', async () => {
    const posts = await handle.db
      .selectFrom('posts')
      .select(['id', 'content', 'content_text', 'thumbnail_url'])
      .execute();
    for (const post of posts) {
      const clean = sanitizePostHtml(post.content);
      expect(clean.html, `post ${post.id}`).toBe(post.content);
      expect(clean.text).toBe(post.content_text);
      expect(post.content_text.length).toBeGreaterThan(40);
      expect(post.thumbnail_url).toBe(clean.imageUrls[0] ?? null);
      expectNoRunnableScript(post.content);
    }
    const all = posts.map((post) => post.content).join('');
    for (const part of [
      '<figure data-align="center"><img src="/uploads/demo/',
      '<figcaption>',
      '<table>',
      '<h2>',
      '<blockquote>',
      '<ol>',
    ]) {
      expect(all).toContain(part);
    }
    expect(all).toContain('<div data-embed="youtube"><iframe src="https://www.youtube-nocookie.com/embed/');

    const replies = await handle.db.selectFrom('replies').select(['content', 'content_text']).execute();
    for (const reply of replies) {
      expect(sanitizeReplyHtml(reply.content).html).toBe(reply.content);
      expect(reply.content_text).not.toBe('');
      expectNoRunnableScript(reply.content);
    }
  });

  it('stores every image as an upload of its post, on disk under DATA_DIR/uploads', async () => {
    const posts = await handle.db.selectFrom('posts').select(['id', 'user_id', 'content']).execute();
    const uploads = await handle.db.selectFrom('uploads').selectAll().execute();
    expect(uploads.length).toBe(summary.images);
    expect(uploads.length).toBeGreaterThanOrEqual(30);
    for (const post of posts) {
      const urls = sanitizePostHtml(post.content).imageUrls;
      const own = uploads.filter((upload) => upload.post_id === post.id);
      expect(own.map((upload) => `/uploads/${upload.storage_key}`).sort()).toEqual([...urls].sort());
      expect(own.every((upload) => upload.user_id === post.user_id)).toBe(true);
    }
    for (const upload of uploads) {
      const file = path.join(dataDir, 'uploads', ...upload.storage_key.split('/'));
      expect(fs.statSync(file).size).toBe(upload.bytes);
      expect(upload).toMatchObject({ mime_type: 'image/webp', width: 1200, height: 675 });
      expect(fs.readFileSync(file).subarray(8, 12).toString()).toBe('WEBP');
    }
  });

  it('threads replies three levels deep, deeper answers staying at the third with a mention', async () => {
    const replies = await handle.db.selectFrom('replies').selectAll().orderBy('id').execute();
    const byId = new Map(replies.map((reply) => [reply.id, reply]));
    for (const reply of replies) {
      const parent = reply.parent_id === null ? undefined : byId.get(reply.parent_id);
      if (!parent) {
        expect(reply).toMatchObject({ depth: 1, thread_parent_id: null, mention_user_id: null });
        continue;
      }
      expect(parent.post_id).toBe(reply.post_id);
      expect(toIso(reply.created_at) > toIso(parent.created_at)).toBe(true);
      if (parent.depth < 3) {
        expect(reply).toMatchObject({ depth: parent.depth + 1, thread_parent_id: parent.id, mention_user_id: null });
      } else {
        expect(reply).toMatchObject({
          depth: 3,
          thread_parent_id: parent.thread_parent_id,
          mention_user_id: parent.user_id,
        });
      }
    }
    for (const lang of LOCALES) {
      const mentions = await handle.db
        .selectFrom('replies')
        .innerJoin('posts', 'posts.id', 'replies.post_id')
        .select('replies.id')
        .where('posts.lang', '=', lang)
        .where('replies.mention_user_id', 'is not', null)
        .execute();
      expect(mentions.length, `mentions in ${lang}`).toBeGreaterThan(0);
    }
    expect(replies.some((reply) => reply.status === 'deleted')).toBe(true);
  });

  it('tags posts with their keywords in order and spreads dates over the last months', async () => {
    const links = await handle.db
      .selectFrom('post_keywords')
      .select(['post_id', 'position'])
      .orderBy('post_id')
      .orderBy('position')
      .execute();
    const positions = new Map<number, number[]>();
    for (const link of links) positions.set(link.post_id, [...(positions.get(link.post_id) ?? []), link.position]);
    expect(positions.size).toBe(summary.posts);
    for (const list of positions.values()) expect(list).toEqual(list.map((_, index) => index));
    const shared = await handle.db
      .selectFrom('post_keywords')
      .select(['keyword_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('keyword_id')
      .having(sql`count(*)`, '>', 1)
      .execute();
    expect(shared.length).toBeGreaterThan(5);

    const posts = await handle.db.selectFrom('posts').select(['created_at', 'updated_at']).execute();
    const times = posts.map((post) => new Date(toIso(post.created_at)).getTime());
    expect(Math.max(...times)).toBeLessThan(NOW.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(120 * DAY);
    const members = await handle.db.selectFrom('users').select('created_at').where('admin', '=', false).execute();
    const firstPost = Math.min(...times);
    expect(members.every((member) => new Date(toIso(member.created_at)).getTime() < firstPost)).toBe(true);
  });

  it('writes the knowledge areas and links forum questions to their guides (issue 31)', async () => {
    expect(summary.guides).toBe(demoGuides.length);
    expect(summary.answers).toBe(demoFaqs.length);
    expect(summary.forumGuideLinks).toBe(demoForumLinks.length);
    const linked = await handle.db
      .selectFrom('posts')
      .innerJoin('knowledge_articles', 'knowledge_articles.id', 'posts.guide_id')
      .select([
        'posts.grouping_type',
        'knowledge_articles.kind',
        'knowledge_articles.status',
        'posts.solomon_reference',
      ])
      .execute();
    expect(linked).toHaveLength(demoForumLinks.length);
    expect(
      linked.every((row) => row.grouping_type === 'forum' && row.kind === 'guide' && row.status === 'published'),
    ).toBe(true);
    expect(linked.filter((row) => Boolean(row.solomon_reference))).toHaveLength(
      demoForumLinks.filter((link) => link.reference).length,
    );
  });

  it('never seeds twice', async () => {
    const before = await handle.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const again = await seedDemoData(handle.db, { dataDir, now: new Date(NOW.getTime() + DAY) });
    expect(again.seeded).toBe(false);
    const after = await handle.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe.each(testDialects())('demo seed asked for on a database in use, on %s', (dialect) => {
  it('keeps the real members and their nicknames, numbering a demo nickname that is taken', async () => {
    const handle = await openTestDatabase(dialect);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-demo-'));
    try {
      await seedReferenceData(handle.db);
      await handle.db
        .insertInto('users')
        .values([
          { user_id: 'admin@example.com', password_hash: null, nick_name: 'boss', admin: true },
          { user_id: 'dana@example.com', password_hash: null, nick_name: 'datadana', admin: false },
        ])
        .execute();
      const summary = await seedDemoData(handle.db, { dataDir, now: NOW });
      expect(summary.seeded).toBe(true);
      const nicknames = await handle.db.selectFrom('users').select(['user_id', 'nick_name']).execute();
      expect(nicknames).toContainEqual({ user_id: 'dana@example.com', nick_name: 'datadana' });
      expect(nicknames).toContainEqual({ user_id: 'en-dana@demo.hearth.local', nick_name: 'DataDana2' });
    } finally {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
