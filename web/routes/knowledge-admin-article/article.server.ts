import { data } from 'react-router';
import type { BodyOf } from '../../../common/contracts/envelope.ts';
import {
  type AdminArticle,
  type ArticleCard,
  type KnowledgeArea,
  type KnowledgeKind,
  knowledgeAdmin,
} from '../../../common/contracts/knowledge.ts';
import { isLocale, type Locale } from '../../../common/i18n/locales.ts';
import { AREA_OF_KIND } from '../../features/knowledge-admin/admin-paths.ts';
import {
  type ArticleFormValues,
  type ArticleSaveRequest,
  type ArticleSaveResult,
  type CategoryGroup,
  emptyTexts,
  formFieldOf,
  type LinkOption,
} from '../../features/knowledge-admin/article-editor/article-form.ts';
import { requireAdmin, notFound, rethrowAsNotFound } from '../../lib/admin-only.server.ts';
import { fieldIssuesOf } from '../../lib/field-issues.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices, type RequestServices } from '../../lib/request-context.ts';
import { KNOWLEDGE_TITLE_MAX_LENGTH } from '../../../common/validation/knowledge.ts';
import type { Route } from './+types/route';
import { refusalOf } from '../knowledge-admin/refusal.server.ts';

type Api = RequestServices['api'];
const OTHER_AREA = { documentation: 'solomon', solomon: 'documentation' } as const;

function kindOf(value: string | null): KnowledgeKind | undefined {
  return value === 'guide' || value === 'faq' ? value : undefined;
}

/** Every article of an area (drafts too), for the link picker: page after page of 100. */
async function articlesOfArea(api: Api, lang: Locale, area: KnowledgeArea): Promise<ArticleCard[]> {
  const rows: ArticleCard[] = [];
  for (let pageNum = 1; pageNum <= 20; pageNum += 1) {
    const page = await api.call(knowledgeAdmin.articleList, { lang, area, pageNum, pageSize: 100 });
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) break;
  }
  return rows;
}

async function categoryGroups(api: Api, lang: Locale, area: KnowledgeArea): Promise<CategoryGroup[]> {
  const { rows } = await api.call(knowledgeAdmin.categoryList, { lang, area });
  const ordered = [...rows].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  return ordered
    .filter((row) => row.depth === 1)
    .map((top) => ({
      id: top.id,
      name: top.name,
      children: ordered
        .filter((row) => row.depth === 2 && row.parentId === top.id)
        .map((row) => ({ id: row.id, name: row.name })),
    }));
}

function valuesOf(article: AdminArticle): ArticleFormValues {
  const texts = emptyTexts();
  for (const text of article.texts)
    texts[text.lang] = { title: text.title, content: text.content, keywords: text.keywords };
  return {
    id: article.id,
    kind: article.kind,
    categoryId: article.categoryId,
    status: article.status,
    texts,
    links: article.links.map((link) => ({ id: link.id, title: link.title, status: link.status })),
  };
}

/**
 * {lang}/admin/knowledge/article/new?kind=guide|faq&categoryId=N&title=… and …/article/{id}: the
 * article with every text, its area's categories and the other area's articles to link.
 */
export async function loadArticleEditor(args: Route.LoaderArgs) {
  const { lang } = await requireAdmin(args);
  const api = args.context.get(requestServices).api;
  const search = new URL(args.request.url).searchParams;
  const editId = args.params.id === undefined ? null : parseId(args.params.id);
  if (editId === undefined) notFound();
  try {
    let initial: ArticleFormValues;
    if (editId === null) {
      const kind = kindOf(search.get('kind'));
      if (!kind) notFound();
      const texts = emptyTexts();
      texts[lang] = {
        title: (search.get('title') ?? '').trim().slice(0, KNOWLEDGE_TITLE_MAX_LENGTH),
        content: '',
        keywords: [],
      };
      initial = {
        id: null,
        kind,
        categoryId: parseId(search.get('categoryId')) ?? null,
        status: 'draft',
        texts,
        links: [],
      };
    } else {
      initial = valuesOf(await api.call(knowledgeAdmin.articleGet, { lang, id: editId }));
    }
    const area = AREA_OF_KIND[initial.kind];
    const [categories, others] = await Promise.all([
      categoryGroups(api, lang, area),
      articlesOfArea(api, lang, OTHER_AREA[area]),
    ]);
    const linkOptions: LinkOption[] = others.map((card) => ({
      id: card.id,
      title: card.title,
      status: card.status,
      categoryName: card.category.name,
    }));
    return { lang, initial, categories, linkOptions };
  } catch (error) {
    return rethrowAsNotFound(error);
  }
}

function isSaveRequest(value: unknown): value is ArticleSaveRequest {
  const body = value as Partial<ArticleSaveRequest> | null;
  return (
    typeof body === 'object' &&
    body !== null &&
    kindOf(body.kind ?? null) !== undefined &&
    Array.isArray(body.texts) &&
    body.texts.every((text) => typeof text === 'object' && text !== null && isLocale(text.lang)) &&
    Array.isArray(body.linkIds)
  );
}

/**
 * Saves the article (JSON from the editor): checked by the contract's own schema first, so that
 * a missing category is said in the page's language at its field, then sent to the API. Field
 * messages come back keyed by language (`texts.en.title`).
 */
export async function saveArticle(args: Route.ActionArgs): Promise<ArticleSaveResult> {
  const { lang } = await requireAdmin(args);
  const editId = args.params.id === undefined ? null : parseId(args.params.id);
  if (editId === undefined) notFound();
  const request: unknown = await args.request.json().catch(() => null);
  if (!isSaveRequest(request)) throw data(null, { status: 400 });
  const input = {
    lang,
    ...(editId === null ? {} : { id: editId }),
    kind: request.kind,
    categoryId: request.categoryId ?? undefined,
    status: request.status,
    texts: request.texts,
    linkIds: request.linkIds,
  };
  const keyed = (fields: Record<string, string>) => {
    const out: Record<string, string> = {};
    for (const [field, message] of Object.entries(fields)) out[formFieldOf(field, request.texts)] ??= message;
    return out;
  };
  const parsed = knowledgeAdmin.articleSave.body.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of fieldIssuesOf(parsed.error, input, lang)) fields[issue.field] ??= issue.message;
    return { ok: false, message: i18nFor(lang).t('errors:VALIDATION_FAILED'), fields: keyed(fields) };
  }
  try {
    const saved = await args.context
      .get(requestServices)
      .api.call(knowledgeAdmin.articleSave, input as BodyOf<typeof knowledgeAdmin.articleSave>);
    return { ok: true, id: saved.id };
  } catch (error) {
    const refusal = refusalOf(error);
    return { ok: false, message: refusal.message, fields: keyed(refusal.fields) };
  }
}
