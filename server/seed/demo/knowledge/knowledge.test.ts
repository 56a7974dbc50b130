import { DEMO_LIBRARY } from '../demo-posts.ts';
import { demoKnowledge } from './data.ts';
import { demoForumLinks } from './forum-links.ts';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../common/i18n/locales.ts';
import { markupBlocks } from '../demo-markup.ts';
import { demoKnowledgeCategories } from './categories.ts';
import { demoFaqs } from './faqs.ts';
import { demoGuides } from './guides.ts';
import type { DemoKnowledgeArticle, DemoKnowledgeCategory } from './types.ts';

const articles: DemoKnowledgeArticle[] = [...demoGuides, ...demoFaqs];
const categoryByKey = new Map(demoKnowledgeCategories.map((category) => [category.key, category]));
const depthOf = (category: DemoKnowledgeCategory) => (category.parent === undefined ? 1 : 2);
const areaOfKind = { guide: 'documentation', faq: 'solomon' } as const;
const textsOf = (article: DemoKnowledgeArticle) =>
  LOCALES.flatMap((lang) => {
    const text = article.texts[lang];
    return text ? [{ lang, text }] : [];
  });

describe('demo knowledge content', () => {
  it('has unique keys over categories and over articles', () => {
    const categoryKeys = demoKnowledgeCategories.map((category) => category.key);
    expect(new Set(categoryKeys).size).toBe(categoryKeys.length);
    const articleKeys = articles.map((article) => article.key);
    expect(new Set(articleKeys).size).toBe(articleKeys.length);
  });

  it('has guides only in guides.ts and faqs only in faqs.ts', () => {
    expect(demoGuides.every((article) => article.kind === 'guide')).toBe(true);
    expect(demoFaqs.every((article) => article.kind === 'faq')).toBe(true);
  });

  it('has depth-2 categories under a depth-1 category of the same area, and names in every language', () => {
    for (const category of demoKnowledgeCategories) {
      for (const lang of LOCALES) expect(category.names[lang].trim(), `${category.key} ${lang}`).not.toBe('');
      if (category.parent === undefined) continue;
      const parent = categoryByKey.get(category.parent);
      expect(parent, `parent of ${category.key}`).toBeDefined();
      expect(parent && depthOf(parent), `parent of ${category.key}`).toBe(1);
      expect(parent?.area, `parent of ${category.key}`).toBe(category.area);
    }
  });

  it('puts every article in an existing depth-2 category of its kind’s area', () => {
    for (const article of articles) {
      const category = categoryByKey.get(article.category);
      expect(category, `category of ${article.key}`).toBeDefined();
      expect(category && depthOf(category), `category of ${article.key}`).toBe(2);
      expect(category?.area, `category of ${article.key}`).toBe(areaOfKind[article.kind]);
    }
  });

  it('leaves exactly one depth-2 category empty in each area', () => {
    const used = new Set(articles.map((article) => article.category));
    for (const area of ['documentation', 'solomon'] as const) {
      const empty = demoKnowledgeCategories.filter(
        (category) => category.area === area && depthOf(category) === 2 && !used.has(category.key),
      );
      expect(
        empty.map((category) => category.key),
        area,
      ).toHaveLength(1);
    }
  });

  it('links FAQs to existing guides, and every published guide from at least one published FAQ', () => {
    const guideKeys = new Set(demoGuides.map((guide) => guide.key));
    for (const guide of demoGuides) expect(guide.links, guide.key).toBeUndefined();
    for (const faq of demoFaqs) {
      for (const link of faq.links ?? []) expect(guideKeys.has(link), `${faq.key} → ${link}`).toBe(true);
      expect(new Set(faq.links ?? []).size, faq.key).toBe((faq.links ?? []).length);
    }
    const linked = new Set(demoFaqs.filter((faq) => !faq.draft).flatMap((faq) => faq.links ?? []));
    for (const guide of demoGuides.filter((guide) => !guide.draft)) {
      expect(linked.has(guide.key), `${guide.key} is linked by no FAQ`).toBe(true);
    }
  });

  it('gives every article a Korean text, and every text a title of at most 100 characters and a body', () => {
    for (const article of articles) {
      expect(article.texts.ko, article.key).toBeDefined();
      for (const { lang, text } of textsOf(article)) {
        const where = `${article.key} ${lang}`;
        expect(text.title.trim(), where).not.toBe('');
        expect(text.title.length, where).toBeLessThanOrEqual(100);
        expect(text.body.trim(), where).not.toBe('');
      }
    }
  });

  it('writes bodies in the demo markup without images, and guides with at least two ## headings', () => {
    for (const article of articles) {
      for (const { lang, text } of textsOf(article)) {
        const where = `${article.key} ${lang}`;
        const lines = text.body.split('\n').map((line) => line.trim());
        expect(
          lines.filter((line) => line.startsWith('![')),
          where,
        ).toEqual([]);
        // A figure line would throw here: the knowledge articles define no images.
        const html = markupBlocks(text.body).join('');
        expect(html, where).not.toContain('<figure');
        if (article.kind === 'guide') {
          expect(lines.filter((line) => line.startsWith('## ')).length, where).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });

  it('keeps FAQ keywords short and few', () => {
    for (const faq of demoFaqs) {
      for (const { lang, text } of textsOf(faq)) {
        const keywords = text.keywords ?? [];
        expect(keywords.length, `${faq.key} ${lang}`).toBeGreaterThanOrEqual(2);
        expect(keywords.length, `${faq.key} ${lang}`).toBeLessThanOrEqual(4);
        for (const keyword of keywords) expect(keyword.length, `${faq.key} ${lang}`).toBeLessThanOrEqual(20);
      }
    }
  });

  it('gives every "not helpful" feedback a text of at most 1000 characters, and none to drafts', () => {
    for (const article of articles) {
      if (article.draft) expect(article.feedback, article.key).toBeUndefined();
      for (const entry of article.feedback ?? []) {
        expect(LOCALES).toContain(entry.lang);
        if (entry.helpful) continue;
        expect(entry.text?.trim(), article.key).toBeTruthy();
        expect(entry.text?.length ?? 0, article.key).toBeLessThanOrEqual(1000);
      }
    }
  });

  it('leaves untranslated and draft articles for the pages to show', () => {
    expect(demoGuides.filter((guide) => !guide.texts.ja).length).toBeGreaterThanOrEqual(3);
    expect(demoGuides.some((guide) => !guide.texts.en && !guide.texts.ja && !guide.draft)).toBe(true);
    expect(demoGuides.some((guide) => guide.draft)).toBe(true);
    expect(demoFaqs.some((faq) => faq.draft)).toBe(true);
  });

  it('links each demo forum post named to a published guide, one post per title start', () => {
    const guides = new Map(demoGuides.map((guide) => [guide.key, guide]));
    for (const link of demoForumLinks) {
      const guide = guides.get(link.guide);
      expect(guide && !guide.draft, link.guide).toBe(true);
      const posts = DEMO_LIBRARY[link.lang].forum.filter((post) => post.title.startsWith(link.titleStart));
      expect(posts.length, `${link.lang}: ${link.titleStart}`).toBe(1);
    }
    expect(demoForumLinks.filter((link) => link.reference).length).toBeGreaterThanOrEqual(3);
  });

  it('names the site’s product as configured', () => {
    const data = demoKnowledge('Acme Analytics');
    const bodies = [...data.guides, ...data.faqs].flatMap((article) =>
      Object.values(article.texts).map((text) => `${text.title} ${text.body}`),
    );
    expect(bodies.some((body) => body.includes('Acme Analytics'))).toBe(true);
    expect(bodies.some((body) => body.includes('Hearth Analytics'))).toBe(false);
  });
});
