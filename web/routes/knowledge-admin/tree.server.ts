import { data } from 'react-router';
import {
  type ArticleCard,
  documentation,
  KNOWLEDGE_AREAS,
  type KnowledgeArea,
  knowledgeAdmin,
  solomon,
} from '../../../common/contracts/knowledge.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import {
  type KnowledgeTree,
  TREE_INTENTS,
  type TreeActionResult,
  type TreeArticle,
  type TreeIntent,
} from '../../features/knowledge-admin/tree-data.ts';
import { requireAdmin, rethrowAsNotFound } from '../../lib/admin-only.server.ts';
import { formText } from '../../lib/form-data.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices, type RequestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';
import { refusalOf } from './refusal.server.ts';

type Api = RequestServices['api'];

export function areaOf(value: string | null): KnowledgeArea {
  return (KNOWLEDGE_AREAS as readonly string[]).includes(value ?? '') ? (value as KnowledgeArea) : 'documentation';
}

const AREA_CALLS = { documentation, solomon } as const;

/**
 * Every article of a second-depth category in the category's order, page after page. The
 * area's reader list gives that order and, to administrators, the drafts too (the admin list
 * orders by last change, which would undo a reorder on screen).
 */
async function articlesOf(api: Api, lang: Locale, area: KnowledgeArea, categoryId: number): Promise<ArticleCard[]> {
  const rows: ArticleCard[] = [];
  for (let pageNum = 1; pageNum <= 20; pageNum += 1) {
    const page = await api.call(AREA_CALLS[area].postListByCategory, { lang, categoryId, pageNum, pageSize: 100 });
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) break;
  }
  return rows;
}

const toTreeArticle = (card: ArticleCard): TreeArticle => ({
  id: card.id,
  kind: card.kind,
  title: card.title,
  lang: card.lang,
  fallback: card.fallback,
  status: card.status,
  helpfulCount: card.helpfulCount,
  notHelpfulCount: card.notHelpfulCount,
});

/** {lang}/admin/knowledge?area=…: the area's categories in order, each second-depth one with its articles. */
export async function loadKnowledgeTree(args: Route.LoaderArgs): Promise<{ lang: Locale; tree: KnowledgeTree }> {
  const { lang } = await requireAdmin(args);
  const area = areaOf(new URL(args.request.url).searchParams.get('area'));
  const api = args.context.get(requestServices).api;
  try {
    const { rows } = await api.call(knowledgeAdmin.categoryList, { lang, area });
    const ordered = [...rows].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    const subs = ordered.filter((row) => row.depth === 2);
    const articles = await Promise.all(subs.map((sub) => articlesOf(api, lang, area, sub.id)));
    const articlesById = new Map(subs.map((sub, index) => [sub.id, articles[index]!.map(toTreeArticle)]));
    const categoryOf = (row: (typeof rows)[number]) => ({
      id: row.id,
      depth: row.depth,
      parentId: row.parentId,
      name: row.name,
      names: row.names,
    });
    const tree: KnowledgeTree = {
      area,
      categories: ordered
        .filter((row) => row.depth === 1)
        .map((top) => ({
          ...categoryOf(top),
          children: subs
            .filter((sub) => sub.parentId === top.id)
            .map((sub) => ({ ...categoryOf(sub), articles: articlesById.get(sub.id) ?? [] })),
        })),
    };
    return { lang, tree };
  } catch (error) {
    return rethrowAsNotFound(error);
  }
}

const ids = (form: FormData) =>
  form
    .getAll('ids')
    .map((value) => parseId(value))
    .filter((id): id is number => id !== undefined);

/** The tree's changes (TREE_INTENTS), each one call; a refusal comes back with the API's message. */
export async function changeKnowledgeTree(args: Route.ActionArgs): Promise<TreeActionResult> {
  const { lang } = await requireAdmin(args);
  const form = await args.request.formData();
  const intent = formText(form, 'intent') as TreeIntent;
  if (!TREE_INTENTS.includes(intent)) throw data(null, { status: 400 });
  const api = args.context.get(requestServices).api;
  const area = areaOf(formText(form, 'area'));
  const id = parseId(formText(form, 'id'));
  const parentId = parseId(formText(form, 'parentId')) ?? null;
  try {
    if (intent === 'category-save') {
      await api.call(knowledgeAdmin.categorySave, {
        lang,
        ...(id === undefined ? {} : { id }),
        area,
        parentId,
        names: { ko: formText(form, 'names.ko'), en: formText(form, 'names.en'), ja: formText(form, 'names.ja') },
      });
    } else if (intent === 'category-reorder') {
      await api.call(knowledgeAdmin.categoryReorder, { lang, area, parentId, ids: ids(form) });
    } else if (intent === 'article-reorder') {
      await api.call(knowledgeAdmin.articleReorder, {
        lang,
        categoryId: parseId(formText(form, 'categoryId')) ?? 0,
        ids: ids(form),
      });
    } else {
      if (id === undefined) throw data(null, { status: 400 });
      const contract = intent === 'category-delete' ? knowledgeAdmin.categoryDelete : knowledgeAdmin.articleDelete;
      await api.call(contract, { lang, id });
    }
    return { ok: true, intent };
  } catch (error) {
    return { ok: false, intent, ...refusalOf(error) };
  }
}
