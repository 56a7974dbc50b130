import type { z } from 'zod';
import type { adminArticleSchema, knowledgeAdmin } from '../../../common/contracts/knowledge.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { longerThan } from '../../../common/validation/length.ts';
import { textLength } from '../../../common/validation/post.ts';
import { KNOWLEDGE_CONTENT_MAX_LENGTH } from '../../../common/validation/knowledge.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, type AppFieldIssue } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { clearGuideLinks, markArticleUploads, releaseArticleUploads } from '../posts/posts/service.ts';
import * as articles from './article-repository.ts';
import type { ArticleKind, ArticleRow, ArticleStatus } from './article-repository.ts';
import { AREA_OF_KIND, loadAreaTree, pickText, showArticles } from './catalog.ts';
import type { KnowledgeContext } from './context.ts';
import { cleanKeywords, cleanLine, prepareContent } from './content.ts';
import './events.ts';
import { presentAdminArticle, presentCard } from './presenter.ts';
import { findCategory, type KnowledgeArea } from './repository.ts';

/**
 * Administrators' articles (issue 31, P15, P24): written in one or more languages through the
 * posts' sanitizer, placed in a second-depth category of their kind's area, linked to the other
 * kind, ordered within their category. Every write is one transaction that records
 * 'knowledge.article.saved' or '.deleted' for search. Authorization is the routes' (P31).
 */
type WriteContext = Pick<KnowledgeContext, 'db' | 'transaction' | 'clock' | 'config'>;
type SaveInput = Omit<z.output<(typeof knowledgeAdmin.articleSave)['body']>, 'lang'>;
type AdminArticleDto = z.input<typeof adminArticleSchema>;

const otherKind = (kind: ArticleKind): ArticleKind => (kind === 'guide' ? 'faq' : 'guide');

/**
 * What the audit log keeps of an article (issue 32 item 6): its place and state, and each
 * language's title and length in characters, so that an edit shows what changed without the log
 * holding a second copy of every article.
 */
function auditedArticle(
  article: { categoryId: number; status: ArticleStatus },
  texts: ReadonlyArray<{ lang: Locale; title: string; plainText: string }>,
) {
  return {
    categoryId: article.categoryId,
    status: article.status,
    titles: Object.fromEntries(texts.map((text) => [text.lang, text.title])),
    characters: Object.fromEntries(texts.map((text) => [text.lang, textLength(text.plainText)])),
  };
}

/** An article's texts as they are now, whole (for its audit row's "before"). */
async function storedTexts(db: Parameters<typeof articles.loadTexts>[0], id: number) {
  return (await articles.loadTexts(db, [id], { full: true })).get(id) ?? [];
}

/** The texts as stored, every mistake collected (STYLE 5). */
function readTexts(input: SaveInput['texts']) {
  const issues: AppFieldIssue[] = [];
  const texts = input.map((text, index) => {
    const content = prepareContent(text.content);
    if (content.plainText === '' && content.imageUrls.length === 0) {
      issues.push({ field: `texts.${index}.content`, code: 'knowledgeContentPlz' });
    } else if (longerThan(content.plainText, KNOWLEDGE_CONTENT_MAX_LENGTH)) {
      issues.push({
        field: `texts.${index}.content`,
        code: 'knowledgeContentMaxLength',
        params: { maximum: KNOWLEDGE_CONTENT_MAX_LENGTH },
      });
    }
    return {
      lang: text.lang,
      title: cleanLine(text.title),
      content: content.html,
      plainText: content.plainText,
      keywords: cleanKeywords(text.keywords),
      imageUrls: content.imageUrls,
    };
  });
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { fields: issues });
  return texts;
}

/** A second-depth category of the kind's area, else KNOWLEDGE_CATEGORY_INVALID. */
async function checkCategory(context: Pick<KnowledgeContext, 'db'>, kind: ArticleKind, categoryId: number) {
  const category = await findCategory(context.db, categoryId);
  if (!category || category.area !== AREA_OF_KIND[kind] || category.depth !== 2) {
    throw new AppError('KNOWLEDGE_CATEGORY_INVALID', {
      fields: [{ field: 'categoryId', code: 'KNOWLEDGE_CATEGORY_INVALID' }],
    });
  }
}

/** Links name existing articles of the other kind, else KNOWLEDGE_LINK_INVALID. */
async function checkLinks(context: Pick<KnowledgeContext, 'db'>, kind: ArticleKind, linkIds: number[]) {
  const ids = [...new Set(linkIds)];
  const found = await articles.findArticles(context.db, ids);
  if (found.length !== ids.length || found.some((row) => row.kind !== otherKind(kind))) {
    throw new AppError('KNOWLEDGE_LINK_INVALID', { fields: [{ field: 'linkIds', code: 'KNOWLEDGE_LINK_INVALID' }] });
  }
  return ids;
}

/** /api/knowledge/admin/article/save: a new article (no id) or an edit of one. */
export async function saveArticle(context: WriteContext, viewer: Viewer, input: SaveInput): Promise<{ id: number }> {
  const existing = input.id === undefined ? undefined : await articles.findArticle(context.db, input.id);
  if (input.id !== undefined && !existing) throw new AppError('NOT_FOUND');
  if (existing && existing.kind !== input.kind) throw new AppError('KNOWLEDGE_KIND_MISMATCH');
  await checkCategory(context, input.kind, input.categoryId);
  const texts = readTexts(input.texts);
  const linkIds = await checkLinks(context, input.kind, input.linkIds);
  const at = context.clock.now().toISOString();

  return context.transaction(async (trx, emit) => {
    let id: number;
    const before = existing ? auditedArticle(existing, await storedTexts(trx, existing.id)) : null;
    if (existing) {
      id = existing.id;
      const moved = existing.categoryId !== input.categoryId;
      await articles.updateArticle(trx, id, {
        categoryId: input.categoryId,
        status: input.status,
        // Moved to another category, it goes last there; otherwise it keeps its place.
        sortOrder: moved ? await articles.nextArticleOrder(trx, input.categoryId) : existing.sortOrder,
        at,
        publishedAt: existing.publishedAt ?? (input.status === 'published' ? at : null),
      });
    } else {
      id = await articles.insertArticle(trx, {
        kind: input.kind,
        categoryId: input.categoryId,
        status: input.status,
        at,
        createdBy: viewer.id,
      });
    }
    await articles.replaceTexts(trx, id, texts, at);
    await articles.replaceLinks(trx, { id, kind: input.kind }, linkIds);
    await markArticleUploads(trx, context, {
      articleId: id,
      imageUrls: texts.flatMap((text) => text.imageUrls),
      field: 'texts',
    });
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'knowledge.article.save',
      target: { type: 'article', id },
      before,
      after: auditedArticle(input, texts),
      at,
    });
    emit('knowledge.article.saved', { articleId: id, at });
    return { id };
  });
}

/**
 * /api/knowledge/admin/article/delete: texts, links and answers go by cascade; forum posts that
 * linked a guide keep no link, and its images go back to the purge, in the same transaction.
 */
export async function deleteArticle(context: WriteContext, actorId: number, id: number): Promise<{ deleted: true }> {
  const article = await articles.findArticle(context.db, id);
  if (!article) throw new AppError('NOT_FOUND');
  const at = context.clock.now().toISOString();
  await context.transaction(async (trx, emit) => {
    const before = { kind: article.kind, ...auditedArticle(article, await storedTexts(trx, article.id)) };
    if (article.kind === 'guide') await clearGuideLinks(trx, article.id);
    await releaseArticleUploads(trx, context, article.id);
    if (!(await articles.deleteArticle(trx, article.id))) throw new AppError('NOT_FOUND');
    await recordAudit(trx, {
      actorId,
      action: 'knowledge.article.delete',
      target: { type: 'article', id: article.id },
      before,
      after: null,
      at,
    });
    emit('knowledge.article.deleted', { articleId: article.id, at });
  });
  return { deleted: true };
}

/** /api/knowledge/admin/article/reorder: every article of the category, each once, else KNOWLEDGE_ORDER_MISMATCH. */
export async function reorderArticles(
  context: WriteContext,
  actorId: number,
  input: { categoryId: number; ids: number[] },
): Promise<{ ids: number[] }> {
  const category = await findCategory(context.db, input.categoryId);
  if (!category || category.depth !== 2) throw new AppError('NOT_FOUND');
  const present = await articles.listArticles(context.db, {
    kind: category.area === 'documentation' ? 'guide' : 'faq',
    includeDrafts: true,
    categoryIds: [category.id],
  });
  const expected = new Set(present.map((row) => row.id));
  const given = new Set(input.ids);
  if (given.size !== input.ids.length || given.size !== expected.size || input.ids.some((id) => !expected.has(id))) {
    throw new AppError('KNOWLEDGE_ORDER_MISMATCH');
  }
  await context.transaction(async (trx) => {
    await articles.setArticleOrder(trx, input.ids);
    await recordAudit(trx, {
      actorId,
      action: 'knowledge.article.reorder',
      target: { type: 'category', id: category.id },
      before: { ids: present.map((row) => row.id) },
      after: { ids: input.ids },
      at: context.clock.now().toISOString(),
    });
  });
  return { ids: input.ids };
}

/** /api/knowledge/admin/article/get_list: an area's articles, drafts included, newest change first. */
export async function listAdminArticles(
  context: Pick<KnowledgeContext, 'db'>,
  input: {
    area: KnowledgeArea;
    categoryId?: number | undefined;
    status?: ArticleStatus | undefined;
    lang: Locale;
    pageNum: number;
    pageSize: number;
  },
) {
  const tree = await loadAreaTree(context.db, input.area);
  let categoryIds: number[] | undefined;
  if (input.categoryId !== undefined) {
    const category = tree.byId.get(input.categoryId);
    if (!category) throw new AppError('NOT_FOUND');
    categoryIds = category.depth === 1 ? tree.childrenOf(category.id).map((child) => child.id) : [category.id];
  }
  const rows = await articles.listArticles(context.db, {
    kind: input.area === 'documentation' ? 'guide' : 'faq',
    includeDrafts: true,
    ...(categoryIds ? { categoryIds } : {}),
    ...(input.status ? { status: input.status } : {}),
  });
  rows.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
  const page = rows.slice((input.pageNum - 1) * input.pageSize, input.pageNum * input.pageSize);
  const shown = await showArticles(context.db, [tree], page, input.lang);
  return {
    rows: shown.map((item) => presentCard(item, input.lang)),
    total: rows.length,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

/** Titles of articles in `lang` (or another language), for links and reviews. */
export async function titlesOf(
  context: Pick<KnowledgeContext, 'db'>,
  rows: ArticleRow[],
  lang: Locale,
): Promise<Map<number, string>> {
  const texts = await articles.loadTexts(
    context.db,
    rows.map((row) => row.id),
  );
  return new Map(rows.map((row) => [row.id, pickText(texts.get(row.id), lang)?.text.title ?? '']));
}

/** /api/knowledge/admin/article/get_one: every text and link, for the editor. */
export async function getAdminArticle(
  context: Pick<KnowledgeContext, 'db'>,
  input: { id: number; lang: Locale },
): Promise<AdminArticleDto> {
  const article = await articles.findArticle(context.db, input.id);
  if (!article) throw new AppError('NOT_FOUND');
  const texts = (await articles.loadTexts(context.db, [article.id], { full: true })).get(article.id) ?? [];
  const order: readonly Locale[] = ['ko', 'en', 'ja'];
  texts.sort((a, b) => order.indexOf(a.lang) - order.indexOf(b.lang));
  const linked = await articles.findArticles(context.db, await articles.findLinkedIds(context.db, article));
  linked.sort((a, b) => a.id - b.id);
  const titles = await titlesOf(context, linked, input.lang);
  return presentAdminArticle(
    article,
    texts,
    linked.map((row) => ({ id: row.id, title: titles.get(row.id) ?? '', status: row.status })),
  );
}
