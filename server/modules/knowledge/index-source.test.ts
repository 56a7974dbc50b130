import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { createSignedInMember, type Member } from '../posts/test-support.ts';
import { findArticleIndexSources } from './service.ts';
import { areaTree, KNOWLEDGE_TEST_ENV, saveArticle } from './test-support.ts';

/** What search indexes of an article (issue 31): by ids, or paged through all in id order. */
describe.each(testDialects())('knowledge index sources on %s', (dialect) => {
  let t: TestApp;
  let admin: Member;
  let doc: Awaited<ReturnType<typeof areaTree>>;
  let sol: Awaited<ReturnType<typeof areaTree>>;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: KNOWLEDGE_TEST_ENV });
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
    doc = await areaTree(t.app, admin, 'documentation', 'D');
    sol = await areaTree(t.app, admin, 'solomon', 'S');
    ids.push(
      await saveArticle(t.app, admin, {
        kind: 'guide',
        categoryId: doc.sub1b,
        texts: {
          ko: { title: '설치', content: '<p>태그를 <b>설치</b>해요</p>', keywords: ['태그'] },
          en: { title: 'Install', content: '<p>Install it</p>' },
        },
      }),
    );
    ids.push(
      await saveArticle(t.app, admin, { kind: 'faq', categoryId: sol.sub1a, status: 'draft', texts: { ja: '下書き' } }),
    );
    ids.push(await saveArticle(t.app, admin, { kind: 'faq', categoryId: sol.sub2a, texts: { en: 'Third' } }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives articles by id with their texts, categories and state; missing ids are absent', async () => {
    const [guide, draft] = await findArticleIndexSources(t.app.db, { ids: [ids[1]!, 999_999, ids[0]!] });
    expect(guide).toEqual({
      id: ids[0],
      kind: 'guide',
      published: true,
      categoryId: doc.sub1b,
      parentCategoryId: doc.top1,
      categoryNames: { ko: 'D sub1b ko', en: 'D sub1b en', ja: 'D sub1b ja' },
      parentCategoryNames: { ko: 'D top1 ko', en: 'D top1 en', ja: 'D top1 ja' },
      helpfulYes: 0,
      viewCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      texts: expect.arrayContaining([
        { lang: 'ko', title: '설치', plainText: '태그를 설치해요', keywords: ['태그'] },
        { lang: 'en', title: 'Install', plainText: 'Install it', keywords: [] },
      ]),
    });
    expect(guide!.texts).toHaveLength(2);
    expect(draft).toMatchObject({ id: ids[1], kind: 'faq', published: false, parentCategoryId: sol.top1 });
    expect(await findArticleIndexSources(t.app.db, { ids: [] })).toEqual([]);
  });

  it('pages through every article in id order', async () => {
    const first = await findArticleIndexSources(t.app.db, { afterId: 0, limit: 2 });
    expect(first.map((source) => source.id)).toEqual(ids.slice(0, 2));
    const rest = await findArticleIndexSources(t.app.db, { afterId: first.at(-1)!.id, limit: 2 });
    expect(rest.map((source) => source.id)).toEqual(ids.slice(2));
    expect(await findArticleIndexSources(t.app.db, { afterId: ids[2]!, limit: 2 })).toEqual([]);
  });
});
