import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import type { PostSort } from '../../../common/validation/post.ts';
import type { Database } from '../../db/database.ts';
import { toBool, toIso } from '../../db/normalize.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { EXCERPT_LENGTH, excerptOf } from './excerpt.ts';

/**
 * The reads of posts: lists, one post, member lists. Lists are benchmarked, so each reads only
 * the columns a card shows (a 200-character slice of the text, never the content) and loads
 * tags, authors and categories for a whole page at once: a fixed number of queries per page.
 */
type Db = Kysely<Database>;
type Reader = Pick<Viewer, 'id' | 'admin'> | null;

export interface PostCardRow {
  id: number;
  authorId: number;
  type: PostGroupingType;
  lang: Locale;
  title: string;
  excerpt: string;
  companyName: string | null;
  thumbnailUrl: string | null;
  categoryIds: number[];
  replyCount: number;
  likeCount: number;
  bookmarkCount: number;
  viewCount: number;
  visibility: 'public' | 'private';
  status: 'visible' | 'hidden' | 'deleted';
  createdAt: string;
  updatedAt: string;
}

export interface PostDetailRow extends PostCardRow {
  content: string;
  adminContent: string | null;
  followCount: number;
  guideId: number | null;
  solomonReference: boolean;
}

export interface CategoryName {
  id: number;
  key: string;
  depth: number;
  names: Record<Locale, string>;
}

export interface Page {
  limit: number;
  offset: number;
}

const cardColumns = [
  'posts.id',
  'posts.user_id',
  'posts.grouping_type',
  'posts.lang',
  'posts.title',
  'posts.company_name',
  'posts.thumbnail_url',
  'posts.category1_id',
  'posts.category2_id',
  'posts.category3_id',
  'posts.reply_count',
  'posts.like_count',
  'posts.bookmark_count',
  'posts.view_count',
  'posts.visibility',
  'posts.status',
  'posts.created_at',
  'posts.updated_at',
] as const;

// Kept when the post is written (excerpt.ts): a list never reads the text itself.
const excerptColumn = 'posts.excerpt' as const;

interface RawCard {
  id: number;
  user_id: number;
  grouping_type: string;
  lang: string;
  title: string;
  excerpt: string;
  company_name: string | null;
  thumbnail_url: string | null;
  category1_id: number;
  category2_id: number | null;
  category3_id: number | null;
  reply_count: number;
  like_count: number;
  bookmark_count: number;
  view_count: number;
  visibility: string;
  status: string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** STYLE 3: one mapping from rows to domain objects, identical on both engines. */
function toCardRow(row: RawCard): PostCardRow {
  return {
    id: row.id,
    authorId: row.user_id,
    type: row.grouping_type as PostGroupingType,
    lang: row.lang as Locale,
    title: row.title,
    excerpt: row.excerpt,
    companyName: row.company_name,
    thumbnailUrl: row.thumbnail_url,
    categoryIds: [row.category1_id, row.category2_id, row.category3_id].filter((id): id is number => id !== null),
    replyCount: Number(row.reply_count),
    likeCount: Number(row.like_count),
    bookmarkCount: Number(row.bookmark_count),
    viewCount: Number(row.view_count),
    visibility: row.visibility as PostCardRow['visibility'],
    status: row.status as PostCardRow['status'],
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

const countOf = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/**
 * What a reader may see of a member's or a reaction's posts: never deleted ones; private and
 * report-hidden ones only as their author or an administrator (P14, P16).
 */
function seenBy(reader: Reader) {
  return (eb: ExpressionBuilder<Database, 'posts'>) => {
    const alive = eb('posts.status', '<>', 'deleted');
    if (reader?.admin) return alive;
    const open = eb.and([eb('posts.visibility', '=', 'public'), eb('posts.status', '=', 'visible')]);
    return eb.and([alive, reader ? eb.or([open, eb('posts.user_id', '=', reader.id)]) : open]);
  };
}

// ---------------------------------------------------------------- lists

/** The depth of a category, which says which copied column of posts filters on it. */
export async function findCategoryDepth(db: Db, categoryId: number): Promise<number | undefined> {
  const row = await db.selectFrom('categories').select('depth').where('id', '=', categoryId).executeTakeFirst();
  return row?.depth;
}

export interface PublicListQuery extends Page {
  type: PostGroupingType;
  lang: Locale;
  category?: { id: number; depth: number };
  sort: PostSort;
}

/** /api/post/get_list: public, visible posts of one grouping and language (index posts_list_new). */
export async function listPublicPosts(db: Db, query: PublicListQuery): Promise<{ rows: PostCardRow[]; total: number }> {
  let base = db
    .selectFrom('posts')
    .where('posts.grouping_type', '=', query.type)
    .where('posts.lang', '=', query.lang)
    .where('posts.status', '=', 'visible')
    .where('posts.visibility', '=', 'public');
  if (query.category) {
    const column = (['posts.category1_id', 'posts.category2_id', 'posts.category3_id'] as const)[
      query.category.depth - 1
    ];
    if (!column) return { rows: [], total: 0 };
    base = base.where(column, '=', query.category.id);
  }
  let select = base.select([...cardColumns, excerptColumn]);
  if (query.sort === 'view') select = select.orderBy('posts.view_count', 'desc');
  if (query.sort === 'like') select = select.orderBy('posts.like_count', 'desc');
  const [rows, total] = await Promise.all([
    select
      .orderBy('posts.created_at', 'desc')
      .orderBy('posts.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows.map(toCardRow), total: countOf(total) };
}

/**
 * /api/post/get_recommand_list: public posts of the language by what happened to them in the
 * window (replies, likes and bookmarks given, views counted), newest first among equals. Only
 * the window's rows are aggregated; when fewer posts had any engagement, the newest fill in.
 */
export async function listRecommendedPosts(
  db: Db,
  query: { lang: Locale; since: string; sinceDay: string; limit: number },
): Promise<PostCardRow[]> {
  const engagement = db
    .selectFrom('replies')
    .select('post_id')
    .where('created_at', '>=', query.since)
    .where('status', '<>', 'deleted')
    .unionAll(db.selectFrom('post_likes').select('post_id').where('created_at', '>=', query.since))
    .unionAll(db.selectFrom('post_bookmarks').select('post_id').where('created_at', '>=', query.since))
    .unionAll(db.selectFrom('post_views').select('post_id').where('day', '>=', query.sinceDay));
  const scored = db
    .selectFrom(engagement.as('e'))
    .select((eb) => ['e.post_id', eb.fn.countAll<number>().as('score')])
    .groupBy('e.post_id');
  const ranked = await db
    .selectFrom('posts')
    .innerJoin(scored.as('s'), 's.post_id', 'posts.id')
    .select([...cardColumns, excerptColumn])
    .where('posts.lang', '=', query.lang)
    .where('posts.status', '=', 'visible')
    .where('posts.visibility', '=', 'public')
    .orderBy('s.score', 'desc')
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(query.limit)
    .execute();
  const rows = ranked.map(toCardRow);
  if (rows.length >= query.limit) return rows;
  let newest = db
    .selectFrom('posts')
    .select([...cardColumns, excerptColumn])
    .where('posts.lang', '=', query.lang)
    .where('posts.status', '=', 'visible')
    .where('posts.visibility', '=', 'public');
  if (rows.length > 0) {
    newest = newest.where(
      'posts.id',
      'not in',
      rows.map((row) => row.id),
    );
  }
  const fill = await newest
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(query.limit - rows.length)
    .execute();
  return [...rows, ...fill.map(toCardRow)];
}

/** /api/post/get_blog_list: the newest public posts of one grouping and language. */
export async function listLatestPublicPosts(
  db: Db,
  query: { type: PostGroupingType; lang: Locale; limit: number },
): Promise<PostCardRow[]> {
  const rows = await db
    .selectFrom('posts')
    .select([...cardColumns, excerptColumn])
    .where('posts.grouping_type', '=', query.type)
    .where('posts.lang', '=', query.lang)
    .where('posts.status', '=', 'visible')
    .where('posts.visibility', '=', 'public')
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(query.limit)
    .execute();
  return rows.map(toCardRow);
}

// ---------------------------------------------------------------- member lists

export async function memberExists(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** /api/user/post: a member's posts in every language, newest first, as this reader may see them. */
export async function listMemberPosts(
  db: Db,
  query: Page & { userId: number; reader: Reader },
): Promise<{ rows: PostCardRow[]; total: number }> {
  const base = db.selectFrom('posts').where('posts.user_id', '=', query.userId).where(seenBy(query.reader));
  const [rows, total] = await Promise.all([
    base
      .select([...cardColumns, excerptColumn])
      .orderBy('posts.created_at', 'desc')
      .orderBy('posts.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows.map(toCardRow), total: countOf(total) };
}

export interface MemberReplyRow {
  id: number;
  post: { id: number; type: PostGroupingType; title: string };
  contentText: string;
  hasImage: boolean;
  likeCount: number;
  hidden: boolean;
  createdAt: string;
}

/**
 * /api/user/post_reply: a member's replies that are not deleted (report-hidden ones only for
 * the member and administrators), on posts this reader can see.
 */
export async function listMemberReplies(
  db: Db,
  query: Page & { userId: number; reader: Reader },
): Promise<{ rows: MemberReplyRow[]; total: number }> {
  const insider = query.reader !== null && (query.reader.admin || query.reader.id === query.userId);
  const base = db
    .selectFrom('replies')
    .innerJoin('posts', 'posts.id', 'replies.post_id')
    .where('replies.user_id', '=', query.userId)
    .where('replies.status', 'in', insider ? ['visible', 'hidden'] : ['visible'])
    .where(seenBy(query.reader));
  const [rows, total] = await Promise.all([
    base
      .select([
        'replies.id',
        'replies.post_id',
        'posts.grouping_type',
        'posts.title',
        sql<string>`substr(replies.content_text, 1, ${sql.lit(EXCERPT_LENGTH)})`.as('excerpt'),
        sql<number>`case when replies.content like ${'%<img%'} then 1 else 0 end`.as('has_image'),
        'replies.like_count',
        'replies.status',
        'replies.created_at',
      ])
      .orderBy('replies.created_at', 'desc')
      .orderBy('replies.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      post: { id: row.post_id, type: row.grouping_type as PostGroupingType, title: row.title },
      contentText: excerptOf(row.excerpt),
      hasImage: Number(row.has_image) === 1,
      likeCount: Number(row.like_count),
      hidden: row.status === 'hidden',
      createdAt: toIso(row.created_at),
    })),
    total: countOf(total),
  };
}

/** /api/user/bookmark and /api/user/post_follow: the reader's own, newest reaction first. */
export async function listReactedPosts(
  db: Db,
  query: Page & { table: 'post_bookmarks' | 'post_follows'; reader: NonNullable<Reader> },
): Promise<{ rows: PostCardRow[]; total: number }> {
  const base = db
    .selectFrom(`${query.table} as reaction`)
    .innerJoin('posts', 'posts.id', 'reaction.post_id')
    .where('reaction.user_id', '=', query.reader.id)
    .where(seenBy(query.reader));
  const [rows, total] = await Promise.all([
    base
      .select([...cardColumns, excerptColumn])
      .orderBy('reaction.created_at', 'desc')
      .orderBy('posts.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows.map(toCardRow), total: countOf(total) };
}

// ---------------------------------------------------------------- one post

export async function findPostDetail(db: Db, postId: number): Promise<PostDetailRow | undefined> {
  const row = await db
    .selectFrom('posts')
    .select([
      ...cardColumns,
      excerptColumn,
      'posts.content',
      'posts.admin_content',
      'posts.follow_count',
      'posts.guide_id',
      'posts.solomon_reference',
    ])
    .where('posts.id', '=', postId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toCardRow(row),
    content: row.content,
    adminContent: row.admin_content,
    followCount: Number(row.follow_count),
    guideId: row.guide_id,
    solomonReference: toBool(row.solomon_reference),
  };
}

export interface ViewerState {
  liked: boolean;
  bookmarked: boolean;
  followed: boolean;
  reported: boolean;
}

export const NO_VIEWER_STATE: ViewerState = { liked: false, bookmarked: false, followed: false, reported: false };

/** The member's own state on one post, in one query. */
export async function findViewerState(db: Db, postId: number, userId: number): Promise<ViewerState> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb.selectFrom('post_likes').select('post_id').where('post_id', '=', postId).where('user_id', '=', userId),
        )
        .as('liked'),
      eb
        .exists(
          eb.selectFrom('post_bookmarks').select('post_id').where('post_id', '=', postId).where('user_id', '=', userId),
        )
        .as('bookmarked'),
      eb
        .exists(
          eb.selectFrom('post_follows').select('post_id').where('post_id', '=', postId).where('user_id', '=', userId),
        )
        .as('followed'),
      eb
        .exists(
          eb
            .selectFrom('reports')
            .select('id')
            .where('target_type', '=', 'post')
            .where('target_id', '=', postId)
            .where('reporter_id', '=', userId),
        )
        .as('reported'),
    ])
    .executeTakeFirstOrThrow();
  return {
    liked: toBool(row.liked as boolean | number),
    bookmarked: toBool(row.bookmarked as boolean | number),
    followed: toBool(row.followed as boolean | number),
    reported: toBool(row.reported as boolean | number),
  };
}

// ---------------------------------------------------------------- what cards show beside the row

/** The tags of many posts in one query, in their written order. */
export async function loadPostTags(db: Db, postIds: number[]): Promise<Map<number, string[]>> {
  const tags = new Map<number, string[]>();
  if (postIds.length === 0) return tags;
  const rows = await db
    .selectFrom('post_keywords')
    .innerJoin('keywords', 'keywords.id', 'post_keywords.keyword_id')
    .select(['post_keywords.post_id', 'keywords.keyword'])
    .where('post_keywords.post_id', 'in', [...new Set(postIds)])
    .orderBy('post_keywords.post_id')
    .orderBy('post_keywords.position')
    .execute();
  for (const row of rows) {
    const list = tags.get(row.post_id) ?? [];
    list.push(row.keyword);
    tags.set(row.post_id, list);
  }
  return tags;
}

/** The categories of many posts in one query. */
export async function loadCategoryNames(db: Db, categoryIds: number[]): Promise<Map<number, CategoryName>> {
  const categories = new Map<number, CategoryName>();
  if (categoryIds.length === 0) return categories;
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'key', 'depth', 'name_ko', 'name_en', 'name_ja'])
    .where('id', 'in', [...new Set(categoryIds)])
    .execute();
  for (const row of rows) {
    categories.set(row.id, {
      id: row.id,
      key: row.key,
      depth: row.depth,
      names: { ko: row.name_ko, en: row.name_en, ja: row.name_ja },
    });
  }
  return categories;
}
