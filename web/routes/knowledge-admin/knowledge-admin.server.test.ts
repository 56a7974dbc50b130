import { isRouteErrorResponse, RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Contract } from '../../../common/contracts/envelope.ts';
import { type ApiClient, ApiError } from '../../lib/api.ts';
import { type RequestServices, requestServices } from '../../lib/request-context.ts';
import { loadArticleEditor, saveArticle } from '../knowledge-admin-article/article.server.ts';
import { loader as loadGaps } from '../knowledge-admin-gaps/route.tsx';
import { changeKnowledgeTree, loadKnowledgeTree } from './tree.server.ts';

type Answers = Record<string, unknown>;
const ADMIN = { id: 1, nickName: 'Baker', admin: true };
const MEMBER = { id: 2, nickName: 'Crumb', admin: false };

/** An API client answering by path (an Error is thrown), remembering every call. */
function fakeApi(answers: Answers) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const api: ApiClient = {
    call: (contract: Contract, body: unknown) => {
      const path = (contract as unknown as { path: string }).path;
      calls.push({ path, body: body as Record<string, unknown> });
      const answer = answers[path];
      if (answer === undefined) return Promise.reject(new Error(`unexpected call ${path}`));
      const value = typeof answer === 'function' ? (answer as (b: unknown) => unknown)(body) : answer;
      return value instanceof Error ? Promise.reject(value) : Promise.resolve(value as never);
    },
  };
  return { api, calls };
}

function args(url: string, api: ApiClient, params: Record<string, string> = {}, init?: RequestInit) {
  const context = new RouterContextProvider();
  context.set(requestServices, { api, siteConfig: {} } as unknown as RequestServices);
  return { request: new Request(`http://hearth.test${url}`, init), params: { lang: 'en', ...params }, context };
}

async function statusOf(promise: Promise<unknown>): Promise<number | 'resolved'> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    if (isRouteErrorResponse(error)) return error.status;
    const data = error as { type?: string; init?: { status?: number } };
    if (data.type === 'DataWithResponseInit') return data.init?.status ?? 0;
    throw error;
  }
}

const category = (id: number, depth: 1 | 2, parentId: number | null, sortOrder: number) => ({
  id,
  area: 'documentation',
  depth,
  parentId,
  name: `C${id}`,
  names: { ko: `C${id}ko`, en: `C${id}`, ja: `C${id}ja` },
  articleCount: 0,
  sortOrder,
});
const card = (id: number, categoryId: number) => ({
  id,
  kind: 'guide',
  title: `G${id}`,
  excerpt: '',
  lang: 'en',
  fallback: false,
  category: { id: categoryId, name: `C${categoryId}` },
  parentCategory: { id: 1, name: 'C1' },
  keywords: [],
  helpfulCount: 0,
  notHelpfulCount: 0,
  viewCount: 0,
  updatedAt: '2026-11-20T00:00:00.000Z',
  status: 'draft',
});

describe('the knowledge administration pages are for administrators only (P31)', () => {
  it('a visitor and a member get the not-found page, without any administrative call', async () => {
    for (const user of [null, MEMBER]) {
      const { api, calls } = fakeApi({ '/api/user/check': { user } });
      expect(await statusOf(loadKnowledgeTree(args('/en/admin/knowledge', api) as never))).toBe(404);
      expect(await statusOf(loadGaps(args('/en/admin/knowledge/gaps', api) as never))).toBe(404);
      expect(await statusOf(loadArticleEditor(args('/en/admin/knowledge/article/new?kind=guide', api) as never))).toBe(
        404,
      );
      const form = new FormData();
      form.set('intent', 'category-delete');
      form.set('id', '3');
      expect(
        await statusOf(
          changeKnowledgeTree(args('/en/admin/knowledge', api, {}, { method: 'POST', body: form }) as never),
        ),
      ).toBe(404);
      expect(calls.every((call) => call.path === '/api/user/check')).toBe(true);
    }
  });

  it('the API’s 404 (not an administrator after all, an unknown article) is the not-found page', async () => {
    const { api } = fakeApi({
      '/api/user/check': { user: ADMIN },
      '/api/knowledge/admin/article/get_one': new ApiError(404, { code: 'NOT_FOUND' }),
    });
    expect(await statusOf(loadArticleEditor(args('/en/admin/knowledge/article/9', api, { id: '9' }) as never))).toBe(
      404,
    );
  });
});

describe('the tree page', () => {
  it('orders the categories and lists each second-depth one’s articles', async () => {
    const { api, calls } = fakeApi({
      '/api/user/check': { user: ADMIN },
      '/api/knowledge/admin/category/get_list': {
        rows: [category(12, 2, 1, 2), category(1, 1, null, 1), category(11, 2, 1, 1), category(2, 1, null, 0)],
      },
      '/api/documentation/get_post_list_by_category': (body: { categoryId: number }) => ({
        rows: body.categoryId === 11 ? [card(100, 11), card(101, 11)] : [],
        total: body.categoryId === 11 ? 2 : 0,
      }),
    });
    const { tree } = await loadKnowledgeTree(args('/en/admin/knowledge?area=documentation', api) as never);
    expect(
      tree.categories.map((top) => [top.id, top.children.map((sub) => [sub.id, sub.articles.map((a) => a.id)])]),
    ).toEqual([
      [2, []],
      [
        1,
        [
          [11, [100, 101]],
          [12, []],
        ],
      ],
    ]);
    // The reader's list of each category: its order, and drafts for administrators.
    const lists = calls.filter((call) => call.path === '/api/documentation/get_post_list_by_category');
    expect(lists.map((call) => call.body)).toEqual([
      { lang: 'en', categoryId: 11, pageNum: 1, pageSize: 100 },
      { lang: 'en', categoryId: 12, pageNum: 1, pageSize: 100 },
    ]);
  });

  it('sends a reorder with every id in order, and a refusal comes back with the API’s message', async () => {
    const refused = new ApiError(409, { code: 'KNOWLEDGE_CATEGORY_NOT_EMPTY', message: 'Not empty.' });
    const { api, calls } = fakeApi({
      '/api/user/check': { user: ADMIN },
      '/api/knowledge/admin/category/reorder': { ids: [3, 1, 2] },
      '/api/knowledge/admin/category/delete': refused,
    });
    const reorder = new FormData();
    reorder.set('intent', 'category-reorder');
    reorder.set('area', 'solomon');
    reorder.set('parentId', '7');
    for (const id of ['3', '1', '2']) reorder.append('ids', id);
    expect(
      await changeKnowledgeTree(args('/en/admin/knowledge', api, {}, { method: 'POST', body: reorder }) as never),
    ).toEqual({ ok: true, intent: 'category-reorder' });
    expect(calls.at(-1)).toEqual({
      path: '/api/knowledge/admin/category/reorder',
      body: { lang: 'en', area: 'solomon', parentId: 7, ids: [3, 1, 2] },
    });
    const remove = new FormData();
    remove.set('intent', 'category-delete');
    remove.set('id', '7');
    expect(
      await changeKnowledgeTree(args('/en/admin/knowledge', api, {}, { method: 'POST', body: remove }) as never),
    ).toEqual({ ok: false, intent: 'category-delete', message: 'Not empty.', fields: {} });
  });
});

describe('the article editor page', () => {
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const request = {
    kind: 'faq',
    categoryId: 21,
    status: 'published',
    texts: [
      { lang: 'ko', title: '답', content: '<p>본문</p>', keywords: [] },
      { lang: 'en', title: '', content: '<p>Text</p>', keywords: [] },
    ],
    linkIds: [4],
  };

  it('a new answer starts from the address: kind, category and a searched text as its title', async () => {
    const { api } = fakeApi({
      '/api/user/check': { user: ADMIN },
      '/api/knowledge/admin/category/get_list': { rows: [] },
      '/api/knowledge/admin/article/get_list': { rows: [card(5, 11)], total: 1 },
    });
    const page = await loadArticleEditor(
      args('/en/admin/knowledge/article/new?kind=faq&categoryId=21&title=export%20to%20csv', api) as never,
    );
    expect(page.initial).toMatchObject({ id: null, kind: 'faq', categoryId: 21, status: 'draft' });
    expect(page.initial.texts).toEqual({
      ko: null,
      en: { title: 'export to csv', content: '', keywords: [] },
      ja: null,
    });
    expect(page.linkOptions).toEqual([{ id: 5, title: 'G5', status: 'draft', categoryName: 'C11' }]);
  });

  it('names a mistake the contract finds at its field, by language, without calling the API', async () => {
    const { api, calls } = fakeApi({ '/api/user/check': { user: ADMIN } });
    const answer = await saveArticle(
      args('/en/admin/knowledge/article/new', api, {}, json({ ...request, categoryId: null })) as never,
    );
    expect(answer.ok).toBe(false);
    const fields = (answer as { fields: Record<string, string> }).fields;
    expect(Object.keys(fields).sort()).toEqual(['categoryId', 'texts.en.title']);
    expect(calls.map((call) => call.path)).toEqual(['/api/user/check']);
  });

  it('saves through the API and keys the API’s field messages by language', async () => {
    const refused = new ApiError(400, {
      code: 'VALIDATION_FAILED',
      message: 'Check the fields.',
      fields: [
        { field: 'texts.0.keywords.2', code: 'knowledgeKeywordFormat', message: 'Keywords are 1 to 30 characters.' },
      ],
    });
    let answer: unknown = { id: 33 };
    const { api, calls } = fakeApi({
      '/api/user/check': { user: ADMIN },
      '/api/knowledge/admin/article/save': () => answer,
    });
    const valid = { ...request, texts: [request.texts[0]!, { ...request.texts[1]!, title: 'Answer' }] };
    expect(await saveArticle(args('/en/admin/knowledge/article/33', api, { id: '33' }, json(valid)) as never)).toEqual({
      ok: true,
      id: 33,
    });
    expect(calls.at(-1)!.body).toEqual({ lang: 'en', id: 33, ...valid });
    answer = refused;
    expect(await saveArticle(args('/en/admin/knowledge/article/33', api, { id: '33' }, json(valid)) as never)).toEqual({
      ok: false,
      message: 'Check the fields.',
      fields: { 'texts.ko.keywords': 'Keywords are 1 to 30 characters.' },
    });
  });
});

describe('the gaps page', () => {
  it('asks for the knowledge areas’ searches, and the site’s too when asked', async () => {
    const { api, calls } = fakeApi({
      '/api/user/check': { user: ADMIN },
      '/api/search/get_unanswered_list': { rows: [] },
      '/api/knowledge/admin/get_unhelpful_list': { rows: [] },
    });
    await loadGaps(args('/en/admin/knowledge/gaps', api) as never);
    await loadGaps(args('/en/admin/knowledge/gaps?site=1', api) as never);
    const searches = calls.filter((call) => call.path === '/api/search/get_unanswered_list').map((call) => call.body);
    expect(searches).toEqual([
      { lang: 'en', scopes: ['documentation', 'solomon'], days: 30, limit: 50 },
      { lang: 'en', scopes: ['documentation', 'solomon', 'site'], days: 30, limit: 50 },
    ]);
  });
});
