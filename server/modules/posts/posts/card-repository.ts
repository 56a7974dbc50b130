import type { ExpressionBuilder } from 'kysely';
import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import type { Database } from '../../../db/database.ts';
import { toIso } from '../../../db/normalize.ts';
import type { DbOrTrx } from '../../../lib/context.ts';
import type { Viewer } from '../../../lib/viewer.ts';

/**
 * What every post list reads and how (STYLE 3: one mapping from rows to cards, identical on
 * both engines), and what cards show beside their rows, loaded for a whole page at once.
 * Lists are benchmarked, so each reads only the columns a card shows (a 200-character slice
 * of the text, never the content).
 */
type Db = DbOrTrx;
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

export const cardColumns = [
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
export const excerptColumn = 'posts.excerpt' as const;

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
export function toCardRow(row: RawCard): PostCardRow {
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

export const countOf = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/**
 * What a reader may see of a member's or a reaction's posts: never deleted ones; private and
 * report-hidden ones only as their author or an administrator (P14, P16).
 */
export function seenBy(reader: Reader) {
  return (eb: ExpressionBuilder<Database, 'posts'>) => {
    const alive = eb('posts.status', '<>', 'deleted');
    if (reader?.admin) return alive;
    const open = eb.and([eb('posts.visibility', '=', 'public'), eb('posts.status', '=', 'visible')]);
    return eb.and([alive, reader ? eb.or([open, eb('posts.user_id', '=', reader.id)]) : open]);
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
