import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { body, call } from '../../modules/posts/test-support.ts';
import { seedKnowledge } from './knowledge-seed.ts';
import type { DemoKnowledgeData } from './knowledge/types.ts';

const names = (en: string) => ({ ko: `${en} (ko)`, en, ja: `${en} (ja)` });

/** A small fixture of the shape the demo data files write. */
const FIXTURE: DemoKnowledgeData = {
  categories: [
    { key: 'doc.start', area: 'documentation', names: names('Getting started') },
    { key: 'doc.start.install', area: 'documentation', parent: 'doc.start', names: names('Install') },
    { key: 'doc.start.verify', area: 'documentation', parent: 'doc.start', names: names('Verify') },
    { key: 'sol.account', area: 'solomon', names: names('Account') },
    { key: 'sol.account.billing', area: 'solomon', parent: 'sol.account', names: names('Billing') },
  ],
  guides: [
    {
      key: 'install-tag',
      kind: 'guide',
      category: 'doc.start.install',
      texts: {
        en: {
          title: 'Install the tag',
          body: '## Before you start\n\nYou need **access**.\n\n### Steps\n\n- Copy\n- Paste',
          keywords: ['tag'],
        },
        ko: { title: '태그 설치', body: '## 시작하기 전에\n\n권한이 필요해요.' },
      },
      feedback: [
        { helpful: true, lang: 'en' },
        { helpful: true, lang: 'ko' },
        { helpful: false, lang: 'en', text: 'Where is the <script> tag?' },
      ],
    },
    {
      key: 'verify',
      kind: 'guide',
      category: 'doc.start.verify',
      texts: { ja: { title: '確認', body: '確認します。' } },
    },
    {
      key: 'secret',
      kind: 'guide',
      category: 'doc.start.verify',
      draft: true,
      texts: { en: { title: 'Draft', body: 'Soon.' } },
    },
  ],
  faqs: [
    {
      key: 'invoice',
      kind: 'faq',
      category: 'sol.account.billing',
      texts: {
        en: { title: 'Where is my invoice?', body: 'In **Billing**.', keywords: ['billing', ' Billing ', 'invoice'] },
      },
      links: ['install-tag', 'verify'],
      feedback: [{ helpful: false, lang: 'en', text: 'Not there' }],
    },
  ],
};

describe.each(testDialects())('the knowledge demo seed on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses data whose keys do not hold together, writing nothing', async () => {
    const broken: DemoKnowledgeData[] = [
      { ...FIXTURE, faqs: [{ ...FIXTURE.faqs[0]!, links: ['nowhere'] }] },
      { ...FIXTURE, faqs: [{ ...FIXTURE.faqs[0]!, category: 'doc.start.install' }] },
      { ...FIXTURE, guides: [{ ...FIXTURE.guides[0]!, category: 'doc.start' }] },
      {
        ...FIXTURE,
        categories: [...FIXTURE.categories, { key: 'x', area: 'solomon', parent: 'doc.start', names: names('x') }],
      },
    ];
    for (const data of broken) await expect(seedKnowledge(t.app.db, data, { now: t.clock.now() })).rejects.toThrow();
    expect(await t.app.db.selectFrom('knowledge_categories').select('id').execute()).toEqual([]);
  });

  it('inserts categories, articles, links and feedback once', async () => {
    const summary = await seedKnowledge(t.app.db, FIXTURE, { now: t.clock.now() });
    expect(summary).toEqual({ seeded: true, categories: 5, guides: 3, faqs: 1, links: 2, reviews: 4, forumLinks: 0 });
    expect(await seedKnowledge(t.app.db, FIXTURE, { now: t.clock.now() })).toMatchObject({ seeded: false });
    expect(await t.app.db.selectFrom('knowledge_articles').select('id').execute()).toHaveLength(4);

    const categories = body(await call(t.app, '/api/documentation/get_category_list', { lang: 'en' })).data.rows;
    expect(categories).toEqual([expect.objectContaining({ name: 'Getting started', articleCount: 2 })]);
    const list = body(await call(t.app, '/api/documentation/list', { lang: 'en' })).data;
    expect(list.rows.map((row: { title: string; fallback: boolean }) => [row.title, row.fallback])).toEqual([
      ['Install the tag', false],
      ['確認', true],
    ]);
    const guide = list.rows[0];
    const page = body(await call(t.app, '/api/documentation/get_one', { lang: 'en', id: guide.id })).data;
    expect(page.content).toContain('<h2 id="h-1">Before you start</h2>');
    expect(page.content).toContain('<strong>access</strong>');
    expect(page.headings).toEqual([
      { id: 'h-1', level: 2, text: 'Before you start' },
      { id: 'h-2', level: 3, text: 'Steps' },
    ]);
    expect(page).toMatchObject({ helpfulCount: 2, notHelpfulCount: 1, keywords: ['tag'], languages: ['ko', 'en'] });
    const faqs = body(
      await call(t.app, '/api/documentation/get_faq_list_by_guide', { lang: 'en', guideId: guide.id }),
    ).data;
    expect(faqs.rows.map((row: { title: string }) => row.title)).toEqual(['Where is my invoice?']);
    const keywords = body(await call(t.app, '/api/solomon/get_keyword_list', { lang: 'en' })).data.rows;
    expect(keywords).toEqual([
      { keyword: 'billing', count: 1 },
      { keyword: 'invoice', count: 1 },
    ]);
    const reviews = await t.app.db.selectFrom('knowledge_reviews').selectAll().orderBy('id').execute();
    expect(reviews.map((review) => review.reader_key)).toEqual([
      'vdemo-install-tag-1',
      'vdemo-install-tag-2',
      'vdemo-install-tag-3',
      'vdemo-invoice-1',
    ]);
    expect(reviews[2]!.text).toBe('Where is the <script> tag?');
    const draft = await t.app.db
      .selectFrom('knowledge_articles')
      .select('status')
      .where('status', '=', 'draft')
      .execute();
    expect(draft).toHaveLength(1);
  });
});
