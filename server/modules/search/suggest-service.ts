import type { Suggestion } from '../../../common/contracts/search.ts';
import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { tagKey } from '../../../common/validation/post.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findSearchableCards } from '../posts/posts/service.ts';
import { popularTerms, TERM_WINDOW_MS } from './analytics.ts';
import type { SearchContext } from './context.ts';
import { engineFor } from './engine.ts';
import { highlight } from './highlight.ts';
import { planPrefix, planText } from './query-plan.ts';
import { suggestTags } from './repository.ts';

/**
 * What the header's box offers while a member types (/api/search/autoComplete): tags that begin
 * with the text, most carried first, then the newest titles whose words begin so. Then, for the
 * writing form, posts that look like the title being written (/api/search/similar).
 */
export async function autoComplete(
  context: SearchContext,
  viewer: Viewer | null,
  input: { lang: Locale; text: string; limit: number },
): Promise<{ rows: Suggestion[] }> {
  const key = tagKey(input.text.trim().replace(/^#/, '')).trim();
  if (key === '') return { rows: [] };
  const tagLimit = Math.ceil(input.limit / 2);
  const tags = await suggestTags(context.db, { lang: input.lang, key, limit: tagLimit });
  const plan = planPrefix(input.text);
  const titleLimit = input.limit - tags.length;
  const ids =
    plan && titleLimit > 0
      ? await engineFor(context.dialect).find(
          context.db,
          {
            plan,
            scope: { kind: 'post', lang: input.lang, field: 'title', admin: viewer?.admin === true },
            combine: 'all',
            prefixLast: true,
          },
          // The newest titles that begin so: a letter or two match thousands, and none is more right.
          'recent',
          { limit: titleLimit, offset: 0 },
        )
      : [];
  const cards = await findSearchableCards(context.db, ids, input.lang);
  return {
    rows: [
      ...tags.map((tag) => ({ kind: 'tag' as const, keyword: tag.keyword, count: tag.count })),
      ...cards.map((card) => ({
        kind: 'post' as const,
        id: card.id,
        type: card.type,
        title: highlight(card.title, plan?.marks ?? []),
      })),
    ],
  };
}

/** At most this many look-alikes under a title being written (issue 30 item 6). */
export const SIMILAR_LIMIT = 5;

export async function similarPosts(
  context: SearchContext,
  input: { lang: Locale; title: string; type: PostGroupingType; excludeId?: number | undefined },
): Promise<{ rows: Array<{ id: number; type: PostGroupingType; title: string; replyCount: number }> }> {
  const plan = planText(input.title);
  if (!plan) return { rows: [] };
  const ids = await engineFor(context.dialect).find(
    context.db,
    {
      plan,
      scope: {
        kind: 'post',
        lang: input.lang,
        type: input.type,
        field: 'all',
        admin: false,
        excludeItemId: input.excludeId,
      },
      // Any word in common may make a look-alike; BM25 puts those sharing the most first.
      combine: 'any',
    },
    'relevance',
    { limit: SIMILAR_LIMIT, offset: 0 },
  );
  const cards = await findSearchableCards(context.db, ids, input.lang);
  return {
    rows: cards.map((card) => ({ id: card.id, type: card.type, title: card.title, replyCount: card.replyCount })),
  };
}

/** /api/search/get_term_list: the week's most searched texts that found something. */
export async function termList(context: SearchContext, input: { lang: Locale; limit: number }) {
  const since = new Date(context.clock.now().getTime() - TERM_WINDOW_MS);
  return { rows: await popularTerms(context.db, { scope: 'site', lang: input.lang, since, limit: input.limit }) };
}
