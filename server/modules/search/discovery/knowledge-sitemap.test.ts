import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import { body, call, createSignedInMember, type Member, POSTS_TEST_ENV } from '../../posts/test-support.ts';
import { childNamed, childrenNamed, readXml, textOf } from './test-support.ts';

const ORIGIN = 'https://community.example';

describe.each(testDialects('api'))('the knowledge sitemap (%s)', (dialect) => {
  let t: TestApp;
  let admin: Member;

  const save = async (path: string, payload: object) => {
    const response = await call(t.app, `/api/knowledge/admin/${path}`, payload, admin);
    expect(response.statusCode, response.body).toBe(200);
    return body(response).data.id as number;
  };

  beforeEach(async () => {
    t = await createTestApp(dialect, { env: { ...POSTS_TEST_ENV, PUBLIC_URL: `${ORIGIN}/` } });
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
  });
  afterEach(async () => t.close());

  it('lists the areas and every published article in the languages it is written in, never a draft', async () => {
    const names = { ko: '설치', en: 'Install', ja: '設置' };
    const top = await save('category/save', { area: 'documentation', parentId: null, names });
    const leaf = await save('category/save', { area: 'documentation', parentId: top, names });
    const text = (lang: string) => ({ lang, title: `title ${lang}`, content: '<p>body</p>', keywords: [] });
    const both = await save('article/save', {
      kind: 'guide',
      categoryId: leaf,
      status: 'published',
      texts: [text('ko'), text('en')],
    });
    const draft = await save('article/save', { kind: 'guide', categoryId: leaf, status: 'draft', texts: [text('ko')] });

    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const files = childrenNamed(readXml(index.body), 'sitemap').map((node) => textOf(childNamed(node, 'loc')));
    expect(files).toContain(`${ORIGIN}/sitemap-knowledge.xml`);

    const response = await t.app.inject({ method: 'GET', url: '/sitemap-knowledge.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = childrenNamed(readXml(response.body), 'url');
    const locs = urls.map((node) => textOf(childNamed(node, 'loc')));
    for (const lang of ['ko', 'en', 'ja']) {
      expect(locs).toContain(`${ORIGIN}/${lang}/documentation`);
      expect(locs).toContain(`${ORIGIN}/${lang}/solomon`);
    }
    expect(locs).toContain(`${ORIGIN}/ko/documentation/post/${both}`);
    expect(locs).toContain(`${ORIGIN}/en/documentation/post/${both}`);
    // Shown in Japanese only as a fallback: no page of its own there.
    expect(locs).not.toContain(`${ORIGIN}/ja/documentation/post/${both}`);
    expect(locs.some((loc) => loc.endsWith(`/post/${draft}`))).toBe(false);
    const article = urls.find((node) => textOf(childNamed(node, 'loc')) === `${ORIGIN}/ko/documentation/post/${both}`)!;
    const alternates = childrenNamed(article, 'xhtml:link').map((link) => link.attributes.hreflang);
    expect(alternates).toEqual(['ko', 'en']);
  });
});
