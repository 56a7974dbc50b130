import { sql } from 'kysely';
import type { Locale } from '../../../common/i18n/locales.ts';
import { toIso, toIsoOrNull } from '../../db/normalize.ts';
import type { DbOrTrx } from '../../lib/context.ts';

/** The knowledge articles, their texts and links (all SQL of them, STYLE 1 and 3). */
export type ArticleKind = 'guide' | 'faq';
export type ArticleStatus = 'draft' | 'published';

export interface ArticleRow {
  id: number;
  kind: ArticleKind;
  categoryId: number;
  status: ArticleStatus;
  sortOrder: number;
  helpfulYes: number;
  helpfulNo: number;
  viewCount: number;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/** A text as lists use it: no content, the plain text cut to an excerpt's room. */
export interface TextRow {
  articleId: number;
  lang: Locale;
  title: string;
  /** The whole plain text, or its first EXCERPT_ROOM characters in lists. */
  plainText: string;
  keywords: string[];
  updatedAt: string;
  /** Only when asked for (the article's page and its editor). */
  content?: string;
}

/** Characters of plain text a list reads per text: enough for a card's excerpt. */
export const EXCERPT_ROOM = 300;

const ARTICLE_COLUMNS = [
  'id',
  'kind',
  'category_id',
  'status',
  'sort_order',
  'helpful_yes',
  'helpful_no',
  'view_count',
  'created_by',
  'created_at',
  'updated_at',
  'published_at',
] as const;

function toArticle(row: {
  id: number;
  kind: ArticleKind;
  category_id: number;
  status: ArticleStatus;
  sort_order: number;
  helpful_yes: number;
  helpful_no: number;
  view_count: number;
  created_by: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  published_at: Date | string | null;
}): ArticleRow {
  return {
    id: Number(row.id),
    kind: row.kind,
    categoryId: Number(row.category_id),
    status: row.status,
    sortOrder: Number(row.sort_order),
    helpfulYes: Number(row.helpful_yes),
    helpfulNo: Number(row.helpful_no),
    viewCount: Number(row.view_count),
    createdBy: row.created_by === null ? null : Number(row.created_by),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    publishedAt: toIsoOrNull(row.published_at),
  };
}

function parseKeywords(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export async function findArticle(db: DbOrTrx, id: number): Promise<ArticleRow | undefined> {
  const row = await db.selectFrom('knowledge_articles').select(ARTICLE_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toArticle(row) : undefined;
}

export async function findArticles(db: DbOrTrx, ids: readonly number[]): Promise<ArticleRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('knowledge_articles')
    .select(ARTICLE_COLUMNS)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map(toArticle);
}

/**
 * Articles of a kind, drafts only when asked; optionally of some categories, of one state.
 * Unordered: the services order them by their categories' order, which lives beside.
 */
export async function listArticles(
  db: DbOrTrx,
  query: { kind: ArticleKind; includeDrafts: boolean; categoryIds?: readonly number[]; status?: ArticleStatus },
): Promise<ArticleRow[]> {
  if (query.categoryIds !== undefined && query.categoryIds.length === 0) return [];
  let select = db.selectFrom('knowledge_articles').select(ARTICLE_COLUMNS).where('kind', '=', query.kind);
  if (!query.includeDrafts) select = select.where('status', '=', 'published');
  if (query.status !== undefined) select = select.where('status', '=', query.status);
  if (query.categoryIds !== undefined) select = select.where('category_id', 'in', [...query.categoryIds]);
  return (await select.execute()).map(toArticle);
}

/** Published articles of a kind by helpful answers (yes desc, no asc, id) (index knowledge_articles_helpful). */
export async function listMostHelpful(db: DbOrTrx, query: { kind: ArticleKind; limit: number }): Promise<ArticleRow[]> {
  const rows = await db
    .selectFrom('knowledge_articles')
    .select(ARTICLE_COLUMNS)
    .where('kind', '=', query.kind)
    .where('status', '=', 'published')
    .orderBy('helpful_yes', 'desc')
    .orderBy('helpful_no', 'asc')
    .orderBy('id', 'asc')
    .limit(query.limit)
    .execute();
  return rows.map(toArticle);
}

/** Texts of many articles, every language; `content` and the whole plain text only when asked. */
export async function loadTexts(
  db: DbOrTrx,
  articleIds: readonly number[],
  options: { full: boolean } = { full: false },
): Promise<Map<number, TextRow[]>> {
  const texts = new Map<number, TextRow[]>();
  if (articleIds.length === 0) return texts;
  const base = db
    .selectFrom('knowledge_texts')
    .select(['article_id', 'lang', 'title', 'keywords', 'updated_at'])
    .where('article_id', 'in', [...new Set(articleIds)]);
  const rows = options.full
    ? await base.select(['content', 'plain_text']).execute()
    : await base.select(sql<string>`substr(plain_text, 1, ${sql.lit(EXCERPT_ROOM)})`.as('plain_text')).execute();
  for (const row of rows) {
    const list = texts.get(Number(row.article_id)) ?? [];
    list.push({
      articleId: Number(row.article_id),
      lang: row.lang as Locale,
      title: row.title,
      plainText: row.plain_text,
      keywords: parseKeywords(row.keywords),
      updatedAt: toIso(row.updated_at),
      ...('content' in row ? { content: row.content as string } : {}),
    });
    texts.set(Number(row.article_id), list);
  }
  return texts;
}

/** Keywords of the published texts of a kind in one language (Solomon's keyword list). */
export async function listTextKeywords(db: DbOrTrx, query: { kind: ArticleKind; lang: Locale }): Promise<string[][]> {
  const rows = await db
    .selectFrom('knowledge_texts')
    .innerJoin('knowledge_articles', 'knowledge_articles.id', 'knowledge_texts.article_id')
    .select('knowledge_texts.keywords')
    .where('knowledge_articles.kind', '=', query.kind)
    .where('knowledge_articles.status', '=', 'published')
    .where('knowledge_texts.lang', '=', query.lang)
    .execute();
  return rows.map((row) => parseKeywords(row.keywords));
}

/** The other kind's articles linked to one (a guide's FAQs, an FAQ's guides). */
export async function findLinkedIds(db: DbOrTrx, article: { id: number; kind: ArticleKind }): Promise<number[]> {
  const rows =
    article.kind === 'guide'
      ? await db.selectFrom('knowledge_links').select('faq_id as id').where('guide_id', '=', article.id).execute()
      : await db.selectFrom('knowledge_links').select('guide_id as id').where('faq_id', '=', article.id).execute();
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

export interface ArticleWrite {
  kind: ArticleKind;
  categoryId: number;
  status: ArticleStatus;
  at: string;
}

/** The next sort_order of a category: a new article (or one moved in) goes last. */
export async function nextArticleOrder(db: DbOrTrx, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('knowledge_articles')
    .select((eb) => eb.fn.max<number | null>('sort_order').as('top'))
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function insertArticle(db: DbOrTrx, input: ArticleWrite & { createdBy: number | null }): Promise<number> {
  const row = await db
    .insertInto('knowledge_articles')
    .values({
      kind: input.kind,
      category_id: input.categoryId,
      status: input.status,
      sort_order: await nextArticleOrder(db, input.categoryId),
      created_by: input.createdBy,
      created_at: input.at,
      updated_at: input.at,
      published_at: input.status === 'published' ? input.at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Category, state and date of an edit; published_at is the first publication's. */
export async function updateArticle(
  db: DbOrTrx,
  id: number,
  input: Omit<ArticleWrite, 'kind'> & { sortOrder: number; publishedAt: string | null },
): Promise<void> {
  await db
    .updateTable('knowledge_articles')
    .set({
      category_id: input.categoryId,
      status: input.status,
      sort_order: input.sortOrder,
      updated_at: input.at,
      published_at: input.publishedAt,
    })
    .where('id', '=', id)
    .execute();
}

/** Replaces every text of an article: a language not given is deleted (the editor removed it). */
export async function replaceTexts(
  db: DbOrTrx,
  articleId: number,
  texts: ReadonlyArray<{
    lang: Locale;
    title: string;
    content: string;
    plainText: string;
    keywords: string[];
  }>,
  at: string,
): Promise<void> {
  await db.deleteFrom('knowledge_texts').where('article_id', '=', articleId).execute();
  if (texts.length === 0) return;
  await db
    .insertInto('knowledge_texts')
    .values(
      texts.map((text) => ({
        article_id: articleId,
        lang: text.lang,
        title: text.title,
        content: text.content,
        plain_text: text.plainText,
        keywords: JSON.stringify(text.keywords),
        updated_at: at,
      })),
    )
    .execute();
}

/** Replaces an article's links: one row per guide and FAQ pair, whichever side is saved. */
export async function replaceLinks(
  db: DbOrTrx,
  article: { id: number; kind: ArticleKind },
  otherIds: readonly number[],
): Promise<void> {
  const column = article.kind === 'guide' ? 'guide_id' : 'faq_id';
  await db.deleteFrom('knowledge_links').where(column, '=', article.id).execute();
  const ids = [...new Set(otherIds)];
  if (ids.length === 0) return;
  await db
    .insertInto('knowledge_links')
    .values(
      ids.map((other) =>
        article.kind === 'guide' ? { guide_id: article.id, faq_id: other } : { guide_id: other, faq_id: article.id },
      ),
    )
    .execute();
}

/** Texts, links and reviews go by cascade (the migration's foreign keys). */
export async function deleteArticle(db: DbOrTrx, id: number): Promise<boolean> {
  const row = await db.deleteFrom('knowledge_articles').where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}

export async function setArticleOrder(db: DbOrTrx, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db.updateTable('knowledge_articles').set({ sort_order: index }).where('id', '=', id).execute();
  }
}

/** One more view; returns the new count. */
export async function addView(db: DbOrTrx, id: number): Promise<number | undefined> {
  const row = await db
    .updateTable('knowledge_articles')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', id)
    .returning('view_count')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.view_count);
}

/** The answer counts after one more yes or no (in the review's transaction). */
export async function addHelpfulAnswer(
  db: DbOrTrx,
  id: number,
  helpful: boolean,
): Promise<{ helpfulYes: number; helpfulNo: number }> {
  const row = await db
    .updateTable('knowledge_articles')
    .set((eb) => (helpful ? { helpful_yes: eb('helpful_yes', '+', 1) } : { helpful_no: eb('helpful_no', '+', 1) }))
    .where('id', '=', id)
    .returning(['helpful_yes', 'helpful_no'])
    .executeTakeFirstOrThrow();
  return { helpfulYes: Number(row.helpful_yes), helpfulNo: Number(row.helpful_no) };
}

/** Every article id in order after `afterId` (search's rebuild pages through them). */
export async function listArticleIdsAfter(db: DbOrTrx, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('knowledge_articles')
    .select('id')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}
