import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { body, call, createSignedInMember, type Member, signInAgain } from '../posts/test-support.ts';
import { addCategory, areaTree, KNOWLEDGE_TEST_ENV, saveArticle } from './test-support.ts';

/** SPEC §7.5, P24: what readers see of Documentation and Solomon, on both databases. */
describe.each(testDialects())('knowledge reading on %s', (dialect) => {
  let t: TestApp;
  let admin: Member;
  let member: Member;
  let doc: Awaited<ReturnType<typeof areaTree>>;
  let sol: Awaited<ReturnType<typeof areaTree>>;
  let emptyTop: number;
  const ids = {} as Record<'g1' | 'g2' | 'g3' | 'gDraft' | 'f1' | 'f2' | 'fDraft', number>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: KNOWLEDGE_TEST_ENV });
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
    member = await createSignedInMember(t.app, 'reader');
    doc = await areaTree(t.app, admin, 'documentation', 'D');
    sol = await areaTree(t.app, admin, 'solomon', 'S');
    emptyTop = await addCategory(t.app, admin, 'documentation', 'D top3');
    ids.g1 = await saveArticle(t.app, admin, {
      kind: 'guide',
      categoryId: doc.sub1a,
      texts: { ko: '가이드 하나', en: 'Guide one' },
    });
    ids.g2 = await saveArticle(t.app, admin, { kind: 'guide', categoryId: doc.sub1a, texts: { en: 'Guide two' } });
    ids.gDraft = await saveArticle(t.app, admin, {
      kind: 'guide',
      categoryId: doc.sub1a,
      status: 'draft',
      texts: { en: 'Guide draft' },
    });
    ids.g3 = await saveArticle(t.app, admin, { kind: 'guide', categoryId: doc.sub1b, texts: { ja: 'ガイド三' } });
    ids.f1 = await saveArticle(t.app, admin, {
      kind: 'faq',
      categoryId: sol.sub1a,
      texts: {
        ko: { title: '질문 하나', keywords: ['설치'] },
        en: { title: 'Question one', keywords: ['setup', 'tag'] },
      },
      linkIds: [ids.g1, ids.gDraft],
    });
    ids.f2 = await saveArticle(t.app, admin, {
      kind: 'faq',
      categoryId: sol.sub1a,
      texts: { en: { title: 'Question two', keywords: ['Tag'] } },
    });
    ids.fDraft = await saveArticle(t.app, admin, {
      kind: 'faq',
      categoryId: sol.sub1b,
      status: 'draft',
      texts: { en: { title: 'Question draft', keywords: ['secret', 'tag'] } },
      linkIds: [ids.g1],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = async (path: string, request: Record<string, unknown>, who: Member | null = null) => {
    const response = await call(t.app, path, request, who);
    return { status: response.statusCode, json: body(response), response };
  };
  const ok = async (path: string, request: Record<string, unknown>, who: Member | null = null) => {
    const answer = await ask(path, request, who);
    expect(answer.status, answer.response.body).toBe(200);
    return answer.json.data;
  };
  const titles = (rows: Array<{ title: string }>) => rows.map((row) => row.title);

  it('lists the first depth in order with counts of the published articles beneath (drafts only for administrators)', async () => {
    const data = await ok('/api/documentation/get_category_list', { lang: 'en' });
    expect(data.rows).toEqual([
      { id: doc.top1, area: 'documentation', depth: 1, parentId: null, name: 'D top1 en', articleCount: 3 },
      { id: doc.top2, area: 'documentation', depth: 1, parentId: null, name: 'D top2 en', articleCount: 0 },
      { id: emptyTop, area: 'documentation', depth: 1, parentId: null, name: 'D top3 en', articleCount: 0 },
    ]);
    for (const who of [member]) {
      expect((await ok('/api/documentation/get_category_list', { lang: 'en' }, who)).rows[0].articleCount).toBe(3);
    }
    expect((await ok('/api/documentation/get_category_list', { lang: 'en' }, admin)).rows[0].articleCount).toBe(4);
    const solomon = await ok('/api/solomon/get_category_list', { lang: 'ja' });
    expect(solomon.rows.map((row: { name: string; articleCount: number }) => [row.name, row.articleCount])).toEqual([
      ['S top1 ja', 2],
      ['S top2 ja', 0],
    ]);
  });

  it('lists the second depth under a first-depth category; unknown, second-depth and other-area ids are 404', async () => {
    const data = await ok('/api/documentation/get_depth2_category_list', { lang: 'ko', categoryId: doc.top1 });
    expect(data.rows.map((row: { id: number; name: string; articleCount: number; depth: number }) => row)).toEqual([
      { id: doc.sub1a, area: 'documentation', depth: 2, parentId: doc.top1, name: 'D sub1a ko', articleCount: 2 },
      { id: doc.sub1b, area: 'documentation', depth: 2, parentId: doc.top1, name: 'D sub1b ko', articleCount: 1 },
    ]);
    expect((await ok('/api/documentation/get_depth2_category_list', { categoryId: doc.top2 })).rows).toHaveLength(1);
    expect((await ok('/api/documentation/get_depth2_category_list', { categoryId: emptyTop })).rows).toEqual([]);
    for (const categoryId of [doc.sub1a, sol.top1, 999_999]) {
      const answer = await ask('/api/documentation/get_depth2_category_list', { categoryId });
      expect(answer.status).toBe(404);
      expect(answer.json.code).toBe('NOT_FOUND');
    }
  });

  it('lists a category’s articles in order (a first-depth one: all of its children’s), drafts for administrators only', async () => {
    const top = await ok('/api/documentation/get_post_list_by_category', { lang: 'en', categoryId: doc.top1 });
    expect(titles(top.rows)).toEqual(['Guide one', 'Guide two', 'ガイド三']);
    expect(top.total).toBe(3);
    expect(top.rows[0]).toMatchObject({
      id: ids.g1,
      kind: 'guide',
      lang: 'en',
      fallback: false,
      category: { id: doc.sub1a, name: 'D sub1a en' },
      parentCategory: { id: doc.top1, name: 'D top1 en' },
      status: 'published',
    });
    expect(top.rows[2]).toMatchObject({ lang: 'ja', fallback: true });
    const sub = await ok('/api/documentation/get_post_list_by_category', { lang: 'en', categoryId: doc.sub1b });
    expect(titles(sub.rows)).toEqual(['ガイド三']);
    const paged = await ok('/api/documentation/get_post_list_by_category', {
      categoryId: doc.top1,
      pageNum: 2,
      pageSize: 2,
    });
    expect(paged.rows.map((row: { id: number }) => row.id)).toEqual([ids.g3]);
    expect(paged.total).toBe(3);
    const asAdmin = await ok(
      '/api/documentation/get_post_list_by_category',
      { lang: 'en', categoryId: doc.sub1a },
      admin,
    );
    expect(asAdmin.rows.map((row: { title: string; status: string }) => [row.title, row.status])).toEqual([
      ['Guide one', 'published'],
      ['Guide two', 'published'],
      ['Guide draft', 'draft'],
    ]);
    const empty = await ok('/api/documentation/get_post_list_by_category', { categoryId: doc.sub2a });
    expect(empty).toMatchObject({ rows: [], total: 0 });
    expect((await ask('/api/documentation/get_post_list_by_category', { categoryId: sol.sub1a })).status).toBe(404);
    expect((await ask('/api/solomon/get_post_list_by_category', { categoryId: 123_456 })).status).toBe(404);
  });

  it('says where a category stands: its first depth, itself, its siblings', async () => {
    const second = await ok('/api/documentation/get_select_category_list_by_category', {
      lang: 'en',
      categoryId: doc.sub1b,
    });
    expect(second.depth1).toMatchObject({ id: doc.top1, name: 'D top1 en', articleCount: 3 });
    expect(second.depth2).toMatchObject({ id: doc.sub1b, articleCount: 1 });
    expect(second.siblings.map((row: { id: number }) => row.id)).toEqual([doc.sub1a, doc.sub1b]);
    const first = await ok('/api/solomon/get_select_category_list_by_category', { categoryId: sol.top2 });
    expect(first.depth1.id).toBe(sol.top2);
    expect(first.depth2).toBeNull();
    expect(first.siblings.map((row: { id: number }) => row.id)).toEqual([sol.sub2a]);
    expect((await ask('/api/solomon/get_select_category_list_by_category', { categoryId: doc.sub1a })).status).toBe(
      404,
    );
  });

  it('lists an area in category order; a keyword keeps the articles whose shown text carries it', async () => {
    const all = await ok('/api/solomon/list', { lang: 'en' });
    expect(titles(all.rows)).toEqual(['Question one', 'Question two']);
    const tagged = await ok('/api/solomon/list', { lang: 'en', keyword: ' TAG ' });
    expect(titles(tagged.rows)).toEqual(['Question one', 'Question two']);
    // In Korean, the first answer is shown in Korean, whose keywords do not carry "tag".
    const korean = await ok('/api/solomon/list', { lang: 'ko', keyword: 'tag' });
    expect(korean.rows.map((row: { id: number; fallback: boolean }) => [row.id, row.fallback])).toEqual([
      [ids.f2, true],
    ]);
    expect(
      (await ok('/api/solomon/list', { lang: 'ko', keyword: '설치' })).rows.map((row: { id: number }) => row.id),
    ).toEqual([ids.f1]);
    expect((await ok('/api/solomon/list', { lang: 'en', keyword: 'secret' })).total).toBe(0);
    expect((await ok('/api/solomon/list', { lang: 'en', keyword: 'secret' }, admin)).total).toBe(1);
    const docs = await ok('/api/documentation/list', { lang: 'en', pageSize: 2 });
    expect(docs.total).toBe(3);
    expect(titles(docs.rows)).toEqual(['Guide one', 'Guide two']);
  });

  it('reads one article: headings with ids, languages, neighbours, view counted, can flags', async () => {
    const first = await ok('/api/documentation/get_one', { lang: 'en', id: ids.g1 });
    expect(first).toMatchObject({
      id: ids.g1,
      title: 'Guide one',
      lang: 'en',
      fallback: false,
      languages: ['ko', 'en'],
    });
    expect(first.content).toContain('<h2 id="h-1">About Guide one</h2>');
    expect(first.content).toContain('<h3 id="h-2">Details</h3>');
    expect(first.headings).toEqual([
      { id: 'h-1', level: 2, text: 'About Guide one' },
      { id: 'h-2', level: 3, text: 'Details' },
    ]);
    expect(first.previous).toBeNull();
    expect(first.next).toEqual({ id: ids.g2, title: 'Guide two' });
    expect(first.myReview).toBeNull();
    expect(first.can).toEqual({ edit: false, readFeedback: false });
    const again = await ok('/api/documentation/get_one', { lang: 'en', id: ids.g1 }, member);
    expect(again.viewCount).toBe(first.viewCount + 1);
    // One view per reader and day: reloading adds nothing, the next day counts again.
    expect((await ok('/api/documentation/get_one', { lang: 'en', id: ids.g1 }, member)).viewCount).toBe(
      again.viewCount,
    );
    expect((await ok('/api/documentation/get_one', { lang: 'en', id: ids.g1 })).viewCount).toBe(again.viewCount);
    t.clock.advance(24 * 60 * 60 * 1000);
    member = await signInAgain(t.app, member);
    admin = await signInAgain(t.app, admin);
    expect((await ok('/api/documentation/get_one', { lang: 'en', id: ids.g1 }, member)).viewCount).toBe(
      again.viewCount + 1,
    );
    const second = await ok('/api/documentation/get_one', { lang: 'en', id: ids.g2 });
    expect(second.previous).toEqual({ id: ids.g1, title: 'Guide one' });
    // The draft after it exists for administrators only.
    expect(second.next).toBeNull();
    const asAdmin = await ok('/api/documentation/get_one', { lang: 'en', id: ids.g2 }, admin);
    expect(asAdmin.next).toEqual({ id: ids.gDraft, title: 'Guide draft' });
    expect(asAdmin.can).toEqual({ edit: true, readFeedback: true });
    // Administrators' reads are not readers' views.
    expect(asAdmin.viewCount).toBe(second.viewCount);
  });

  it('shows an article without the reader’s language in ko, then en, then ja, with fallback, never a 404', async () => {
    expect(await ok('/api/documentation/get_one', { lang: 'ja', id: ids.g1 })).toMatchObject({
      title: '가이드 하나',
      lang: 'ko',
      fallback: true,
    });
    expect(await ok('/api/documentation/get_one', { lang: 'ko', id: ids.g2 })).toMatchObject({
      title: 'Guide two',
      lang: 'en',
      fallback: true,
    });
    expect(await ok('/api/documentation/get_one', { lang: 'en', id: ids.g3 })).toMatchObject({
      title: 'ガイド三',
      lang: 'ja',
      fallback: true,
      languages: ['ja'],
    });
    expect(await ok('/api/documentation/get_one', { lang: 'ja', id: ids.g3 })).toMatchObject({ fallback: false });
  });

  it('hides drafts from everyone but administrators, and answers 404 for the other area’s ids and unknown ids', async () => {
    for (const who of [null, member]) {
      for (const [path, id] of [
        ['/api/documentation/get_one', ids.gDraft],
        ['/api/solomon/get_one', ids.fDraft],
        ['/api/documentation/get_one', ids.f1],
        ['/api/solomon/get_one', ids.g1],
        ['/api/solomon/get_one', 999_999],
      ] as const) {
        const answer = await ask(path, { id }, who);
        expect(answer.status, `${path} ${id}`).toBe(404);
        expect(answer.json.code).toBe('NOT_FOUND');
      }
    }
    expect(await ok('/api/documentation/get_one', { id: ids.gDraft }, admin)).toMatchObject({ status: 'draft' });
    const before = await t.app.db
      .selectFrom('knowledge_articles')
      .select('view_count')
      .where('id', '=', ids.gDraft)
      .executeTakeFirstOrThrow();
    expect(Number(before.view_count)).toBe(0);
  });

  it('links guides and answers both ways, drafts only for administrators', async () => {
    const faqs = await ok('/api/documentation/get_faq_list_by_guide', { lang: 'en', guideId: ids.g1 });
    expect(titles(faqs.rows)).toEqual(['Question one']);
    expect(
      titles((await ok('/api/documentation/get_faq_list_by_guide', { lang: 'en', guideId: ids.g1 }, admin)).rows),
    ).toEqual(['Question one', 'Question draft']);
    for (const path of ['/api/documentation/get_guide_list_by_faq', '/api/solomon/get_guide_list_by_faq']) {
      expect(titles((await ok(path, { lang: 'en', faqId: ids.f1 })).rows)).toEqual(['Guide one']);
      expect(titles((await ok(path, { lang: 'en', faqId: ids.f1 }, admin)).rows)).toEqual(['Guide one', 'Guide draft']);
      expect((await ask(path, { faqId: ids.fDraft })).status).toBe(404);
      expect((await ask(path, { faqId: ids.g1 })).status).toBe(404);
    }
    expect((await ok('/api/documentation/get_faq_list_by_guide', { guideId: ids.g2 })).rows).toEqual([]);
    expect((await ask('/api/documentation/get_faq_list_by_guide', { guideId: ids.gDraft })).status).toBe(404);
  });

  it('ranks the most helpful guides and answers: yes descending, no ascending, then id; never drafts', async () => {
    const set = (id: number, yes: number, no: number) =>
      t.app.db
        .updateTable('knowledge_articles')
        .set({ helpful_yes: yes, helpful_no: no })
        .where('id', '=', id)
        .execute();
    await set(ids.g1, 3, 2);
    await set(ids.g2, 3, 1);
    await set(ids.g3, 5, 9);
    await set(ids.gDraft, 50, 0);
    const guides = await ok('/api/documentation/get_helpful_list', { lang: 'en', limit: 3 });
    expect(guides.rows.map((row: { id: number }) => row.id)).toEqual([ids.g3, ids.g2, ids.g1]);
    expect(guides.rows[0]).toMatchObject({ helpfulCount: 5, notHelpfulCount: 9 });
    expect(
      (await ok('/api/documentation/get_helpful_list', { limit: 1 }, admin)).rows.map((row: { id: number }) => row.id),
    ).toEqual([ids.g3]);
    await set(ids.f2, 1, 0);
    await set(ids.fDraft, 9, 0);
    const answers = await ok('/api/documentation/get_faq_top_list', { lang: 'en' });
    expect(answers.rows.map((row: { id: number }) => row.id)).toEqual([ids.f2, ids.f1]);
  });

  it('counts the keywords of published answers written in the language', async () => {
    expect((await ok('/api/solomon/get_keyword_list', { lang: 'en' })).rows).toEqual([
      { keyword: 'tag', count: 2 },
      { keyword: 'setup', count: 1 },
    ]);
    expect((await ok('/api/solomon/get_keyword_list', { lang: 'ko' })).rows).toEqual([{ keyword: '설치', count: 1 }]);
    expect((await ok('/api/solomon/get_keyword_list', { lang: 'ja' })).rows).toEqual([]);
    expect((await ok('/api/solomon/get_keyword_list', { lang: 'en', limit: 1 })).rows).toHaveLength(1);
  });

  it('offers the published guides to the writing form, titles in the language or another', async () => {
    const data = await ok('/api/documentation/get_guide_options', { lang: 'ko' }, admin);
    expect(data.rows).toEqual([
      { id: ids.g1, title: '가이드 하나', categoryName: 'D sub1a ko', fallback: false },
      { id: ids.g2, title: 'Guide two', categoryName: 'D sub1a ko', fallback: true },
      { id: ids.g3, title: 'ガイド三', categoryName: 'D sub1b ko', fallback: true },
    ]);
  });
});
