import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../lib/events.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { setStatus } from '../members/test-support.ts';
import { body, call, createSignedInMember, type Member, signInAgain } from '../posts/test-support.ts';
import { deleteUnusedUpload } from '../posts/uploads/repository.ts';
import { addCategory, areaTree, articleBody, KNOWLEDGE_TEST_ENV, saveArticle } from './test-support.ts';

type Recorded = { name: string; payload: unknown; inTransaction: boolean };

/** Issue 31: administrators write categories and articles (P24), read the feedback; for others it does not exist (P31). */
describe.each(testDialects())('knowledge authoring on %s', (dialect) => {
  let t: TestApp;
  let admin: Member;
  let member: Member;
  let bannedMember: Member;
  let bannedAdmin: Member;
  let doc: Awaited<ReturnType<typeof areaTree>>;
  let sol: Awaited<ReturnType<typeof areaTree>>;
  const events: Recorded[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: KNOWLEDGE_TEST_ENV });
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
    member = await createSignedInMember(t.app, 'member');
    bannedMember = await createSignedInMember(t.app, 'banned');
    bannedAdmin = await createSignedInMember(t.app, 'exboss', { admin: true });
    await setStatus(t.app, bannedMember.id, 'banned');
    await setStatus(t.app, bannedAdmin.id, 'banned');
    doc = await areaTree(t.app, admin, 'documentation', 'D');
    sol = await areaTree(t.app, admin, 'solomon', 'S');
    const names = ['knowledge.article.saved', 'knowledge.article.deleted', 'knowledge.category.changed'] as const;
    for (const name of names) {
      t.app.bus.within(name, async (_trx, payload) => {
        events.push({ name, payload, inTransaction: true });
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const admin$ = (path: string, request: Record<string, unknown>, who: Member | null = admin) =>
    call(t.app, `/api/knowledge/admin/${path}`, request, who);
  const ok = async (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return body(response).data;
  };
  const fields = (response: LightMyRequestResponse) =>
    (body(response).fields ?? []).map((issue: { field: string; code: string }) => `${issue.field}:${issue.code}`);
  const count = async (table: 'knowledge_categories' | 'knowledge_articles' | 'knowledge_texts' | 'knowledge_links') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const snapshot = async () => ({
    categories: await count('knowledge_categories'),
    articles: await count('knowledge_articles'),
    texts: await count('knowledge_texts'),
    links: await count('knowledge_links'),
  });
  const eventsOf = (name: keyof DomainEvents) => events.filter((event) => event.name === name);

  it('answers NOT_FOUND to visitors, members, banned members and banned administrators for every call, changing nothing', async () => {
    const guide = await saveArticle(t.app, admin, { kind: 'guide', categoryId: doc.sub1a, texts: { en: 'Matrix' } });
    const calls: Array<[string, Record<string, unknown>]> = [
      ['category/get_list', { area: 'documentation' }],
      ['category/save', { area: 'documentation', parentId: null, names: { ko: 'x', en: 'x', ja: 'x' } }],
      ['category/save', { id: doc.top1, area: 'documentation', names: { ko: 'x', en: 'x', ja: 'x' } }],
      ['category/delete', { id: doc.sub2a }],
      ['category/reorder', { area: 'documentation', parentId: null, ids: [doc.top2, doc.top1] }],
      ['article/get_list', { area: 'documentation' }],
      ['article/get_one', { id: guide }],
      ['article/save', articleBody({ kind: 'guide', categoryId: doc.sub1a, texts: { en: 'Intruder' } })],
      ['article/save', articleBody({ id: guide, kind: 'guide', categoryId: doc.sub1a, texts: { en: 'Defaced' } })],
      ['article/delete', { id: guide }],
      ['article/reorder', { categoryId: doc.sub1a, ids: [guide] }],
      ['review/get_list', {}],
      ['get_unhelpful_list', {}],
      // Whatever the body: malformed ones are not found either.
      ['category/save', { area: 'nowhere', names: 5 }],
      ['article/save', { texts: [], junk: true }],
    ];
    const before = await snapshot();
    for (const who of [null, member, bannedMember, bannedAdmin]) {
      for (const [path, request] of calls) {
        const response = await admin$(path, request, who);
        expect(response.statusCode, `${path} as ${who?.nickName ?? 'visitor'}`).toBe(404);
        expect(body(response).code).toBe('NOT_FOUND');
      }
    }
    expect(await snapshot()).toEqual(before);
    const page = await call(t.app, '/api/documentation/get_one', { lang: 'en', id: guide });
    expect(body(page).data.title).toBe('Matrix');
    const malformed = await admin$('category/save', { area: 'nowhere', names: 5 });
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed).code).toBe('VALIDATION_FAILED');
    for (const [path, request] of calls.slice(0, 1).concat(calls.slice(5, 7), calls.slice(11, 13))) {
      expect((await admin$(path, request)).statusCode, path).toBe(200);
    }
  });

  it('adds categories of two depths; a second-depth one needs a first-depth parent of its own area', async () => {
    const top = await ok(
      await admin$('category/save', {
        area: 'solomon',
        parentId: null,
        names: { ko: ' 새 분류 ', en: 'New', ja: '新' },
      }),
    );
    const child = await ok(
      await admin$('category/save', { area: 'solomon', parentId: top.id, names: { ko: '하위', en: 'Sub', ja: '下' } }),
    );
    const list = await ok(await admin$('category/get_list', { area: 'solomon', lang: 'en' }));
    expect(list.rows.find((row: { id: number }) => row.id === top.id)).toMatchObject({
      depth: 1,
      parentId: null,
      name: 'New',
      names: { ko: '새 분류', en: 'New', ja: '新' },
    });
    expect(list.rows.find((row: { id: number }) => row.id === child.id)).toMatchObject({ depth: 2, parentId: top.id });
    const before = await snapshot();
    for (const parentId of [child.id, doc.top1, 999_999]) {
      const response = await admin$('category/save', {
        area: 'solomon',
        parentId,
        names: { ko: 'x', en: 'x', ja: 'x' },
      });
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe('KNOWLEDGE_CATEGORY_PARENT_INVALID');
    }
    const blank = await admin$('category/save', {
      area: 'solomon',
      parentId: null,
      names: { ko: ' ', en: 'x', ja: 'y'.repeat(51) },
    });
    expect(blank.statusCode).toBe(400);
    expect(fields(blank)).toEqual(['names.ko:knowledgeCategoryNamePlz', 'names.ja:knowledgeCategoryNameMaxLength']);
    expect(await snapshot()).toEqual(before);
  });

  it('renames and reorders categories (exactly the parent’s children), telling search', async () => {
    events.length = 0;
    await ok(
      await admin$('category/save', { id: doc.sub1b, area: 'documentation', names: { ko: '둘', en: 'Two', ja: '二' } }),
    );
    expect(eventsOf('knowledge.category.changed')).toEqual([
      {
        name: 'knowledge.category.changed',
        payload: { categoryIds: [doc.sub1b], at: expect.any(String) },
        inTransaction: true,
      },
    ]);
    expect(
      (await admin$('category/save', { id: 999_999, area: 'documentation', names: { ko: 'a', en: 'a', ja: 'a' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin$('category/save', { id: sol.top1, area: 'documentation', names: { ko: 'a', en: 'a', ja: 'a' } }))
        .statusCode,
    ).toBe(404);

    await ok(
      await admin$('category/reorder', { area: 'documentation', parentId: doc.top1, ids: [doc.sub1b, doc.sub1a] }),
    );
    const children = await call(t.app, '/api/documentation/get_depth2_category_list', {
      lang: 'en',
      categoryId: doc.top1,
    });
    expect(body(children).data.rows.map((row: { id: number; name: string }) => [row.id, row.name])).toEqual([
      [doc.sub1b, 'Two'],
      [doc.sub1a, 'D sub1a en'],
    ]);
    expect(eventsOf('knowledge.category.changed').at(-1)!.payload).toMatchObject({
      categoryIds: [doc.sub1b, doc.sub1a],
    });
    for (const ids of [
      [doc.sub1b],
      [doc.sub1b, doc.sub1a, doc.sub1a],
      [doc.sub1b, doc.sub1a, doc.sub2a],
      [doc.sub1a, sol.sub1a],
    ]) {
      const response = await admin$('category/reorder', { area: 'documentation', parentId: doc.top1, ids });
      expect(response.statusCode, JSON.stringify(ids)).toBe(400);
      expect(body(response).code).toBe('KNOWLEDGE_ORDER_MISMATCH');
    }
    expect(
      (await admin$('category/reorder', { area: 'documentation', parentId: doc.sub1a, ids: [1] })).statusCode,
    ).toBe(404);
    await ok(
      await admin$('category/reorder', { area: 'documentation', parentId: doc.top1, ids: [doc.sub1a, doc.sub1b] }),
    );
  });

  it('deletes only empty categories (KNOWLEDGE_CATEGORY_NOT_EMPTY for children or articles, drafts included)', async () => {
    const top = await addCategory(t.app, admin, 'documentation', 'Doomed');
    const child = await addCategory(t.app, admin, 'documentation', 'Doomed child', top);
    const draft = await saveArticle(t.app, admin, {
      kind: 'guide',
      categoryId: child,
      status: 'draft',
      texts: { ko: '초안' },
    });
    for (const id of [top, child]) {
      const response = await admin$('category/delete', { id });
      expect(response.statusCode).toBe(409);
      expect(body(response).code).toBe('KNOWLEDGE_CATEGORY_NOT_EMPTY');
    }
    await ok(await admin$('article/delete', { id: draft }));
    await ok(await admin$('category/delete', { id: child }));
    await ok(await admin$('category/delete', { id: top }));
    expect((await admin$('category/delete', { id: top })).statusCode).toBe(404);
  });

  it('saves an article in several languages: sanitized, headings with ids, keywords cleaned, in one event', async () => {
    events.length = 0;
    const id = await saveArticle(t.app, admin, {
      kind: 'guide',
      categoryId: doc.sub1a,
      texts: {
        ko: {
          title: '  설치  안내 ',
          content: '<h1>시작</h1><p onclick="x()">본문<script>alert(1)</script></p>',
          keywords: [' 설치 ', '설치', 'Tag'],
        },
        ja: { title: 'インストール', content: '<p>本文</p><h3>詳細 &amp; more</h3>' },
      },
    });
    expect(eventsOf('knowledge.article.saved')).toEqual([
      { name: 'knowledge.article.saved', payload: { articleId: id, at: expect.any(String) }, inTransaction: true },
    ]);
    const article = await ok(await admin$('article/get_one', { id, lang: 'en' }));
    expect(article.texts).toEqual([
      { lang: 'ko', title: '설치 안내', content: '<h2 id="h-1">시작</h2><p>본문</p>', keywords: ['설치', 'Tag'] },
      { lang: 'ja', title: 'インストール', content: '<p>本文</p><h3 id="h-1">詳細 &amp; more</h3>', keywords: [] },
    ]);
    const page = await call(t.app, '/api/documentation/get_one', { lang: 'ja', id });
    expect(body(page).data.headings).toEqual([{ id: 'h-1', level: 3, text: '詳細 & more' }]);
    const stored = await t.app.db.selectFrom('knowledge_texts').selectAll().where('article_id', '=', id).execute();
    const plain = stored.find((text) => text.lang === 'ko')!.plain_text;
    expect(plain).toContain('시작');
    expect(plain).toContain('본문');
    expect(plain).not.toContain('alert');
  });

  it('refuses a wrong category, wrong links, kind changes and bad texts, storing nothing', async () => {
    const guide = await saveArticle(t.app, admin, { kind: 'guide', categoryId: doc.sub1a, texts: { en: 'Fixed' } });
    const faq = await saveArticle(t.app, admin, { kind: 'faq', categoryId: sol.sub1a, texts: { en: 'Fixed faq' } });
    const before = await snapshot();
    for (const categoryId of [doc.top1, sol.sub1a, 999_999]) {
      const response = await admin$('article/save', articleBody({ kind: 'guide', categoryId, texts: { en: 'x' } }));
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe('KNOWLEDGE_CATEGORY_INVALID');
    }
    for (const linkIds of [[guide], [faq, 999_999]]) {
      const response = await admin$(
        'article/save',
        articleBody({ kind: 'guide', categoryId: doc.sub1a, texts: { en: 'x' }, linkIds }),
      );
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe('KNOWLEDGE_LINK_INVALID');
    }
    const kind = await admin$(
      'article/save',
      articleBody({ id: guide, kind: 'faq', categoryId: sol.sub1a, texts: { en: 'x' } }),
    );
    expect(body(kind).code).toBe('KNOWLEDGE_KIND_MISMATCH');
    expect(
      (
        await admin$(
          'article/save',
          articleBody({ id: 999_999, kind: 'faq', categoryId: sol.sub1a, texts: { en: 'x' } }),
        )
      ).statusCode,
    ).toBe(404);
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ ...articleBody({ kind: 'guide', categoryId: doc.sub1a, texts: {} }) }, ['texts:knowledgeTextPlz']],
      [
        {
          ...articleBody({ kind: 'guide', categoryId: doc.sub1a, texts: { en: 'a' } }),
          texts: [
            { lang: 'en', title: 'a', content: '<p>a</p>' },
            { lang: 'en', title: 'b', content: '<p>b</p>' },
          ],
        },
        ['texts:knowledgeTextDuplicate'],
      ],
      [
        articleBody({ kind: 'guide', categoryId: doc.sub1a, texts: { en: { title: '  ' } } }),
        ['texts.0.title:knowledgeTitlePlz'],
      ],
      [
        articleBody({ kind: 'guide', categoryId: doc.sub1a, texts: { en: { title: 'x'.repeat(101) } } }),
        ['texts.0.title:knowledgeTitleMaxLength'],
      ],
      [
        articleBody({
          kind: 'guide',
          categoryId: doc.sub1a,
          texts: { en: { title: 'a', content: '<p> </p><script>x</script>' } },
        }),
        ['texts.0.content:knowledgeContentPlz'],
      ],
      [
        articleBody({
          kind: 'guide',
          categoryId: doc.sub1a,
          texts: { en: { title: 'a', keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) } },
        }),
        ['texts.0.keywords:knowledgeKeywordsMax'],
      ],
      [
        articleBody({ kind: 'guide', categoryId: doc.sub1a, texts: { en: { title: 'a', keywords: ['ok', ' '] } } }),
        ['texts.0.keywords:knowledgeKeywordFormat'],
      ],
    ];
    for (const [request, expected] of cases) {
      const response = await admin$('article/save', request);
      expect(response.statusCode, JSON.stringify(request)).toBe(400);
      expect(fields(response)).toEqual(expected);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps links both ways through edits and deletes, one row per pair', async () => {
    const g1 = await saveArticle(t.app, admin, { kind: 'guide', categoryId: doc.sub2a, texts: { en: 'Link guide 1' } });
    const g2 = await saveArticle(t.app, admin, { kind: 'guide', categoryId: doc.sub2a, texts: { en: 'Link guide 2' } });
    const f1 = await saveArticle(t.app, admin, {
      kind: 'faq',
      categoryId: sol.sub2a,
      texts: { en: 'Link faq 1' },
      linkIds: [g1, g2, g1],
    });
    const f2 = await saveArticle(t.app, admin, { kind: 'faq', categoryId: sol.sub2a, texts: { en: 'Link faq 2' } });
    const guidesOf = async (faqId: number) =>
      body(await call(t.app, '/api/solomon/get_guide_list_by_faq', { lang: 'en', faqId })).data.rows.map(
        (row: { id: number }) => row.id,
      );
    const faqsOf = async (guideId: number) =>
      body(await call(t.app, '/api/documentation/get_faq_list_by_guide', { lang: 'en', guideId })).data.rows.map(
        (row: { id: number }) => row.id,
      );
    expect(await guidesOf(f1)).toEqual([g1, g2]);
    expect(await faqsOf(g1)).toEqual([f1]);
    // Saving the guide's side replaces the guide's links: f2 in, f1 out.
    await saveArticle(t.app, admin, {
      id: g1,
      kind: 'guide',
      categoryId: doc.sub2a,
      texts: { en: 'Link guide 1' },
      linkIds: [f2],
    });
    expect(await faqsOf(g1)).toEqual([f2]);
    expect(await guidesOf(f1)).toEqual([g2]);
    expect(await guidesOf(f2)).toEqual([g1]);
    const editor = await ok(await admin$('article/get_one', { id: f2, lang: 'en' }));
    expect(editor.links).toEqual([{ id: g1, title: 'Link guide 1', status: 'published' }]);
    // A pair saved from both sides is still one row.
    await saveArticle(t.app, admin, {
      id: f2,
      kind: 'faq',
      categoryId: sol.sub2a,
      texts: { en: 'Link faq 2' },
      linkIds: [g1],
    });
    const rows = await t.app.db.selectFrom('knowledge_links').selectAll().where('guide_id', '=', g1).execute();
    expect(rows).toEqual([{ guide_id: g1, faq_id: f2 }]);
    events.length = 0;
    await ok(await admin$('article/delete', { id: g1 }));
    expect(eventsOf('knowledge.article.deleted')).toEqual([
      { name: 'knowledge.article.deleted', payload: { articleId: g1, at: expect.any(String) }, inTransaction: true },
    ]);
    expect(await guidesOf(f2)).toEqual([]);
    expect(await t.app.db.selectFrom('knowledge_texts').selectAll().where('article_id', '=', g1).execute()).toEqual([]);
    expect((await call(t.app, '/api/documentation/get_one', { id: g1 })).statusCode).toBe(404);
    expect((await admin$('article/delete', { id: g1 })).statusCode).toBe(404);
  });

  it('removes a language on edit when its text is not sent; a draft disappears for readers, not for administrators', async () => {
    const id = await saveArticle(t.app, admin, {
      kind: 'faq',
      categoryId: sol.sub1b,
      texts: { ko: '하나', en: 'One', ja: '一' },
    });
    await saveArticle(t.app, admin, {
      id,
      kind: 'faq',
      categoryId: sol.sub1b,
      status: 'draft',
      texts: { en: 'One only' },
    });
    const editor = await ok(await admin$('article/get_one', { id, lang: 'en' }));
    expect(editor.texts.map((text: { lang: string }) => text.lang)).toEqual(['en']);
    expect(editor.status).toBe('draft');
    expect((await call(t.app, '/api/solomon/get_one', { id, lang: 'ko' })).statusCode).toBe(404);
    const list = await ok(await admin$('article/get_list', { area: 'solomon', status: 'draft', lang: 'ko' }));
    expect(list.rows.find((row: { id: number }) => row.id === id)).toMatchObject({
      title: 'One only',
      fallback: true,
      status: 'draft',
    });
    const published = await ok(
      await admin$('article/get_list', { area: 'solomon', status: 'published', categoryId: sol.top1 }),
    );
    expect(published.rows.some((row: { id: number }) => row.id === id)).toBe(false);
  });

  it('reorders a category’s articles: every one of them, once', async () => {
    const category = await addCategory(t.app, admin, 'documentation', 'Ordered', doc.top2);
    const a = await saveArticle(t.app, admin, { kind: 'guide', categoryId: category, texts: { en: 'A' } });
    const b = await saveArticle(t.app, admin, { kind: 'guide', categoryId: category, texts: { en: 'B' } });
    const c = await saveArticle(t.app, admin, {
      kind: 'guide',
      categoryId: category,
      status: 'draft',
      texts: { en: 'C' },
    });
    await ok(await admin$('article/reorder', { categoryId: category, ids: [c, b, a] }));
    const titles = async () =>
      body(
        await call(t.app, '/api/documentation/get_post_list_by_category', { lang: 'en', categoryId: category }),
      ).data.rows.map((row: { title: string }) => row.title);
    expect(await titles()).toEqual(['B', 'A']);
    for (const ids of [
      [b, a],
      [c, b, a, a],
      [c, b, 999_999],
    ]) {
      const response = await admin$('article/reorder', { categoryId: category, ids });
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe('KNOWLEDGE_ORDER_MISMATCH');
    }
    expect((await admin$('article/reorder', { categoryId: doc.top2, ids: [a] })).statusCode).toBe(404);
    expect(await titles()).toEqual(['B', 'A']);
  });

  it('lists the readers’ answers with their texts and members, and the articles that helped least lately', async () => {
    const guide = await saveArticle(t.app, admin, { kind: 'guide', categoryId: doc.sub1b, texts: { en: 'Unhelpful' } });
    const other = await saveArticle(t.app, admin, {
      kind: 'faq',
      categoryId: sol.sub1b,
      texts: { en: 'Half helpful' },
    });
    const send = (who: Member | null, id: number, helpful: boolean, text?: string) =>
      call(t.app, '/api/solomon/send_review', { id, helpful, lang: 'en', ...(text ? { text } : {}) }, who);
    // An old answer, outside the window.
    expect((await send(member, guide, false, 'old complaint')).statusCode).toBe(200);
    t.clock.advance(40 * 24 * 60 * 60 * 1000);
    // Access tokens last a day.
    admin = await signInAgain(t.app, admin);
    const m2 = await createSignedInMember(t.app, 'critic');
    expect((await send(m2, guide, false, '<b>missing</b> steps')).statusCode).toBe(200);
    expect((await send(null, guide, false, 'visitor says no')).statusCode).toBe(200);
    expect((await send(null, other, false, 'one no')).statusCode).toBe(200);
    expect((await send(m2, other, true)).statusCode).toBe(200);
    const reviews = await ok(await admin$('review/get_list', { articleId: guide, lang: 'en' }));
    expect(reviews.total).toBe(3);
    expect(reviews.rows[0]).toMatchObject({
      article: { id: guide, kind: 'guide', title: 'Unhelpful' },
      helpful: false,
      text: 'visitor says no',
      member: null,
    });
    expect(reviews.rows[1]).toMatchObject({ text: '<b>missing</b> steps', member: { id: m2.id, nickName: 'critic' } });
    const yes = await ok(await admin$('review/get_list', { helpful: true }));
    expect(yes.rows.every((row: { helpful: boolean }) => row.helpful)).toBe(true);
    const unhelpful = await ok(await admin$('get_unhelpful_list', { days: 30, lang: 'en' }));
    expect(
      unhelpful.rows.map((row: { article: { id: number }; noCount: number; yesCount: number }) => [
        row.article.id,
        row.noCount,
        row.yesCount,
      ]),
    ).toEqual([
      [guide, 2, 0],
      [other, 1, 1],
    ]);
    expect(unhelpful.rows[0].texts.map((text: { text: string }) => text.text)).toEqual([
      'visitor says no',
      '<b>missing</b> steps',
    ]);
    const wider = await ok(await admin$('get_unhelpful_list', { days: 60 }));
    expect(wider.rows[0]).toMatchObject({ noCount: 3 });
  });

  it('keeps the uploads an article shows, and gives them back to the purge when it goes', async () => {
    const key = '2026/11/Kn0wledgeImageAbcdefgh.png';
    const upload = await t.app.db
      .insertInto('uploads')
      .values({
        user_id: admin.id,
        draft_key: 'article-draft',
        post_id: null,
        reply_id: null,
        storage_key: key,
        mime_type: 'image/png',
        bytes: 100,
        width: 10,
        height: 10,
        created_at: t.clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const content = `<p>Look:</p><figure data-align="center"><img src="/uploads/${key}" alt="shot"></figure>`;
    const id = await saveArticle(t.app, admin, {
      kind: 'guide',
      categoryId: doc.sub1a,
      texts: { en: { title: 'Pictured', content } },
    });
    const row = () =>
      t.app.db.selectFrom('uploads').select(['id', 'article_id']).where('id', '=', upload.id).executeTakeFirst();
    expect(await row()).toEqual({ id: upload.id, article_id: id });
    expect(await deleteUnusedUpload(t.app.db, upload.id)).toBeUndefined();
    expect(await row()).toBeDefined();
    const missing = await admin$(
      'article/save',
      articleBody({
        kind: 'guide',
        categoryId: doc.sub1a,
        texts: {
          en: { title: 'Broken', content: '<p><img src="/uploads/2026/11/NoSuchUploadAbcdefghij.png" alt=""></p>' },
        },
      }),
    );
    expect(missing.statusCode).toBe(400);
    expect(fields(missing)).toEqual(['texts:imageUnavailable']);
    await ok(await admin$('article/delete', { id }));
    expect(await row()).toEqual({ id: upload.id, article_id: null });
    const jobs = await t.app.db
      .selectFrom('jobs')
      .select('payload')
      .where('type', '=', 'upload.purgeIfUnused')
      .execute();
    expect(jobs.map((job) => JSON.parse(job.payload).uploadId)).toContain(upload.id);
    expect(await deleteUnusedUpload(t.app.db, upload.id)).toBe(key);
  });
});
