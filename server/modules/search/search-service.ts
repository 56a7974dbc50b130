import type { z } from 'zod';
import type {
  searchCountsByType,
  searchEverything,
  searchKeywordList,
  searchList,
  SearchResult,
} from '../../../common/contracts/search.ts';
import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import type { SearchField, SearchSort } from '../../../common/search/limits.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findCategoryDepth, findSearchableCards } from '../posts/posts/service.ts';
import { recordSearch } from './analytics.ts';
import type { SearchContext } from './context.ts';
import { engineFor } from './engine.ts';
import { searchKnowledge } from './knowledge-search-service.ts';
import { matchRequestOf } from './match-request.ts';
import type { SearchScope } from './search-scope.ts';
import { excerptAround, highlight } from './highlight.ts';
import { planSearch, type SearchPlan } from './query-plan.ts';
import { bodyTexts, countTagsByType, tagSearch } from './repository.ts';

/**
 * The searches of SPEC §7.2 (issue 30): a text or a #tag, in the reader's language, filtered,
 * sorted and paged; each found post shown as its card with what matched highlighted.
 */
type ListData = z.input<(typeof searchList)['data']>;
type CountsData = z.input<(typeof searchCountsByType)['data']>;
type Understood = ListData['understood'];

export interface SearchInput {
  lang: Locale;
  text: string;
  field: SearchField;
  type?: PostGroupingType | undefined;
  categoryId?: number | undefined;
}

function understoodOf(plan: SearchPlan | null, text: string): Understood {
  if (!plan) return { kind: 'nothing', text: text.trim() };
  return { kind: plan.kind, text: plan.kind === 'tag' ? plan.tag : plan.text };
}

async function scopeOf(
  context: SearchContext,
  viewer: Viewer | null,
  input: SearchInput,
): Promise<SearchScope | undefined> {
  let category: SearchScope['category'];
  if (input.categoryId !== undefined) {
    const depth = await findCategoryDepth(context.db, input.categoryId);
    // An unknown category holds nothing: an empty answer, as the lists give (the address may be old).
    if (depth === undefined) return undefined;
    category = { id: input.categoryId, depth };
  }
  return {
    kind: 'post',
    lang: input.lang,
    type: input.type,
    category,
    field: input.field,
    admin: viewer?.admin === true,
  };
}

/** The ids of a page and the total, whatever the plan's kind. */
async function findPage(
  context: SearchContext,
  plan: SearchPlan,
  scope: SearchScope,
  sort: SearchSort,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  if (plan.kind === 'tag') return tagSearch(context.db, plan.key, scope, sort, page);
  const engine = engineFor(context.dialect);
  const request = await matchRequestOf(context, plan, scope);
  const [ids, total] = await Promise.all([
    engine.find(context.db, request, sort, page),
    engine.count(context.db, request),
  ]);
  return { ids, total };
}

/** The found posts as results, in order: cards from posts, excerpts from the index. */
export async function presentResults(
  context: SearchContext,
  ids: number[],
  plan: SearchPlan,
  lang: Locale,
): Promise<SearchResult[]> {
  const [cards, texts] = await Promise.all([
    findSearchableCards(context.db, ids, lang),
    bodyTexts(context.db, 'post', ids, lang),
  ]);
  const marks = plan.kind === 'text' ? plan.marks : [];
  return cards.map((card) => ({
    kind: 'post',
    id: card.id,
    type: card.type,
    title: highlight(card.title, marks),
    excerpt: excerptAround(texts.get(card.id) ?? card.excerpt, marks),
    author: card.author,
    categories: card.categories,
    tags: card.tags,
    companyName: card.companyName,
    replyCount: card.replyCount,
    likeCount: card.likeCount,
    viewCount: card.viewCount,
    createdAt: card.createdAt,
  }));
}

async function search(
  context: SearchContext,
  viewer: Viewer | null,
  input: SearchInput & { sort: SearchSort; pageNum: number; pageSize: number },
  plan: SearchPlan | null,
): Promise<ListData> {
  const understood = understoodOf(plan, input.text);
  const empty = { rows: [], total: 0, pageNum: input.pageNum, pageSize: input.pageSize, understood };
  if (!plan) return empty;
  const scope = await scopeOf(context, viewer, input);
  if (!scope) return empty;
  const page = { limit: input.pageSize, offset: (input.pageNum - 1) * input.pageSize };
  const { ids, total } = await findPage(context, plan, scope, input.sort, page);
  // The first page of a search is one search asked; the next pages are the same one read on.
  if (input.pageNum === 1 && !input.type && input.categoryId === undefined) {
    await recordSearch(context, {
      scope: 'site',
      lang: input.lang,
      text: plan.kind === 'tag' ? `#${plan.tag}` : plan.text,
      resultCount: total,
    });
  }
  return { ...empty, rows: await presentResults(context, ids, plan, input.lang), total };
}

/** /api/post/get_search_list: text or #tag (SPEC §5). */
export function searchPosts(
  context: SearchContext,
  viewer: Viewer | null,
  input: SearchInput & { sort: SearchSort; pageNum: number; pageSize: number },
): Promise<ListData> {
  return search(context, viewer, input, planSearch(input.text));
}

/** The tag search of SPEC §7.2's keyword calls: the # may be there or not. */
function tagPlanOf(keyword: string): SearchPlan | null {
  const plan = planSearch(keyword.trimStart().startsWith('#') ? keyword : `#${keyword.trim()}`);
  return plan?.kind === 'tag' ? plan : null;
}

/** /api/post/get_search_keyword_list. */
export function searchKeyword(
  context: SearchContext,
  viewer: Viewer | null,
  input: z.output<(typeof searchKeywordList)['body']> & { lang: Locale },
): Promise<ListData> {
  const plan = tagPlanOf(input.keyword);
  return search(context, viewer, { ...input, text: input.keyword, field: 'tag' }, plan);
}

async function countByType(
  context: SearchContext,
  viewer: Viewer | null,
  input: SearchInput,
  plan: SearchPlan | null,
): Promise<CountsData> {
  const understood = understoodOf(plan, input.text);
  const scope = plan ? await scopeOf(context, viewer, { ...input, type: undefined }) : undefined;
  if (!plan || !scope) return { total: 0, counts: [], understood };
  const counts =
    plan.kind === 'tag'
      ? await countTagsByType(context.db, plan.key, scope)
      : await engineFor(context.dialect).countByType(context.db, await matchRequestOf(context, plan, scope));
  const rows = [...counts].map(([type, count]) => ({ type: type as PostGroupingType, count }));
  return { total: rows.reduce((sum, row) => sum + row.count, 0), counts: rows, understood };
}

/** /api/post/get_search_list_by_type: the tabs' counts. */
export function countPostsByType(
  context: SearchContext,
  viewer: Viewer | null,
  input: SearchInput,
): Promise<CountsData> {
  return countByType(context, viewer, input, planSearch(input.text));
}

/** /api/post/get_search_keyword_list_by_type. */
export function countKeywordByType(
  context: SearchContext,
  viewer: Viewer | null,
  input: { lang: Locale; keyword: string },
): Promise<CountsData> {
  return countByType(
    context,
    viewer,
    { lang: input.lang, text: input.keyword, field: 'tag' },
    tagPlanOf(input.keyword),
  );
}

/** /api/search: the first results of every kind of item: posts, guides and answers. */
export async function searchEverythingOf(
  context: SearchContext,
  viewer: Viewer | null,
  input: { lang: Locale; text: string; limit: number },
): Promise<z.input<(typeof searchEverything)['data']>> {
  const list = await searchPosts(context, viewer, {
    lang: input.lang,
    text: input.text,
    field: 'all',
    sort: 'relevance',
    pageNum: 1,
    pageSize: input.limit,
  });
  const knowledge = await Promise.all(
    (['documentation', 'solomon'] as const).map((area) =>
      searchKnowledge(context, { lang: input.lang, text: input.text, area, pageNum: 1, pageSize: input.limit }),
    ),
  );
  return {
    groups: [
      { kind: 'post', total: list.total, rows: list.rows },
      { kind: 'guide', total: knowledge[0]!.total, rows: knowledge[0]!.rows },
      { kind: 'faq', total: knowledge[1]!.total, rows: knowledge[1]!.rows },
    ],
    understood: list.understood,
  };
}
