import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Contract } from '../../../common/contracts/envelope.ts';
import { type ApiClient, ApiError } from '../../lib/api.ts';
import { type RequestServices, requestServices } from '../../lib/request-context.ts';
import { loadArticlePage } from './load-article.server.ts';
import { loadCategoryPage } from './load-category.server.ts';
import { loadKnowledgeSearch } from './load-search.server.ts';
import { sendReview } from './review.server.ts';
import { makeArticle, makeCategory } from './test-fixtures.ts';

/** An API that answers by path (a function may throw) and remembers the calls. */
function fakeApi(answers: Record<string, unknown | ((body: unknown) => unknown)>) {
  const calls: { path: string; body: unknown }[] = [];
  const api: ApiClient = {
    call: async (contract: Contract, body: unknown) => {
      const path = (contract as unknown as { path: string }).path;
      calls.push({ path, body });
      const answer = answers[path];
      if (answer === undefined) throw new ApiError(404, { code: 'NOT_FOUND' });
      return (typeof answer === 'function' ? answer(body) : answer) as never;
    },
  };
  const context = new RouterContextProvider();
  context.set(requestServices, { api, siteConfig: {} } as unknown as RequestServices);
  return { context, calls };
}

/** What a thrown React Router `data()` or redirect carries. */
async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const value = error as { init?: { status?: number }; status?: number; headers?: Headers };
    return { status: value.init?.status ?? value.status, location: value.headers?.get?.('Location') ?? null };
  }
  throw new Error('nothing was thrown');
}

describe('knowledge loaders', () => {
  it('answer 404 for ids that are no number, without asking the API', async () => {
    const { context, calls } = fakeApi({});
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await thrown(loadArticlePage(context, 'en', 'documentation', id))).status).toBe(404);
      expect((await thrown(loadCategoryPage(context, 'en', 'solomon', id))).status).toBe(404);
    }
    expect(calls).toEqual([]);
  });

  it('answer 404 when the API has no such article or category', async () => {
    const { context } = fakeApi({});
    expect((await thrown(loadArticlePage(context, 'en', 'documentation', '404'))).status).toBe(404);
    expect((await thrown(loadCategoryPage(context, 'en', 'documentation', '404'))).status).toBe(404);
  });

  it('do not show a Solomon category under the documentation', async () => {
    const { context } = fakeApi({
      '/api/documentation/get_select_category_list_by_category': {
        depth1: makeCategory({ id: 3, area: 'solomon' }),
        depth2: null,
        siblings: [],
      },
    });
    expect((await thrown(loadCategoryPage(context, 'en', 'documentation', '3'))).status).toBe(404);
  });

  it('read a first-depth category’s sections, each with its articles', async () => {
    const sections = [makeCategory({ id: 11, depth: 2, parentId: 1 }), makeCategory({ id: 12, depth: 2, parentId: 1 })];
    const { context, calls } = fakeApi({
      '/api/documentation/get_select_category_list_by_category': {
        depth1: makeCategory({ id: 1 }),
        depth2: null,
        siblings: [],
      },
      '/api/documentation/get_depth2_category_list': { rows: sections },
      '/api/documentation/get_post_list_by_category': (body: unknown) => ({
        rows: (body as { categoryId: number }).categoryId === 11 ? [{ id: 5 }] : [],
        total: 1,
        pageNum: 1,
        pageSize: 50,
      }),
    });
    const page = await loadCategoryPage(context, 'ja', 'documentation', '1');
    expect(page.sections.map((section) => [section.category.id, section.articles.length])).toEqual([
      [11, 1],
      [12, 0],
    ]);
    expect(calls.filter((call) => call.path.endsWith('get_post_list_by_category')).map((call) => call.body)).toEqual([
      { lang: 'ja', categoryId: 11, pageNum: 1, pageSize: 50 },
      { lang: 'ja', categoryId: 12, pageNum: 1, pageSize: 50 },
    ]);
  });

  it('read a guide with its FAQs and forum posts, an answer with its guides and reference posts', async () => {
    const guide = fakeApi({
      '/api/documentation/get_one': makeArticle({ id: 5 }),
      '/api/documentation/get_faq_list_by_guide': { rows: [{ id: 40 }] },
      '/api/documentation/get_forum_post_list_by_guide': { rows: [{ id: 300 }], total: 1 },
    });
    const page = await loadArticlePage(guide.context, 'en', 'documentation', '5');
    expect(page.linked).toEqual([{ id: 40 }]);
    expect(page.posts).toEqual([{ id: 300 }]);
    expect(guide.calls.map((call) => call.path)).toEqual([
      '/api/documentation/get_one',
      '/api/documentation/get_faq_list_by_guide',
      '/api/documentation/get_forum_post_list_by_guide',
    ]);

    const faq = fakeApi({
      '/api/solomon/get_one': makeArticle({ id: 40, kind: 'faq' }),
      '/api/solomon/get_guide_list_by_faq': { rows: [{ id: 5 }] },
      '/api/solomon/get_reference_list': { rows: [{ id: 301 }], total: 1 },
    });
    const answer = await loadArticlePage(faq.context, 'en', 'solomon', '40');
    expect(answer.linked).toEqual([{ id: 5 }]);
    expect(faq.calls.at(-1)).toEqual({
      path: '/api/solomon/get_reference_list',
      body: { lang: 'en', faqId: 40, limit: 5 },
    });
  });

  it('send an answer opened under the other area to its own address', async () => {
    const { context } = fakeApi({ '/api/documentation/get_one': makeArticle({ id: 40, kind: 'faq' }) });
    const answer = await thrown(loadArticlePage(context, 'ko', 'documentation', '40'));
    expect(answer).toEqual({ status: 302, location: '/ko/solomon/post/40' });
  });

  it('search: ?text= moves into the path, an empty text asks nothing, a refused one says so', async () => {
    const { context, calls } = fakeApi({
      '/api/search/get_knowledge_list': (body: unknown) => {
        if ((body as { text: string }).text === 'bad') throw new ApiError(400, { code: 'VALIDATION_FAILED' });
        return { rows: [], total: 12, pageNum: 2, pageSize: 10, understood: { kind: 'text', text: 'x' } };
      },
    });
    const url = (path: string) => new URL(`http://hearth.test${path}`);
    expect(
      await thrown(loadKnowledgeSearch(context, 'en', 'solomon', undefined, url('/en/solomon/search?text=heat+map'))),
    ).toEqual({ status: 302, location: '/en/solomon/search/heat%20map' });
    expect((await loadKnowledgeSearch(context, 'en', 'solomon', undefined, url('/en/solomon/search'))).state).toBe(
      'empty',
    );
    expect(
      (await loadKnowledgeSearch(context, 'en', 'solomon', 'x'.repeat(1001), url('/en/solomon/search/x'))).state,
    ).toBe('refused');
    expect((await loadKnowledgeSearch(context, 'en', 'solomon', 'bad', url('/en/solomon/search/bad'))).state).toBe(
      'refused',
    );
    const page = await loadKnowledgeSearch(context, 'en', 'documentation', 'heatmap', url('/x?page=2'));
    expect(page).toMatchObject({ state: 'results', total: 12, page: 2, pageCount: 2 });
    expect(calls.at(-1)!.body).toEqual({
      lang: 'en',
      text: 'heatmap',
      area: 'documentation',
      pageNum: 2,
      pageSize: 10,
    });
  });
});

describe('the review action', () => {
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  };
  const dataOf = (answer: unknown) => (answer as { data: unknown }).data;

  it('sends the answer with its text, and leaves out an empty text', async () => {
    const { context, calls } = fakeApi({ '/api/solomon/send_review': { helpfulCount: 3, notHelpfulCount: 2 } });
    const answer = await sendReview(context, 'en', '5', form({ helpful: 'no', text: 'Missing steps' }));
    expect(dataOf(answer)).toEqual({ ok: true, helpful: false, helpfulCount: 3, notHelpfulCount: 2 });
    await sendReview(context, 'en', '5', form({ helpful: 'yes', text: '  ' }));
    expect(calls.map((call) => call.body)).toEqual([
      { lang: 'en', id: 5, helpful: false, text: 'Missing steps' },
      { lang: 'en', id: 5, helpful: true },
    ]);
  });

  it('gives the API’s refusals back as data: the message, and a text field’s own message', async () => {
    const { context } = fakeApi({
      '/api/solomon/send_review': (body: unknown) => {
        if ((body as { helpful: boolean }).helpful) {
          throw new ApiError(409, { code: 'ALREADY_REVIEWED', message: 'Already answered.' });
        }
        throw new ApiError(400, {
          code: 'VALIDATION_FAILED',
          message: 'Check the form.',
          fields: [{ field: 'text', code: 'reviewTextPlz', message: 'Say what was missing.' }],
        });
      },
    });
    expect(dataOf(await sendReview(context, 'en', '5', form({ helpful: 'yes' })))).toMatchObject({
      ok: false,
      code: 'ALREADY_REVIEWED',
      message: 'Already answered.',
      fields: {},
    });
    expect(dataOf(await sendReview(context, 'en', '5', form({ helpful: 'no', text: '' })))).toMatchObject({
      ok: false,
      helpful: false,
      fields: { text: 'Say what was missing.' },
    });
  });

  it('refuses a form without a choice, and an id that is no number', async () => {
    const { context, calls } = fakeApi({});
    expect(dataOf(await sendReview(context, 'en', '5', form({ helpful: 'maybe' })))).toMatchObject({
      ok: false,
      code: 'BAD_REQUEST',
    });
    expect((await thrown(sendReview(context, 'en', 'x', form({ helpful: 'yes' })))).status).toBe(404);
    expect(calls).toEqual([]);
  });
});
