import type { z } from 'zod';
import type { KnowledgeResult, searchKnowledgeList, searchUnansweredList } from '../../../common/contracts/search.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { findArticleIndexSources } from '../knowledge/service.ts';
import { recordSearch, unansweredSearches } from './analytics.ts';
import type { SearchContext } from './context.ts';
import { storedKind } from './document.ts';
import { engineFor } from './engine.ts';
import { excerptAround, highlight } from './highlight.ts';
import { matchRequestOf } from './match-request.ts';
import { planSearch, type SearchPlan } from './query-plan.ts';
import { bodyTexts, categoryDepthInIndex, tagSearch } from './repository.ts';
import type { SearchScope } from './search-scope.ts';

/**
 * Search inside Documentation and Solomon (issue 31): the same analyzer, plan and BM25 as the
 * posts' search (P33), over the published guides or answers of the reader's language. A
 * #keyword searches the answers' keywords. The content-gap report reads what found nothing.
 */
type ListData = z.input<(typeof searchKnowledgeList)['data']>;
type Area = 'documentation' | 'solomon';
const KIND_OF_AREA = { documentation: 'guide', solomon: 'faq' } as const;

export interface KnowledgeSearchInput {
  lang: Locale;
  text: string;
  area: Area;
  categoryId?: number | undefined;
  pageNum: number;
  pageSize: number;
}

async function presentKnowledgeResults(
  context: SearchContext,
  ids: number[],
  plan: SearchPlan,
  input: KnowledgeSearchInput,
): Promise<KnowledgeResult[]> {
  const kind = KIND_OF_AREA[input.area];
  const [sources, texts] = await Promise.all([
    findArticleIndexSources(context.db, { ids }),
    bodyTexts(context.db, kind, ids, input.lang),
  ]);
  const byId = new Map(sources.map((source) => [source.id, source]));
  const marks = plan.kind === 'text' ? plan.marks : [];
  return ids.flatMap((id) => {
    const source = byId.get(id);
    const text = source?.texts.find((candidate) => candidate.lang === input.lang);
    // Changed since it was found (unpublished in between): left out rather than shown stale.
    if (!source || !source.published || source.kind !== kind || !text) return [];
    return [
      {
        kind,
        id,
        title: highlight(text.title, marks),
        excerpt: excerptAround(texts.get(id) ?? text.plainText, marks),
        category: { id: source.categoryId, name: source.categoryNames[input.lang] },
        parentCategory: { id: source.parentCategoryId, name: source.parentCategoryNames[input.lang] },
        keywords: text.keywords,
        helpfulCount: source.helpfulYes,
        updatedAt: source.updatedAt,
      },
    ];
  });
}

/** /api/search/get_knowledge_list. */
export async function searchKnowledge(context: SearchContext, input: KnowledgeSearchInput): Promise<ListData> {
  const plan = planSearch(input.text);
  const understood = !plan
    ? { kind: 'nothing' as const, text: input.text.trim() }
    : { kind: plan.kind, text: plan.kind === 'tag' ? plan.tag : plan.text };
  const empty = { rows: [], total: 0, pageNum: input.pageNum, pageSize: input.pageSize, understood };
  if (!plan) return empty;
  const kind = KIND_OF_AREA[input.area];
  let category: SearchScope['category'];
  if (input.categoryId !== undefined) {
    const depth = await categoryDepthInIndex(context.db, storedKind(kind, input.lang), input.categoryId);
    if (depth === undefined) return empty;
    category = { id: input.categoryId, depth };
  }
  const scope: SearchScope = { kind, lang: input.lang, category, field: 'all', admin: false };
  const page = { limit: input.pageSize, offset: (input.pageNum - 1) * input.pageSize };
  let found: { ids: number[]; total: number };
  if (plan.kind === 'tag') found = await tagSearch(context.db, plan.key, scope, 'relevance', page);
  else {
    const engine = engineFor(context.dialect);
    const request = await matchRequestOf(context, plan, scope);
    const [ids, total] = await Promise.all([
      engine.find(context.db, request, 'relevance', page),
      engine.count(context.db, request),
    ]);
    found = { ids, total };
  }
  if (input.pageNum === 1 && input.categoryId === undefined) {
    await recordSearch(context, {
      scope: input.area,
      lang: input.lang,
      text: plan.kind === 'tag' ? `#${plan.tag}` : plan.text,
      resultCount: found.total,
    });
  }
  return { ...empty, rows: await presentKnowledgeResults(context, found.ids, plan, input), total: found.total };
}

/**
 * /api/search/get_unanswered_list: administrators only; for anyone else it does not exist (P31).
 * The route lets only administrators reach this (consoleAdministrator, server/plugins/auth.ts).
 */
export async function listUnanswered(
  context: SearchContext,
  input: z.output<(typeof searchUnansweredList)['body']>,
): Promise<z.input<(typeof searchUnansweredList)['data']>> {
  const since = new Date(context.clock.now().getTime() - input.days * 24 * 60 * 60 * 1000);
  const rows = await unansweredSearches(context.db, {
    scopes: input.scopes,
    lang: input.searchLang,
    since,
    limit: input.limit,
  });
  return {
    rows: rows.map((row) => ({
      text: row.term,
      lang: row.lang as Locale,
      scope: row.scope,
      count: row.count,
      lastAt: row.lastAt,
    })),
  };
}
