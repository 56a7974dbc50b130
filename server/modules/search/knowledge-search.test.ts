import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '../../test/harness.ts';
import { body, call, createSignedInMember, type Member } from '../posts/test-support.ts';
import { countedText } from './analytics.ts';
import { rebuildSearchIndex } from './rebuild.ts';

type Piece = { text: string; hit: boolean };
const names = (ko: string) => ({ ko, en: `${ko} (en)`, ja: `${ko} (ja)` });

/**
 * The knowledge areas in the site's search (issue 31 item 8): guides and answers found with the
 * posts' analyzer, through the knowledge feature's own writes (its events keep the index).
 */
describe.each(testDialects('sql'))('knowledge search (%s)', (dialect) => {
  let t: TestApp;
  let admin: Member;
  let reader: Member;
  let docTop: number;
  let docLeaf: number;
  let solLeaf: number;

  const adminCall = async (path: string, payload: object) => {
    const response = await call(t.app, `/api/knowledge/admin/${path}`, payload, admin);
    expect(response.statusCode, response.body).toBe(200);
    return body(response).data;
  };
  const category = async (area: string, name: string, parentId: number | null = null) =>
    (await adminCall('category/save', { area, parentId, names: names(name) })).id as number;
  const article = async (input: {
    id?: number;
    kind: 'guide' | 'faq';
    categoryId: number;
    status?: 'draft' | 'published';
    texts: Array<{ lang: string; title: string; content: string; keywords?: string[] }>;
  }) =>
    (
      await adminCall('article/save', {
        status: 'published',
        ...input,
        texts: input.texts.map((text) => ({ keywords: [], ...text })),
      })
    ).id as number;
  const find = async (text: string, area: 'documentation' | 'solomon', extra: object = {}, lang = 'ko') => {
    const response = await call(t.app, '/api/search/get_knowledge_list', { lang, text, area, ...extra }, reader);
    expect(response.statusCode, response.body).toBe(200);
    return body(response).data as { total: number; rows: Array<{ id: number; kind: string; title: Piece[] }> };
  };
  const ids = async (...args: Parameters<typeof find>) => (await find(...args)).rows.map((row) => row.id);

  beforeEach(async () => {
    t = await createTestApp(dialect);
    admin = await createSignedInMember(t.app, 'admin', { admin: true });
    reader = await createSignedInMember(t.app, 'reader');
    docTop = await category('documentation', '히트맵');
    docLeaf = await category('documentation', '히트맵 읽기', docTop);
    const solTop = await category('solomon', '리포트');
    solLeaf = await category('solomon', '히트맵 문제', solTop);
  });
  afterEach(async () => t.close());

  it('finds published guides in the reader’s language with the posts’ analyzer, never drafts or the other area', async () => {
    const guide = await article({
      kind: 'guide',
      categoryId: docLeaf,
      texts: [
        { lang: 'ko', title: '스크롤 히트맵 읽는 법', content: '<h2>개요</h2><p>스크롤 깊이를 색으로 보여줍니다.</p>' },
        { lang: 'en', title: 'Reading scroll heatmaps', content: '<p>Scroll depth shown as colours.</p>' },
      ],
    });
    await article({
      kind: 'guide',
      categoryId: docLeaf,
      status: 'draft',
      texts: [{ lang: 'ko', title: '스크롤 히트맵 초안', content: '<p>아직 쓰는 중</p>' }],
    });
    const faq = await article({
      kind: 'faq',
      categoryId: solLeaf,
      texts: [{ lang: 'ko', title: '스크롤 히트맵이 비어 있어요', content: '<p>설치를 확인하세요.</p>' }],
    });

    // A particle on the query word, as readers type it.
    const found = await find('스크롤을', 'documentation');
    expect(found.rows.map((row) => row.id)).toEqual([guide]);
    expect(found.rows[0]).toMatchObject({ kind: 'guide', category: { id: docLeaf }, parentCategory: { id: docTop } });
    expect(found.rows[0]!.title.filter((piece) => piece.hit).map((piece) => piece.text)).toContain('스크롤');
    expect(await ids('heatmap', 'documentation', {}, 'en')).toEqual([guide]);
    // No Japanese text: nothing in Japanese, whatever the other languages hold.
    expect(await ids('scroll', 'documentation', {}, 'ja')).toEqual([]);
    expect(await ids('스크롤', 'solomon')).toEqual([faq]);
    expect(await ids('초안', 'documentation')).toEqual([]);
    // Knowledge is not in the posts' search, and posts are not in the knowledge areas'.
    const posts = await call(t.app, '/api/post/get_search_list', { lang: 'ko', text: '스크롤' }, reader);
    expect(body(posts).data.total).toBe(0);
  });

  it('follows edits, unpublishing, removed languages and deletes inside their transactions', async () => {
    const guide = await article({
      kind: 'guide',
      categoryId: docLeaf,
      texts: [
        { lang: 'ko', title: '퍼널 설정 가이드', content: '<p>단계를 정합니다.</p>' },
        { lang: 'en', title: 'Setting up funnels', content: '<p>Pick the steps.</p>' },
      ],
    });
    expect(await ids('퍼널', 'documentation')).toEqual([guide]);
    await article({
      id: guide,
      kind: 'guide',
      categoryId: docLeaf,
      texts: [{ lang: 'ko', title: '전환 경로 설정 가이드', content: '<p>단계를 정합니다.</p>' }],
    });
    expect(await ids('퍼널', 'documentation')).toEqual([]);
    expect(await ids('전환', 'documentation')).toEqual([guide]);
    expect(await ids('funnels', 'documentation', {}, 'en')).toEqual([]);
    await article({
      id: guide,
      kind: 'guide',
      categoryId: docLeaf,
      status: 'draft',
      texts: [{ lang: 'ko', title: '전환 경로 설정 가이드', content: '<p>단계</p>' }],
    });
    expect(await ids('전환', 'documentation')).toEqual([]);
    await article({
      id: guide,
      kind: 'guide',
      categoryId: docLeaf,
      texts: [{ lang: 'ko', title: '전환 경로 설정 가이드', content: '<p>단계</p>' }],
    });
    expect(await ids('전환', 'documentation')).toEqual([guide]);
    await adminCall('article/delete', { id: guide });
    expect(await ids('전환', 'documentation')).toEqual([]);
    const left = await t.app.db.selectFrom('search_documents').select('id').execute();
    expect(left).toEqual([]);
  });

  it('filters by either category depth, searches #keywords, and keeps keywords out of the popular tags', async () => {
    const otherLeaf = await category('documentation', '세그먼트', docTop);
    const inLeaf = await article({
      kind: 'guide',
      categoryId: docLeaf,
      texts: [{ lang: 'ko', title: '클릭 지도 보기', content: '<p>클릭 위치</p>' }],
    });
    const inOther = await article({
      kind: 'guide',
      categoryId: otherLeaf,
      texts: [{ lang: 'ko', title: '클릭 세그먼트', content: '<p>클릭한 사람</p>' }],
    });
    expect((await ids('클릭', 'documentation')).sort()).toEqual([inLeaf, inOther].sort());
    expect((await ids('클릭', 'documentation', { categoryId: docTop })).sort()).toEqual([inLeaf, inOther].sort());
    expect(await ids('클릭', 'documentation', { categoryId: otherLeaf })).toEqual([inOther]);
    expect(await ids('클릭', 'documentation', { categoryId: 999_999 })).toEqual([]);

    const faq = await article({
      kind: 'faq',
      categoryId: solLeaf,
      texts: [{ lang: 'ko', title: '데이터가 늦게 들어와요', content: '<p>처리 지연</p>', keywords: ['수집지연'] }],
    });
    const tagged = await find('#수집지연', 'solomon');
    expect(tagged).toMatchObject({ total: 1, understood: { kind: 'tag', text: '수집지연' } });
    expect(tagged.rows.map((row) => row.id)).toEqual([faq]);
    // The header box's tag suggestions are the posts' tags (P25).
    const suggestions = await call(t.app, '/api/search/autoComplete', { lang: 'ko', text: '수집' }, reader);
    expect(body(suggestions).data.rows.filter((row: { kind: string }) => row.kind === 'tag')).toEqual([]);
  });

  it('answers /api/search with posts, guides and answers, each with its total', async () => {
    const guide = await article({
      kind: 'guide',
      categoryId: docLeaf,
      texts: [{ lang: 'ko', title: '세션 리플레이 켜기', content: '<p>리플레이</p>' }],
    });
    const response = await call(t.app, '/api/search', { lang: 'ko', text: '리플레이' }, reader);
    expect(response.statusCode).toBe(200);
    const groups = body(response).data.groups as Array<{ kind: string; total: number; rows: Array<{ id: number }> }>;
    expect(groups.map((group) => [group.kind, group.total])).toEqual([
      ['post', 0],
      ['guide', 1],
      ['faq', 0],
    ]);
    expect(groups[1]!.rows[0]!.id).toBe(guide);
  });

  it('refuses malformed requests with a code, in the request’s language', async () => {
    const atLimit = await call(
      t.app,
      '/api/search/get_knowledge_list',
      { lang: 'ko', text: `히트맵 ${'가'.repeat(996)}`, area: 'documentation' },
      reader,
    );
    expect(atLimit.statusCode).toBe(200);
    const over = await call(
      t.app,
      '/api/search/get_knowledge_list',
      { lang: 'en', text: 'a'.repeat(1001), area: 'documentation' },
      reader,
    );
    expect(over.statusCode).toBe(400);
    expect(body(over).fields?.[0]).toMatchObject({ field: 'text', code: 'searchTextMaxLength' });
    for (const wrong of [
      { text: '히트맵' },
      { text: '히트맵', area: 'forum' },
      { text: 42, area: 'solomon' },
      { text: '히트맵', area: 'solomon', categoryId: 0 },
      { text: '히트맵', area: 'solomon', pageSize: 51 },
    ]) {
      const response = await call(t.app, '/api/search/get_knowledge_list', { lang: 'ko', ...wrong }, reader);
      expect(response.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(body(response).code).toBe('VALIDATION_FAILED');
    }
  });

  it('lists the knowledge searches that found nothing to administrators only, as text', async () => {
    await article({
      kind: 'guide',
      categoryId: docLeaf,
      texts: [{ lang: 'ko', title: '히트맵 설치', content: '<p>설치</p>' }],
    });
    const payload = '<img src=x onerror=alert(1)> 스크립트';
    await find('쿠키 동의 배너', 'documentation');
    await find('쿠키 동의 배너', 'documentation');
    await find('히트맵', 'documentation');
    await find('결제 영수증', 'solomon', {}, 'en');
    await find(payload, 'solomon');
    await call(t.app, '/api/post/get_search_list', { lang: 'ko', text: '사이트에서 못 찾음' }, reader);

    for (const who of [null, reader]) {
      const refused = await call(t.app, '/api/search/get_unanswered_list', { lang: 'ko' }, who);
      expect(refused.statusCode).toBe(404);
    }
    const response = await call(t.app, '/api/search/get_unanswered_list', { lang: 'ko' }, admin);
    expect(response.statusCode, response.body).toBe(200);
    const rows = body(response).data.rows as Array<{ text: string; lang: string; scope: string; count: number }>;
    expect(rows[0]).toMatchObject({ text: '쿠키 동의 배너', lang: 'ko', scope: 'documentation', count: 2 });
    expect(rows.map((row) => row.scope).every((scope) => scope !== 'site')).toBe(true);
    expect(rows.some((row) => row.text === '히트맵')).toBe(false);
    expect(rows.some((row) => row.text === '결제 영수증' && row.lang === 'en')).toBe(true);
    const english = await call(t.app, '/api/search/get_unanswered_list', { lang: 'ko', searchLang: 'en' }, admin);
    expect(body(english).data.rows.map((row: { text: string }) => row.text)).toEqual(['결제 영수증']);
    const site = await call(t.app, '/api/search/get_unanswered_list', { lang: 'ko', scopes: ['site'] }, admin);
    expect(body(site).data.rows.map((row: { text: string }) => row.text)).toEqual(['사이트에서 못 찾음']);
    // A hostile search comes back as the text it was (folded), for the page to show as text.
    expect(rows).toContainEqual(expect.objectContaining({ text: countedText(payload), scope: 'solomon', count: 1 }));
  });

  it('is rebuilt from the articles by rebuildSearchIndex', async () => {
    const guide = await article({
      kind: 'guide',
      categoryId: docLeaf,
      texts: [
        { lang: 'ko', title: '태그 매니저로 설치', content: '<p>GTM</p>' },
        { lang: 'ja', title: 'タグマネージャーで設置', content: '<p>GTM</p>' },
      ],
    });
    await t.app.db.deleteFrom('search_document_tags').execute();
    await t.app.db.deleteFrom('search_texts').execute();
    await t.app.db.deleteFrom('search_documents').execute();
    if (dialect === 'sqlite') await t.app.db.deleteFrom('search_fts' as never).execute();
    else
      await t.app.db
        .updateTable('search_totals' as never)
        .set({ documents: 0, tokens: 0 } as never)
        .execute();
    expect(await ids('태그', 'documentation')).toEqual([]);
    const rebuilt = await rebuildSearchIndex(t.app.db, dialect, new Date());
    expect(rebuilt).toEqual({ posts: 0, articles: 1 });
    expect(await ids('태그', 'documentation')).toEqual([guide]);
    expect(await ids('タグ', 'documentation', {}, 'ja')).toEqual([guide]);
  });
});
