import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import type { PostSort } from '../../../../common/validation/post.ts';
import type { DbOrTrx } from '../../../lib/context.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import {
  cardColumns,
  countOf,
  excerptColumn,
  type Page,
  type PostCardRow,
  seenBy,
  toCardRow,
} from './card-repository.ts';

/** The post lists: public ones by grouping, the recommended and blog lists, a member's, a reader's reactions. */
type Db = DbOrTrx;
type Reader = Pick<Viewer, 'id' | 'admin'> | null;

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

/** How many posts /api/user/post lists for this reader (the member's profile counts, issue 14). */
export async function countMemberPosts(db: Db, query: { userId: number; reader: Reader }): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .where('posts.user_id', '=', query.userId)
    .where(seenBy(query.reader))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return countOf(row);
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

// ---------------------------------------------------------------- the knowledge areas' forum cards (issue 31)

/**
 * Forum posts a reader may see (seenBy: P14, P16, never deleted) that link one of `guideIds`
 * and, with `referencesOnly`, that an administrator marked as Solomon references; newest first.
 * `guideIds` undefined: any guide or none.
 */
export async function listLinkedForumPosts(
  db: Db,
  query: { guideIds?: number[] | undefined; referencesOnly: boolean; reader: Reader; limit: number },
): Promise<{ rows: PostCardRow[]; total: number }> {
  if (query.guideIds !== undefined && query.guideIds.length === 0) return { rows: [], total: 0 };
  let base = db.selectFrom('posts').where('posts.grouping_type', '=', 'forum').where(seenBy(query.reader));
  if (query.guideIds !== undefined) base = base.where('posts.guide_id', 'in', query.guideIds);
  if (query.referencesOnly) base = base.where('posts.solomon_reference', '=', true);
  const [rows, total] = await Promise.all([
    base
      .select([...cardColumns, excerptColumn])
      .orderBy('posts.created_at', 'desc')
      .orderBy('posts.id', 'desc')
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows.map(toCardRow), total: countOf(total) };
}
