import type { z } from 'zod';
import type { postCardSchema } from '../../../../common/contracts/posts/posts.ts';
import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import type { PostsContext } from '../context.ts';
import * as discovery from './discovery-repository.ts';
import { listLatestPublicPosts } from './list-repository.ts';
import { presentCards } from './list-service.ts';

/**
 * What the search feature's feeds and sitemaps read of the posts (issue 30 item 8): only
 * public, visible posts (P14, P16), as anyone would see them on the lists. Admin-only content
 * never comes into it: cards carry the stored excerpt of the content, nothing else.
 */
type ReadContext = Pick<PostsContext, 'db'>;
type PostCardDto = z.input<typeof postCardSchema>;

/** The newest open posts of a grouping and language, as cards (author, categories, excerpt). */
export async function listFeedPosts(
  context: ReadContext,
  input: { type: PostGroupingType; lang: Locale; limit: number },
): Promise<PostCardDto[]> {
  const rows = await listLatestPublicPosts(context.db, input);
  return presentCards(context, rows, input.lang);
}

/** How many open posts a language has and the date of the newest change among them. */
export function countOpenPosts(context: ReadContext, lang: Locale) {
  return discovery.countOpenPosts(context.db, lang);
}

/** Ids and dates of a language's open posts, oldest first, a slice at a time. */
export function listOpenPostStamps(context: ReadContext, query: { lang: Locale; limit: number; offset: number }) {
  return discovery.listOpenPostStamps(context.db, query);
}

/** When each grouping's list of a language last changed. */
export function lastModifiedByGrouping(context: ReadContext, lang: Locale) {
  return discovery.lastModifiedByGrouping(context.db, lang);
}

export type { PostStamp } from './discovery-repository.ts';
