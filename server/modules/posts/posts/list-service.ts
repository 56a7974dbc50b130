import type { z } from 'zod';
import type { postCardSchema } from '../../../../common/contracts/posts/posts.ts';
import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import {
  CAREERS_PAGE_SIZE,
  normalizeTag,
  PAGE_SIZE,
  type PostSort,
  tagKey,
} from '../../../../common/validation/post.ts';
import { AppError } from '../../../lib/errors.ts';
import { siteDay } from '../../../lib/site-day.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import type { PostsContext } from '../context.ts';
import { loadAuthors } from '../shared/authors.ts';
import { memberExists } from '../shared/repository.ts';
import { loadCategoryNames, loadPostTags, type PostCardRow } from './card-repository.ts';
import { findKeywordSuggestions, findPopularKeywords, type KeywordRow } from './keyword-repository.ts';
import * as lists from './list-repository.ts';
import { withoutNul } from './post-input.ts';
import { type CardExtras, presentCard } from './presenter.ts';

/**
 * The post lists (SPEC §7.2, §7.1) and the editor's tag suggestions. Every list loads what its
 * cards show beside their rows for the whole page at once (cardExtras).
 */
type ReadContext = Pick<PostsContext, 'db'>;
type PostCardDto = z.input<typeof postCardSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The engagement window of the recommended list. */
export const RECOMMEND_WINDOW_DAYS = 30;

/** Tags, authors and category names of a page of cards: three queries whatever its size. */
export async function cardExtras(context: ReadContext, rows: PostCardRow[], lang: Locale): Promise<CardExtras> {
  const { db } = context;
  const [tags, authors, categories] = await Promise.all([
    loadPostTags(
      db,
      rows.map((row) => row.id),
    ),
    loadAuthors(
      db,
      rows.map((row) => row.authorId),
    ),
    loadCategoryNames(
      db,
      rows.flatMap((row) => row.categoryIds),
    ),
  ]);
  return { tags, authors, categories, lang };
}

export async function presentCards(context: ReadContext, rows: PostCardRow[], lang: Locale): Promise<PostCardDto[]> {
  if (rows.length === 0) return [];
  const extras = await cardExtras(context, rows, lang);
  return rows.map((row) => presentCard(row, extras));
}

/** SPEC §9: careers pages hold 8 cards, every other list 20. */
export function defaultPageSize(type: PostGroupingType): number {
  return type === 'careers' ? CAREERS_PAGE_SIZE : PAGE_SIZE;
}

const pageOf = (pageNum: number, pageSize: number) => ({ limit: pageSize, offset: (pageNum - 1) * pageSize });

export async function listPosts(
  context: ReadContext,
  input: {
    type: PostGroupingType;
    lang: Locale;
    categoryId?: number | undefined;
    sort: PostSort;
    pageNum: number;
    pageSize?: number | undefined;
  },
) {
  const pageSize = input.pageSize ?? defaultPageSize(input.type);
  const empty = { rows: [], total: 0, pageNum: input.pageNum, pageSize };
  let category: { id: number; depth: number } | undefined;
  if (input.categoryId !== undefined) {
    const depth = await lists.findCategoryDepth(context.db, input.categoryId);
    // An unknown category has no posts; a list, not an error (the address may be old).
    if (depth === undefined) return empty;
    category = { id: input.categoryId, depth };
  }
  const { rows, total } = await lists.listPublicPosts(context.db, {
    type: input.type,
    lang: input.lang,
    category,
    sort: input.sort,
    ...pageOf(input.pageNum, pageSize),
  });
  return { rows: await presentCards(context, rows, input.lang), total, pageNum: input.pageNum, pageSize };
}

export async function listRecommended(
  context: Pick<PostsContext, 'db' | 'clock' | 'config'>,
  input: { lang: Locale; limit: number },
) {
  const since = new Date(context.clock.now().getTime() - RECOMMEND_WINDOW_DAYS * DAY_MS).toISOString();
  const rows = await lists.listRecommendedPosts(context.db, {
    lang: input.lang,
    since,
    sinceDay: siteDay(new Date(since), context.config.SITE_TIME_ZONE),
    limit: input.limit,
  });
  return { rows: await presentCards(context, rows, input.lang) };
}

export async function listBlog(context: ReadContext, input: { lang: Locale; limit: number }) {
  const [casestudy, whatsnew] = await Promise.all([
    lists.listLatestPublicPosts(context.db, { type: 'casestudy', lang: input.lang, limit: input.limit }),
    lists.listLatestPublicPosts(context.db, { type: 'whatsnew', lang: input.lang, limit: input.limit }),
  ]);
  // One set of extras for both lists: the same three queries as one page.
  const cards = await presentCards(context, [...casestudy, ...whatsnew], input.lang);
  return { casestudy: cards.slice(0, casestudy.length), whatsnew: cards.slice(casestudy.length) };
}

export async function listMemberPosts(
  context: ReadContext,
  input: {
    userId: number;
    reader: Pick<Viewer, 'id' | 'admin'> | null;
    lang: Locale;
    pageNum: number;
    pageSize: number;
  },
) {
  if (!(await memberExists(context.db, input.userId))) throw new AppError('NOT_FOUND');
  const { rows, total } = await lists.listMemberPosts(context.db, {
    userId: input.userId,
    reader: input.reader,
    ...pageOf(input.pageNum, input.pageSize),
  });
  return {
    rows: await presentCards(context, rows, input.lang),
    total,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

/** /api/user/bookmark and /api/user/post_follow: the reader's own. */
export async function listReactedPosts(
  context: ReadContext,
  input: {
    table: 'post_bookmarks' | 'post_follows';
    reader: Viewer;
    lang: Locale;
    pageNum: number;
    pageSize: number;
  },
) {
  const { rows, total } = await lists.listReactedPosts(context.db, {
    table: input.table,
    reader: input.reader,
    ...pageOf(input.pageNum, input.pageSize),
  });
  return {
    rows: await presentCards(context, rows, input.lang),
    total,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

/** DECISIONS P25: the window of the popular keywords. */
export const POPULAR_KEYWORDS_WINDOW_DAYS = 30;

/**
 * /api/keyword/get_top_list (P25): the tags of the language most used by its visible public
 * posts of the last 30 days (by the posts' created_at), ties by their views.
 */
export async function popularKeywords(
  context: Pick<PostsContext, 'db' | 'clock'>,
  input: { lang: Locale; limit: number },
): Promise<{ rows: KeywordRow[] }> {
  const since = new Date(context.clock.now().getTime() - POPULAR_KEYWORDS_WINDOW_DAYS * DAY_MS).toISOString();
  return { rows: await findPopularKeywords(context.db, { lang: input.lang, since, limit: input.limit }) };
}

/**
 * /api/keyword/get_list: the query is compared as tags are stored (tagKey of the normalized
 * tag); without one (or with only what normalizing removes) the language's popular keywords.
 */
export async function suggestKeywords(
  context: Pick<PostsContext, 'db' | 'clock'>,
  input: { lang: Locale; query?: string | undefined; limit: number },
): Promise<{ rows: KeywordRow[] }> {
  const text = tagKey(normalizeTag(withoutNul(input.query ?? '')));
  if (text === '') return popularKeywords(context, { lang: input.lang, limit: input.limit });
  return { rows: await findKeywordSuggestions(context.db, { text, limit: input.limit }) };
}

/**
 * The knowledge areas' forum cards (issue 31): the posts a reader may see that link a guide
 * (`guideIds`), or the Solomon references (`referencesOnly`), newest first, exactly as the
 * member lists judge what a reader sees (seenBy).
 */
export async function listLinkedForumPostCards(
  context: ReadContext,
  input: {
    guideIds?: number[] | undefined;
    referencesOnly: boolean;
    reader: Pick<Viewer, 'id' | 'admin'> | null;
    lang: Locale;
    limit: number;
  },
): Promise<{ rows: PostCardDto[]; total: number }> {
  const { rows, total } = await lists.listLinkedForumPosts(context.db, input);
  return { rows: await presentCards(context, rows, input.lang), total };
}
