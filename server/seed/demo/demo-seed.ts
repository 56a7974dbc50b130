import path from 'node:path';
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { tagKey } from '../../../common/validation/post.ts';
import type { Database, UploadsTable } from '../../db/database.ts';
import type { AuthorRef } from './demo-content.ts';
import { type UploadStorage, createLocalStorage } from '../../modules/posts/uploads/storage.ts';
import { viewerKey } from '../../modules/posts/posts/views.ts';
import { newDemoFolder, removeDemoImages, type RenderedImage, storeDemoImages } from './demo-images.ts';
import { planMemberFollows, type PlannedMemberFollow } from './demo-follows.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_MEMBERS, demoEmail, type DemoMember } from './demo-members.ts';
import { type DemoNames, type PlannedPost, planDemo } from './demo-plan.ts';
import { DEMO_LIBRARY } from './demo-posts.ts';
import { demoKnowledge } from './knowledge/data.ts';
import { seedKnowledge } from './knowledge-seed.ts';
import { ensureKeywords, insertInBatches, leafCategories, memberCodes } from './seed-support.ts';
import { excerptOf } from '../../modules/posts/posts/excerpt.ts';

/**
 * The demo community of a brand-new site (DESIGN "Shape": `npm start` serves a living site):
 * members, posts in every grouping and language with images, tags, threads, reactions and
 * views. Runs once: a database that already holds the demo members is left alone. Images are
 * written first and every row in one transaction; a failure removes the images again.
 */
export interface DemoSeedOptions {
  /** DATA_DIR: the images go to its uploads folder, as editor uploads do. */
  dataDir: string;
  /** Where uploads live when not on the local disk of DATA_DIR. */
  storage?: UploadStorage;
  now: Date;
  /** The names the posts mention (SITE_NAME, PROVIDER_NAME, SISTER_PRODUCT_NAME). */
  names?: Partial<DemoNames>;
}

export interface DemoSeedSummary {
  seeded: boolean;
  members: number;
  posts: number;
  replies: number;
  images: number;
  tags: number;
  likes: number;
  bookmarks: number;
  follows: number;
  /** Members following members (issue 35 item 11); `follows` counts post follows. */
  memberFollows: number;
  views: number;
  /** Issue 31: the knowledge areas' guides and answers, and forum posts linking a guide. */
  guides: number;
  answers: number;
  forumGuideLinks: number;
}

const DEFAULT_NAMES: DemoNames = { site: 'Hearth', provider: 'Hearth Analytics', heatmap: 'Hearth Heatmap' };

/** P18's reader key of a member (views.ts); anonymous readers get a digest of the same shape. */
const memberViewerKey = (userId: number) => viewerKey('', { userId, ip: '', visitor: undefined }, '');

export async function hasDemoData(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('user_id', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function seedDemoData(db: Kysely<Database>, options: DemoSeedOptions): Promise<DemoSeedSummary> {
  const empty: DemoSeedSummary = {
    seeded: false,
    members: 0,
    posts: 0,
    replies: 0,
    images: 0,
    tags: 0,
    likes: 0,
    bookmarks: 0,
    follows: 0,
    memberFollows: 0,
    views: 0,
    guides: 0,
    answers: 0,
    forumGuideLinks: 0,
  };
  if (await hasDemoData(db)) return empty;

  const names = { ...DEFAULT_NAMES, ...options.names };
  const plan = planDemo(DEMO_LIBRARY, DEMO_MEMBERS, { now: options.now, names, imageFolder: newDemoFolder() });
  const memberFollows = planMemberFollows(DEMO_MEMBERS, plan, options.now);
  const storage = options.storage ?? createLocalStorage(path.join(options.dataDir, 'uploads'));
  const images = await storeDemoImages(
    storage,
    plan.flatMap((post) => post.images),
  );
  try {
    const tags = await db.transaction().execute((trx) => insertDemo(trx, { plan, memberFollows }, images, options.now));
    // After the posts, which some guides' forum links name.
    const knowledge = await seedKnowledge(db, demoKnowledge(names.provider), { now: options.now });
    return {
      seeded: true,
      members: DEMO_MEMBERS.length,
      posts: plan.length,
      replies: plan.reduce((sum, post) => sum + post.replies.length, 0),
      images: images.length,
      tags,
      likes: plan.reduce(
        (sum, post) => sum + post.likes.length + post.replies.reduce((n, r) => n + r.likes.length, 0),
        0,
      ),
      bookmarks: plan.reduce((sum, post) => sum + post.bookmarks.length, 0),
      follows: plan.reduce((sum, post) => sum + post.follows.length, 0),
      memberFollows: memberFollows.length,
      views: plan.reduce((sum, post) => sum + post.views.length, 0),
      guides: knowledge.guides,
      answers: knowledge.faqs,
      forumGuideLinks: knowledge.forumLinks,
    };
  } catch (error) {
    await removeDemoImages(
      storage,
      images.map((image) => image.storageKey),
    );
    throw error;
  }
}

/** A taken nickname (a real member's, on a database seeded with DEMO_DATA=on) gets a number. */
async function freeNicknames(trx: Transaction<Database>, members: DemoMember[]): Promise<Map<string, string>> {
  const variants = (nick: string) => [
    nick,
    ...Array.from({ length: 19 }, (_, i) => `${[...nick].slice(0, 10).join('')}${i + 2}`),
  ];
  const candidates = members.flatMap((member) => variants(member.nickName).map((nick) => nick.toLowerCase()));
  const rows = await trx
    .selectFrom('users')
    .select(sql<string>`lower(nick_name)`.as('nick'))
    .where(sql`lower(nick_name)`, 'in', candidates)
    .execute();
  const taken = new Set(rows.map((row) => row.nick));
  const out = new Map<string, string>();
  for (const member of members) {
    const nick = variants(member.nickName).find((candidate) => !taken.has(candidate.toLowerCase()));
    if (!nick) throw new Error(`Every variant of the demo nickname ${member.nickName} is taken`);
    taken.add(nick.toLowerCase());
    out.set(member.key, nick);
  }
  return out;
}

async function insertMembers(trx: Transaction<Database>, now: Date): Promise<Map<AuthorRef, number>> {
  const [{ jobs: jobId, types: typeId }, admin] = await Promise.all([
    memberCodes(trx),
    trx.selectFrom('users').select('id').where('admin', '=', true).orderBy('id').executeTakeFirst(),
  ]);
  // What's new is written by administrators (DECISIONS P13); the first start creates one first.
  if (!admin) throw new Error('The demo seed needs an administrator: run ensureAdministrator first');
  const nicknames = await freeNicknames(trx, DEMO_MEMBERS);
  const rows = DEMO_MEMBERS.map((member) => {
    const joined = new Date(now.getTime() - member.joinedDaysAgo * 86_400_000).toISOString();
    const job = jobId.get(member.job);
    if (job === undefined) throw new Error(`Unknown job ${member.job}: seed the reference data first`);
    return {
      user_id: demoEmail(member.key),
      password_hash: null,
      nick_name: nicknames.get(member.key)!,
      job_code_id: job,
      lang: member.lang,
      status: 'active',
      signup_from: 'default',
      agree_privacy_at: joined,
      agree_marketing_at: null,
      mbti_id: member.mbti === null ? null : (typeId.get(member.mbti) ?? null),
      confirmed_at: joined,
      created_at: joined,
      updated_at: joined,
    };
  });
  const inserted = await trx.insertInto('users').values(rows).returning(['id', 'user_id']).execute();
  const byEmail = new Map(inserted.map((row) => [row.user_id, row.id]));
  const ids = new Map<AuthorRef, number>([['admin', admin.id]]);
  for (const member of DEMO_MEMBERS) ids.set(member.key, byEmail.get(demoEmail(member.key))!);
  // P22: a member's personality type brings its character into their collection, as the
  // profile edit does; the profile shows it as their main character.
  const characters = new Map(
    (await trx.selectFrom('mbti_types').select(['id', 'character_key']).execute()).map((row) => [
      row.id,
      row.character_key,
    ]),
  );
  const collected = rows.flatMap((row, index) => {
    const character = row.mbti_id === null ? undefined : characters.get(row.mbti_id);
    return character === undefined || character === 'dough'
      ? []
      : [{ user_id: ids.get(DEMO_MEMBERS[index]!.key)!, character_key: character, acquired_at: row.created_at }];
  });
  if (collected.length > 0) await trx.insertInto('member_characters').values(collected).execute();
  return ids;
}

async function insertDemo(
  trx: Transaction<Database>,
  { plan, memberFollows }: { plan: PlannedPost[]; memberFollows: PlannedMemberFollow[] },
  images: RenderedImage[],
  now: Date,
): Promise<number> {
  const users = await insertMembers(trx, now);
  const user = (ref: AuthorRef) => {
    const id = users.get(ref);
    if (id === undefined) throw new Error(`The demo content names an unknown member "${ref}"`);
    return id;
  };
  const leaves = await leafCategories(trx);
  const keywords = await ensureKeywords(
    trx,
    plan.flatMap((post) => post.tags),
    now.toISOString(),
  );
  const imageByKey = new Map(images.map((image) => [image.storageKey, image]));

  const postKeywords: { post_id: number; keyword_id: number; position: number }[] = [];
  const uploads: Insertable<UploadsTable>[] = [];
  const postLikes: { post_id: number; user_id: number; created_at: string }[] = [];
  const bookmarks: typeof postLikes = [];
  const follows: typeof postLikes = [];
  const views: { post_id: number; viewer_key: string; day: string; user_id: number | null; created_at: string }[] = [];
  const replyLikes: { reply_id: number; user_id: number; created_at: string }[] = [];

  for (const post of plan) {
    const path = leaves.get(post.categoryKey)?.path;
    if (!path) throw new Error(`The demo post "${post.title}" names ${post.categoryKey}, which is not a leaf category`);
    const visibleReplies = post.replies.filter((reply) => !reply.deleted).length;
    const { id: postId } = await trx
      .insertInto('posts')
      .values({
        user_id: user(post.author),
        grouping_type: post.grouping,
        category_id: path[path.length - 1]!,
        category1_id: path[0]!,
        category2_id: path[1] ?? null,
        category3_id: path[2] ?? null,
        lang: post.lang,
        title: post.title,
        content: post.content,
        content_text: post.contentText,
        excerpt: excerptOf(post.contentText),
        admin_content: post.adminContent,
        company_name: post.companyName,
        visibility: 'public',
        guide_id: null,
        thumbnail_url: post.thumbnailUrl,
        reply_count: visibleReplies,
        like_count: post.likes.length,
        bookmark_count: post.bookmarks.length,
        follow_count: post.follows.length,
        view_count: post.views.length,
        created_at: post.createdAt,
        updated_at: post.updatedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    post.tags.forEach((tag, position) => {
      postKeywords.push({ post_id: postId, keyword_id: keywords.get(tagKey(tag))!, position });
    });
    for (const image of post.images) {
      const stored = imageByKey.get(image.storageKey)!;
      uploads.push({
        user_id: user(post.author),
        draft_key: `demo-${post.index}`,
        post_id: postId,
        storage_key: stored.storageKey,
        mime_type: stored.mimeType,
        bytes: stored.bytes,
        width: stored.width,
        height: stored.height,
        created_at: post.createdAt,
      });
    }
    // A reaction comes some time after the post, never after now.
    const after = (i: number, total: number) =>
      new Date(
        Math.min(new Date(post.createdAt).getTime() + ((i + 1) / (total + 1)) * 5 * 86_400_000, now.getTime()),
      ).toISOString();
    post.likes.forEach((ref, i) =>
      postLikes.push({ post_id: postId, user_id: user(ref), created_at: after(i, post.likes.length) }),
    );
    post.bookmarks.forEach((ref, i) =>
      bookmarks.push({ post_id: postId, user_id: user(ref), created_at: after(i, post.bookmarks.length) }),
    );
    post.follows.forEach((ref, i) =>
      follows.push({ post_id: postId, user_id: user(ref), created_at: after(i, post.follows.length) }),
    );
    for (const view of post.views) {
      const viewer = view.member === null ? null : user(view.member);
      views.push({
        post_id: postId,
        viewer_key: viewer === null ? view.anonymousKey! : memberViewerKey(viewer),
        day: view.day,
        user_id: viewer,
        created_at: view.createdAt,
      });
    }

    const replyIds: number[] = [];
    for (const reply of post.replies) {
      const { id } = await trx
        .insertInto('replies')
        .values({
          post_id: postId,
          user_id: user(reply.author),
          parent_id: reply.parentIndex === null ? null : replyIds[reply.parentIndex]!,
          thread_parent_id: reply.threadParentIndex === null ? null : replyIds[reply.threadParentIndex]!,
          depth: reply.depth,
          mention_user_id: reply.mention === null ? null : user(reply.mention),
          content: reply.content,
          content_text: reply.contentText,
          like_count: reply.likes.length,
          status: reply.deleted ? 'deleted' : 'visible',
          deleted_at: reply.deleted ? reply.createdAt : null,
          hidden_at: null,
          created_at: reply.createdAt,
          updated_at: reply.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      replyIds.push(id);
      for (const ref of reply.likes) replyLikes.push({ reply_id: id, user_id: user(ref), created_at: reply.createdAt });
    }
  }

  await insertInBatches(postKeywords, (batch) => trx.insertInto('post_keywords').values(batch).execute());
  await insertInBatches(uploads, (batch) => trx.insertInto('uploads').values(batch).execute());
  await insertInBatches(postLikes, (batch) => trx.insertInto('post_likes').values(batch).execute());
  await insertInBatches(bookmarks, (batch) => trx.insertInto('post_bookmarks').values(batch).execute());
  await insertInBatches(follows, (batch) => trx.insertInto('post_follows').values(batch).execute());
  await insertInBatches(views, (batch) => trx.insertInto('post_views').values(batch).execute());
  await insertInBatches(replyLikes, (batch) => trx.insertInto('reply_likes').values(batch).execute());
  // Follower counts are counted from these rows (members/card-repository.ts): no counter to keep.
  await insertInBatches(
    memberFollows.map((follow) => ({
      follower_id: user(follow.follower),
      following_id: user(follow.following),
      created_at: follow.createdAt,
    })),
    (batch) => trx.insertInto('member_follows').values(batch).execute(),
  );
  return keywords.size;
}
