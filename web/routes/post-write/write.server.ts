import { data, redirect } from 'react-router';
import type { BodyOf } from '../../../common/contracts/envelope.ts';
import { keywordGetList, postAdd, postEdit, postGetOne } from '../../../common/contracts/posts/posts.ts';
import { documentation } from '../../../common/contracts/knowledge.ts';
import { categoryList, postGroupingGetOne, type PostGroupingType } from '../../../common/contracts/reference.ts';
import { searchSimilar } from '../../../common/contracts/search.ts';
import { SEARCH_TEXT_MAX_LENGTH } from '../../../common/search/limits.ts';
import { TAG_MAX_LENGTH } from '../../../common/validation/post.ts';
import type { CategoryOption } from '../../features/posts/editor/category-path.ts';
import type { GuideOption } from '../../features/posts/editor/guide-field.tsx';
import { emptyPostForm, type PostFormValues } from '../../features/posts/editor/post-form.ts';
import {
  SIMILAR_LANG_PARAMETER,
  SIMILAR_QUERY_PARAMETER,
  type SimilarPostsData,
} from '../../features/posts/editor/similar-posts.tsx';
import { TAG_QUERY_PARAMETER, type TagSuggestionsData } from '../../features/posts/editor/tag-input.tsx';
import type { RefusalReason } from '../../features/posts/editor/write-refusal.tsx';
import { type WriteActionResult, writeFailure } from '../../features/posts/editor/write-result.ts';
import { postPaths } from '../../features/posts/post-paths.ts';
import { ApiError } from '../../lib/api.ts';
import { type FormParse, formText, parseForm } from '../../lib/form-data.ts';
import { requireMember, rethrowAsSignIn } from '../../lib/member-only.server.ts';
import { localeOr, pageLocale } from '../../lib/page-locale.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices, type RequestServices } from '../../lib/request-context.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import type { Route } from './+types/route';

/** New posts at post/{type}/writing (SPEC §2.1); What's new has its own address. */
const MEMBER_TYPES: readonly string[] = ['forum', 'casestudy', 'careers'] satisfies PostGroupingType[];
const EDITABLE_TYPES: readonly string[] = ['whatsnew', 'forum', 'casestudy', 'careers'] satisfies PostGroupingType[];

type Target = { type: PostGroupingType; editId: number | null } | { redirectTo: string } | null;

/**
 * What an address asks for: {lang}/whatsnew/writing, {lang}/post/{type}/writing for the member
 * groupings, {lang}/post/{type}/edit?id=N for any. Anything else is not a page (404).
 */
function targetOf(params: { lang?: string; type?: string; postType?: string }, url: URL): Target {
  if (params.type === undefined && params.postType === undefined) return { type: 'whatsnew', editId: null };
  const { type = '', postType } = params;
  if (postType === 'writing') {
    if (type === 'whatsnew') return { redirectTo: `/${pageLocale(params)}/whatsnew/writing` };
    return MEMBER_TYPES.includes(type) ? { type: type as PostGroupingType, editId: null } : null;
  }
  if (postType === 'edit' && EDITABLE_TYPES.includes(type)) {
    const editId = parseId(url.searchParams.get('id'));
    return editId === undefined ? null : { type: type as PostGroupingType, editId };
  }
  return null;
}

type CategoryNode = { id: number; name: string; children: CategoryNode[] };
const toOptions = (nodes: readonly CategoryNode[]): CategoryOption[] =>
  nodes.map((node) => ({ id: node.id, name: node.name, children: toOptions(node.children) }));

function refuse(reason: RefusalReason): never {
  throw data({ reason }, { status: 403 });
}

/** The writing page's data: the category tree, and the post itself when editing (SPEC §2.2). */
export async function loadWritePage(args: Route.LoaderArgs) {
  const { request, params, context } = args;
  const url = new URL(request.url);
  const lang = pageLocale(params);
  const api = context.get(requestServices).api;

  // The tag input's suggestions (a fetcher of this page): the public keyword list, nothing else.
  const tagQuery = url.searchParams.get(TAG_QUERY_PARAMETER);
  if (tagQuery !== null) {
    const query = tagQuery.replace(/^#+/, '').trim().slice(0, TAG_MAX_LENGTH);
    if (query === '') return { kind: 'keywords', rows: [] } satisfies TagSuggestionsData;
    try {
      const { rows } = await api.call(keywordGetList, { lang, query, limit: 10 });
      return {
        kind: 'keywords',
        rows: rows.map(({ keyword, count }) => ({ keyword, count })),
      } satisfies TagSuggestionsData;
    } catch (error) {
      // Suggestions are a help, not the form: without them the member types the tag.
      if (error instanceof ApiError) return { kind: 'keywords', rows: [] } satisfies TagSuggestionsData;
      throw error;
    }
  }

  // Look-alikes of the title being written (issue 30), as a fetcher of this page.
  const similarTitle = url.searchParams.get(SIMILAR_QUERY_PARAMETER);
  if (similarTitle !== null)
    return loadSimilar(api, url, localeOr(url.searchParams.get(SIMILAR_LANG_PARAMETER), lang), similarTitle);

  const target = targetOf(params, url);
  if (target === null) throw data(null, { status: 404 });
  if ('redirectTo' in target) throw redirect(target.redirectTo);
  const { viewer } = await requireMember(args);

  let initial: PostFormValues = emptyPostForm(lang);
  try {
    const [grouping, tree, post, guides] = await Promise.all([
      api.call(postGroupingGetOne, { lang, type: target.type }),
      api.call(categoryList, { lang, type: target.type }),
      target.editId === null ? null : api.call(postGetOne, { lang, id: target.editId }),
      target.type === 'forum' ? loadGuideOptions(api, lang) : [],
    ]);
    const { can } = grouping;
    // A new post needs the grouping's permission (P13: What's new is for administrators); an
    // edit needs the post's own (can.edit: its author, or an administrator).
    if (target.editId === null && !can.write) refuse('adminOnly');
    if (post) {
      if (!post.can.edit) refuse('notAuthor');
      if (post.type !== target.type) throw redirect(postPaths.edit(lang, post.type, post.id));
      initial = {
        postLang: post.lang,
        categoryId: post.categories.at(-1)?.id ?? null,
        companyName: post.companyName ?? '',
        title: post.title,
        content: post.content ?? '',
        adminContent: can.writeAdminContent ? (post.adminContent ?? '') : '',
        tags: post.tags,
        visibility: post.visibility,
        guideId: post.guideId,
      };
    }
    return {
      kind: 'page',
      lang,
      type: target.type,
      editId: target.editId,
      viewer: { id: viewer.id },
      canWriteAdminContent: can.writeAdminContent,
      categories: toOptions(tree.rows),
      guides,
      initial,
    } as const;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.code === 'POST_REMOVE')) {
      throw data(null, { status: 404 });
    }
    return rethrowAsSignIn(error, lang, request);
  }
}

/** Saves the post through postAdd or postEdit; the form shows the answer (WriteActionResult). */
export async function saveWrittenPost(args: Route.ActionArgs): Promise<WriteActionResult> {
  const { request, params, context } = args;
  const lang = pageLocale(params);
  const target = targetOf(params, new URL(request.url));
  if (target === null || 'redirectTo' in target) throw data(null, { status: 404 });
  const form = await request.formData();
  const draftKey = formText(form, 'draftKey');
  // What the page knows, or reads otherwise than the contract would: the rest is the form's.
  const given = {
    lang,
    postLang: localeOr(formText(form, 'postLang'), lang),
    // Only administrators' forms carry it (P14); without it an edit leaves it as it was.
    adminContent: form.has('adminContent') ? formText(form, 'adminContent') || null : undefined,
    companyName: target.type === 'careers' ? formText(form, 'companyName') : null,
    // Forum posts link a guide (issue 31): the select's '' is no guide, which an edit clears.
    guideId: target.type === 'forum' ? (parseId(formText(form, 'guideId')) ?? null) : undefined,
    draftKey: draftKey || undefined,
  };
  const api = context.get(requestServices).api;
  const save = <C extends typeof postAdd | typeof postEdit>(contract: C, parsed: FormParse<BodyOf<C>>) => {
    if (!parsed.ok) throw parsed.error;
    return api.call(contract, parsed.data);
  };
  try {
    const saved = await (target.editId === null
      ? save(postAdd, parseForm(form, postAdd.body, lang, { ...given, type: target.type }))
      : save(postEdit, parseForm(form, postEdit.body, lang, { ...given, id: target.editId })));
    return { ok: true, id: saved.id };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'LOGIN_REQUIRED') return rethrowAsSignIn(error, lang, request);
    return writeFailure(error);
  }
}

/**
 * The published guides a forum post may link (issue 31), titled in the page's language. The
 * field is a help: without the list the member writes on, without a guide.
 */
async function loadGuideOptions(api: RequestServices['api'], lang: Locale): Promise<GuideOption[]> {
  try {
    const { rows } = await api.call(documentation.guideOptions, { lang });
    return rows.map(({ id, title, categoryName }) => ({ id, title, categoryName }));
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
}

async function loadSimilar(
  api: RequestServices['api'],
  url: URL,
  lang: Locale,
  title: string,
): Promise<SimilarPostsData> {
  const exclude = parseId(url.searchParams.get('similarExclude') ?? undefined);
  try {
    const { rows } = await api.call(searchSimilar, {
      lang,
      title: title.slice(0, SEARCH_TEXT_MAX_LENGTH),
      type: 'forum',
      ...(exclude ? { excludeId: exclude } : {}),
    });
    return {
      kind: 'similar',
      rows: rows.map(({ id, title: found, replyCount }) => ({ id, title: found, replyCount })),
    };
  } catch (error) {
    // Look-alikes are a help, not the form: without them the member writes on.
    if (error instanceof ApiError) return { kind: 'similar', rows: [] };
    throw error;
  }
}
