import type { z } from 'zod';
import type { articleCardSchema, articleSchema, knowledgeCategorySchema } from '../../../common/contracts/knowledge.ts';
import { LOCALES, type Locale } from '../../../common/i18n/locales.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { listLinkedForumPostCards } from '../posts/posts/service.ts';
import * as articles from './article-repository.ts';
import type { ArticleKind, ArticleRow } from './article-repository.ts';
import {
  AREA_OF_KIND,
  type AreaTree,
  inAreaOrder,
  KIND_OF_AREA,
  loadAreaTree,
  pickText,
  type ShownArticle,
  showArticles,
} from './catalog.ts';
import type { KnowledgeContext } from './context.ts';
import { headingsOf } from './content.ts';
import { canAuthor, canReadFeedback, canSeeDrafts } from './policy.ts';
import { presentArticle, presentCard, presentCategory } from './presenter.ts';
import { countArticlesByCategory, type KnowledgeArea } from './repository.ts';
import { findReaderAnswer } from './review-repository.ts';

/**
 * The reader's calls of both areas (SPEC §7.5, P24): categories, lists, one article, the
 * links between guides and answers, and the forum posts beside them. Drafts exist only for
 * administrators (canSeeDrafts); an article without the reader's language is shown in another
 * (pickText) with `fallback`, never refused.
 */
type ReadContext = Pick<KnowledgeContext, 'db'>;
type Who = Viewer | null;
type CardDto = z.input<typeof articleCardSchema>;
type CategoryDto = z.input<typeof knowledgeCategorySchema>;

interface Reading {
  area: KnowledgeArea;
  lang: Locale;
  viewer: Who;
}

const pageOf = <T>(rows: T[], page: { pageNum: number; pageSize: number }) =>
  rows.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize);

/** Article counts of the tree's categories; a first-depth one adds those of its children. */
async function categoryCounts(context: ReadContext, tree: AreaTree, viewer: Who): Promise<Map<number, number>> {
  const counts = await countArticlesByCategory(context.db, {
    kind: KIND_OF_AREA[tree.area],
    includeDrafts: canSeeDrafts(viewer),
  });
  const totals = new Map<number, number>();
  for (const root of tree.roots) {
    let sum = counts.get(root.id) ?? 0;
    for (const child of tree.childrenOf(root.id)) {
      const count = counts.get(child.id) ?? 0;
      totals.set(child.id, count);
      sum += count;
    }
    totals.set(root.id, sum);
  }
  return totals;
}

/** /api/<area>/get_category_list: the first depth, in order, with counts. */
export async function listTopCategories(context: ReadContext, input: Reading): Promise<{ rows: CategoryDto[] }> {
  const tree = await loadAreaTree(context.db, input.area);
  const counts = await categoryCounts(context, tree, input.viewer);
  return { rows: tree.roots.map((root) => presentCategory(root, input.lang, counts.get(root.id) ?? 0)) };
}

/** A category of this area, or 404 (unknown, or the other area's). */
function categoryIn(tree: AreaTree, categoryId: number) {
  const category = tree.byId.get(categoryId);
  if (!category) throw new AppError('NOT_FOUND');
  return category;
}

/** /api/<area>/get_depth2_category_list: the children of a first-depth category (404 otherwise). */
export async function listSubcategories(
  context: ReadContext,
  input: Reading & { categoryId: number },
): Promise<{ rows: CategoryDto[] }> {
  const tree = await loadAreaTree(context.db, input.area);
  const category = categoryIn(tree, input.categoryId);
  if (category.depth !== 1) throw new AppError('NOT_FOUND');
  const counts = await categoryCounts(context, tree, input.viewer);
  return {
    rows: tree.childrenOf(category.id).map((child) => presentCategory(child, input.lang, counts.get(child.id) ?? 0)),
  };
}

/** /api/<area>/get_select_category_list_by_category: the path and the siblings of a category. */
export async function selectCategories(context: ReadContext, input: Reading & { categoryId: number }) {
  const tree = await loadAreaTree(context.db, input.area);
  const category = categoryIn(tree, input.categoryId);
  const depth1 = category.depth === 1 ? category : tree.byId.get(category.parentId ?? 0);
  if (!depth1) throw new AppError('NOT_FOUND');
  const counts = await categoryCounts(context, tree, input.viewer);
  const present = (row: typeof category) => presentCategory(row, input.lang, counts.get(row.id) ?? 0);
  return {
    depth1: present(depth1),
    depth2: category.depth === 2 ? present(category) : null,
    siblings: tree.childrenOf(depth1.id).map(present),
  };
}

/** Cards of articles, in the order given. */
async function cards(context: ReadContext, tree: AreaTree | AreaTree[], rows: ArticleRow[], lang: Locale) {
  const shown = await showArticles(context.db, Array.isArray(tree) ? tree : [tree], rows, lang);
  return shown.map((item) => presentCard(item, lang));
}

async function areaArticles(context: ReadContext, tree: AreaTree, viewer: Who, categoryIds?: number[]) {
  const rows = await articles.listArticles(context.db, {
    kind: KIND_OF_AREA[tree.area],
    includeDrafts: canSeeDrafts(viewer),
    ...(categoryIds ? { categoryIds } : {}),
  });
  return inAreaOrder(tree, rows);
}

/** /api/<area>/get_post_list_by_category: a category's articles (a first-depth one: its children's). */
export async function listByCategory(
  context: ReadContext,
  input: Reading & { categoryId: number; pageNum: number; pageSize: number },
) {
  const tree = await loadAreaTree(context.db, input.area);
  const category = categoryIn(tree, input.categoryId);
  const categoryIds = category.depth === 1 ? tree.childrenOf(category.id).map((child) => child.id) : [category.id];
  const ordered = await areaArticles(context, tree, input.viewer, categoryIds);
  const shown = await cards(context, tree, pageOf(ordered, input), input.lang);
  return { rows: shown, total: ordered.length, pageNum: input.pageNum, pageSize: input.pageSize };
}

const keywordKey = (value: string) => value.trim().toLowerCase();

/** /api/<area>/list: every article in the area's order; `keyword` keeps those whose shown text carries it. */
export async function listArea(
  context: ReadContext,
  input: Reading & { keyword?: string | undefined; pageNum: number; pageSize: number },
) {
  const tree = await loadAreaTree(context.db, input.area);
  const ordered = await areaArticles(context, tree, input.viewer);
  const keyword = keywordKey(input.keyword ?? '');
  if (keyword === '') {
    const shown = await cards(context, tree, pageOf(ordered, input), input.lang);
    return { rows: shown, total: ordered.length, pageNum: input.pageNum, pageSize: input.pageSize };
  }
  // The keyword is matched against the text the reader is shown, so it is chosen for every article first.
  const all = await showArticles(context.db, [tree], ordered, input.lang);
  const matching = all.filter((item) => item.text.keywords.some((value) => keywordKey(value) === keyword));
  return {
    rows: pageOf(matching, input).map((item) => presentCard(item, input.lang)),
    total: matching.length,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

/** An article of a kind the reader may see, or 404 (unknown, other kind, a draft for a reader). */
async function visibleArticle(context: ReadContext, id: number, kind: ArticleKind, viewer: Who): Promise<ArticleRow> {
  const article = await articles.findArticle(context.db, id);
  if (!article || article.kind !== kind) throw new AppError('NOT_FOUND');
  if (article.status !== 'published' && !canSeeDrafts(viewer)) throw new AppError('NOT_FOUND');
  return article;
}

type ArticleDto = z.input<typeof articleSchema>;

/**
 * /api/<area>/get_one: one article with its headings, languages, neighbours in its category,
 * the reader's own answer and what they may do. A reader's first read of the day counts a view
 * (views.ts); administrators' reads do not.
 */
export async function getArticle(
  context: Pick<KnowledgeContext, 'db' | 'views'>,
  input: Reading & { id: number; readerKey: string | undefined; viewerDigest: string },
): Promise<ArticleDto> {
  const kind = KIND_OF_AREA[input.area];
  const article = await visibleArticle(context, input.id, kind, input.viewer);
  const tree = await loadAreaTree(context.db, input.area);
  const texts = (await articles.loadTexts(context.db, [article.id], { full: true })).get(article.id) ?? [];
  const picked = pickText(texts, input.lang);
  const category = tree.byId.get(article.categoryId);
  const parent = category?.parentId ? tree.byId.get(category.parentId) : undefined;
  if (!picked || !category || !parent) throw new AppError('NOT_FOUND');

  if (!input.viewer?.admin && article.status === 'published') {
    if (await context.views.firstInWindow(article.id, input.viewerDigest)) {
      const viewCount = await articles.addView(context.db, article.id);
      if (viewCount !== undefined) article.viewCount = viewCount;
    }
  }
  const siblings = await areaArticles(context, tree, input.viewer, [category.id]);
  const index = siblings.findIndex((row) => row.id === article.id);
  const neighbours = await showArticles(
    context.db,
    [tree],
    [siblings[index - 1], siblings[index + 1]].filter((row): row is ArticleRow => row !== undefined),
    input.lang,
  );
  const neighbour = (row: ArticleRow | undefined) => {
    const found = row ? neighbours.find((item) => item.article.id === row.id) : undefined;
    return found ? { id: found.article.id, title: found.text.title } : null;
  };
  const answer = input.readerKey ? await findReaderAnswer(context.db, article.id, input.readerKey) : undefined;
  const content = picked.text.content ?? '';
  return presentArticle(
    { article, text: { ...picked.text, content }, fallback: picked.fallback, category, parent },
    input.lang,
    {
      headings: headingsOf(content),
      languages: LOCALES.filter((lang) => texts.some((text) => text.lang === lang)),
      previous: neighbour(siblings[index - 1]),
      next: neighbour(siblings[index + 1]),
      myReview: answer ?? null,
      can: { edit: canAuthor(input.viewer), readFeedback: canReadFeedback(input.viewer) },
    },
  );
}

/** The linked articles of the other kind a reader may see, in their area's order. */
async function linkedCards(context: ReadContext, from: ArticleRow, viewer: Who, lang: Locale) {
  const otherKind: ArticleKind = from.kind === 'guide' ? 'faq' : 'guide';
  const ids = await articles.findLinkedIds(context.db, from);
  const rows = (await articles.findArticles(context.db, ids)).filter(
    (row) => row.kind === otherKind && (row.status === 'published' || canSeeDrafts(viewer)),
  );
  const tree = await loadAreaTree(context.db, AREA_OF_KIND[otherKind]);
  return { rows: await cards(context, tree, inAreaOrder(tree, rows), lang) };
}

/** /api/<area>/get_guide_list_by_faq: the guides an answer links. */
export async function guidesOfFaq(context: ReadContext, input: Omit<Reading, 'area'> & { faqId: number }) {
  const faq = await visibleArticle(context, input.faqId, 'faq', input.viewer);
  return linkedCards(context, faq, input.viewer, input.lang);
}

/** /api/documentation/get_faq_list_by_guide: the answers that link a guide. */
export async function faqsOfGuide(context: ReadContext, input: Omit<Reading, 'area'> & { guideId: number }) {
  const guide = await visibleArticle(context, input.guideId, 'guide', input.viewer);
  return linkedCards(context, guide, input.viewer, input.lang);
}

/** get_helpful_list (guides) and get_faq_top_list (answers): published, most "yes" first, fewest "no". */
export async function mostHelpful(
  context: ReadContext,
  input: { kind: ArticleKind; lang: Locale; limit: number },
): Promise<{ rows: CardDto[] }> {
  const rows = await articles.listMostHelpful(context.db, { kind: input.kind, limit: input.limit });
  const tree = await loadAreaTree(context.db, AREA_OF_KIND[input.kind]);
  return { rows: await cards(context, tree, rows, input.lang) };
}

/** /api/solomon/get_keyword_list: keywords of published answers written in the language, most used first. */
export async function keywordList(context: ReadContext, input: { lang: Locale; limit: number }) {
  const lists = await articles.listTextKeywords(context.db, { kind: 'faq', lang: input.lang });
  const counted = new Map<string, { keyword: string; count: number }>();
  for (const keywords of lists) {
    for (const keyword of new Set(keywords.map(keywordKey))) {
      const spelled = keywords.find((value) => keywordKey(value) === keyword)!.trim();
      const entry = counted.get(keyword) ?? { keyword: spelled, count: 0 };
      entry.count += 1;
      counted.set(keyword, entry);
    }
  }
  const rows = [...counted.values()]
    .sort((a, b) => b.count - a.count || a.keyword.localeCompare(b.keyword))
    .slice(0, input.limit);
  return { rows };
}

/** /api/documentation/get_guide_options: published guides for the writing form, in the area's order. */
export async function guideOptions(context: ReadContext, input: { lang: Locale }) {
  const tree = await loadAreaTree(context.db, 'documentation');
  const rows = inAreaOrder(tree, await articles.listArticles(context.db, { kind: 'guide', includeDrafts: false }));
  const shown = await showArticles(context.db, [tree], rows, input.lang);
  return {
    rows: shown.map((item: ShownArticle) => ({
      id: item.article.id,
      title: item.text.title,
      categoryName: item.category.names[input.lang],
      fallback: item.fallback,
    })),
  };
}

/** /api/documentation/get_forum_post_list_by_guide: forum posts the reader may see that link the guide. */
export async function forumPostsOfGuide(
  context: ReadContext,
  input: Omit<Reading, 'area'> & { guideId: number; limit: number },
) {
  const guide = await visibleArticle(context, input.guideId, 'guide', input.viewer);
  return listLinkedForumPostCards(context, {
    guideIds: [guide.id],
    referencesOnly: false,
    reader: input.viewer,
    lang: input.lang,
    limit: input.limit,
  });
}

/** /api/solomon/get_reference_list: the Solomon references; with `faqId`, those linking one of its guides. */
export async function referencePosts(
  context: ReadContext,
  input: Omit<Reading, 'area'> & { faqId?: number | undefined; limit: number },
) {
  let guideIds: number[] | undefined;
  if (input.faqId !== undefined) {
    const faq = await visibleArticle(context, input.faqId, 'faq', input.viewer);
    const linked = await articles.findArticles(context.db, await articles.findLinkedIds(context.db, faq));
    guideIds = linked
      .filter((row) => row.kind === 'guide' && (row.status === 'published' || canSeeDrafts(input.viewer)))
      .map((row) => row.id);
  }
  return listLinkedForumPostCards(context, {
    guideIds,
    referencesOnly: true,
    reader: input.viewer,
    lang: input.lang,
    limit: input.limit,
  });
}
