import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { postCardSchema, postDetailSchema } from '../../../common/contracts/posts.ts';
import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { CAREERS_PAGE_SIZE, PAGE_SIZE, type PostSort } from '../../../common/validation/post.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { loadAuthors } from './authors.ts';
import { canSeeContent, canSeePost, countsAsView } from './policy.ts';
import * as queries from './post-queries.ts';
import { type CardExtras, presentCard, presentDetail } from './presenter.ts';
import { listRepliesForPost } from './reply-list.ts';
import { countView, type ViewReader } from './views.ts';

/**
 * Reading posts: one post for one reader, and the lists (SPEC §7.2, §7.1). Every list loads
 * what its cards show beside their rows for the whole page at once (cardExtras).
 */
type Reader = Pick<Viewer, 'id' | 'admin'> | null;
type PostCardDto = z.input<typeof postCardSchema>;
type PostDetailDto = z.input<typeof postDetailSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The engagement window of the recommended list. */
export const RECOMMEND_WINDOW_DAYS = 30;

/** Tags, authors and category names of a page of cards: three queries whatever its size. */
async function cardExtras(db: Kysely<Database>, rows: queries.PostCardRow[], lang: Locale): Promise<CardExtras> {
  const [tags, authors, categories] = await Promise.all([
    queries.loadPostTags(
      db,
      rows.map((row) => row.id),
    ),
    loadAuthors(
      db,
      rows.map((row) => row.authorId),
    ),
    queries.loadCategoryNames(
      db,
      rows.flatMap((row) => row.categoryIds),
    ),
  ]);
  return { tags, authors, categories, lang };
}

export async function presentCards(
  db: Kysely<Database>,
  rows: queries.PostCardRow[],
  lang: Locale,
): Promise<PostCardDto[]> {
  if (rows.length === 0) return [];
  const extras = await cardExtras(db, rows, lang);
  return rows.map((row) => presentCard(row, extras));
}

/** SPEC §9: careers pages hold 8 cards, every other list 20. */
export function defaultPageSize(type: PostGroupingType): number {
  return type === 'careers' ? CAREERS_PAGE_SIZE : PAGE_SIZE;
}

const pageOf = (pageNum: number, pageSize: number) => ({ limit: pageSize, offset: (pageNum - 1) * pageSize });

export async function listPosts(
  db: Kysely<Database>,
  input: {
    type: PostGroupingType;
    lang: Locale;
    categoryId?: number;
    sort: PostSort;
    pageNum: number;
    pageSize?: number;
  },
) {
  const pageSize = input.pageSize ?? defaultPageSize(input.type);
  const empty = { rows: [], total: 0, pageNum: input.pageNum, pageSize };
  let category: { id: number; depth: number } | undefined;
  if (input.categoryId !== undefined) {
    const depth = await queries.findCategoryDepth(db, input.categoryId);
    // An unknown category has no posts; a list, not an error (the address may be old).
    if (depth === undefined) return empty;
    category = { id: input.categoryId, depth };
  }
  const { rows, total } = await queries.listPublicPosts(db, {
    type: input.type,
    lang: input.lang,
    category,
    sort: input.sort,
    ...pageOf(input.pageNum, pageSize),
  });
  return { rows: await presentCards(db, rows, input.lang), total, pageNum: input.pageNum, pageSize };
}

export async function listRecommended(app: FastifyInstance, input: { lang: Locale; limit: number }) {
  const since = new Date(app.clock.now().getTime() - RECOMMEND_WINDOW_DAYS * DAY_MS).toISOString();
  const rows = await queries.listRecommendedPosts(app.db, {
    lang: input.lang,
    since,
    sinceDay: since.slice(0, 10),
    limit: input.limit,
  });
  return { rows: await presentCards(app.db, rows, input.lang) };
}

export async function listBlog(db: Kysely<Database>, input: { lang: Locale; limit: number }) {
  const [casestudy, whatsnew] = await Promise.all([
    queries.listLatestPublicPosts(db, { type: 'casestudy', lang: input.lang, limit: input.limit }),
    queries.listLatestPublicPosts(db, { type: 'whatsnew', lang: input.lang, limit: input.limit }),
  ]);
  // One set of extras for both lists: the same three queries as one page.
  const cards = await presentCards(db, [...casestudy, ...whatsnew], input.lang);
  return { casestudy: cards.slice(0, casestudy.length), whatsnew: cards.slice(casestudy.length) };
}

/**
 * One post for one reader (P14, P16, P18). Missing, deleted and private-to-others posts are
 * all "not found". The view is counted before answering, so the answer includes it.
 */
export async function getPost(
  app: FastifyInstance,
  input: { id: number; lang: Locale; reader: Reader; viewReader: ViewReader },
): Promise<PostDetailDto> {
  const row = await queries.findPostDetail(app.db, input.id);
  const { reader } = input;
  if (!row) throw new AppError('NOT_FOUND');
  const post = { authorId: row.authorId, visibility: row.visibility, status: row.status };
  if (!canSeePost(reader, post)) throw new AppError('NOT_FOUND');

  if (countsAsView(reader, post)) {
    const viewCount = await countView(app, { id: row.id, authorId: row.authorId }, input.viewReader);
    if (viewCount !== undefined) row.viewCount = viewCount;
  }
  const open = canSeeContent(reader, post);
  const [extras, viewer, replies] = await Promise.all([
    cardExtras(app.db, [row], input.lang),
    reader ? queries.findViewerState(app.db, row.id, reader.id) : queries.NO_VIEWER_STATE,
    // A post hidden for this reader shows a placeholder, not the discussion under it.
    open ? listRepliesForPost(app.db, row.id, reader as Viewer | null) : [],
  ]);
  return presentDetail(row, { reader, extras, viewer, replies });
}

export async function listMemberPosts(
  db: Kysely<Database>,
  input: { userId: number; reader: Reader; lang: Locale; pageNum: number; pageSize: number },
) {
  if (!(await queries.memberExists(db, input.userId))) throw new AppError('NOT_FOUND');
  const { rows, total } = await queries.listMemberPosts(db, {
    userId: input.userId,
    reader: input.reader,
    ...pageOf(input.pageNum, input.pageSize),
  });
  return { rows: await presentCards(db, rows, input.lang), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

export async function listMemberReplies(
  db: Kysely<Database>,
  input: { userId: number; reader: Reader; pageNum: number; pageSize: number },
) {
  if (!(await queries.memberExists(db, input.userId))) throw new AppError('NOT_FOUND');
  const { rows, total } = await queries.listMemberReplies(db, {
    userId: input.userId,
    reader: input.reader,
    ...pageOf(input.pageNum, input.pageSize),
  });
  return { rows, total, pageNum: input.pageNum, pageSize: input.pageSize };
}

export async function listReactedPosts(
  db: Kysely<Database>,
  input: {
    table: 'post_bookmarks' | 'post_follows';
    reader: Viewer;
    lang: Locale;
    pageNum: number;
    pageSize: number;
  },
) {
  const { rows, total } = await queries.listReactedPosts(db, {
    table: input.table,
    reader: input.reader,
    ...pageOf(input.pageNum, input.pageSize),
  });
  return { rows: await presentCards(db, rows, input.lang), total, pageNum: input.pageNum, pageSize: input.pageSize };
}
