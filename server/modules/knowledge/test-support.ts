import type { FastifyInstance } from 'fastify';
import { body, call, type Member } from '../posts/test-support.ts';

/**
 * Set-ups of the knowledge API tests: categories and articles written through the
 * administrators' calls, as the console writes them.
 */
export const KNOWLEDGE_TEST_ENV = {
  ABUSE_MAX_POSTS_AND_REPLIES: '100000',
  REVIEW_MAX_PER_WINDOW: '100000',
};

export type Area = 'documentation' | 'solomon';
export type Lang = 'ko' | 'en' | 'ja';

const names = (name: string) => ({ ko: `${name} ko`, en: `${name} en`, ja: `${name} ja` });

export async function addCategory(
  app: FastifyInstance,
  admin: Member,
  area: Area,
  name: string,
  parentId: number | null = null,
): Promise<number> {
  const response = await call(app, '/api/knowledge/admin/category/save', { area, parentId, names: names(name) }, admin);
  if (response.statusCode !== 200) throw new Error(`category save failed: ${response.body}`);
  return body(response).data.id as number;
}

export interface ArticleSpec {
  id?: number;
  kind: 'guide' | 'faq';
  categoryId: number;
  status?: 'draft' | 'published';
  /** Languages written, each with its title (content and keywords derived unless given). */
  texts: Partial<Record<Lang, string | { title: string; content?: string; keywords?: string[] }>>;
  linkIds?: number[];
}

export function articleBody(spec: ArticleSpec): Record<string, unknown> {
  return {
    ...(spec.id !== undefined ? { id: spec.id } : {}),
    kind: spec.kind,
    categoryId: spec.categoryId,
    status: spec.status ?? 'published',
    texts: Object.entries(spec.texts).map(([lang, text]) => {
      const value = typeof text === 'string' ? { title: text } : text!;
      return {
        lang,
        title: value.title,
        content:
          value.content ?? `<h2>About ${value.title}</h2><p>Body of ${value.title}.</p><h3>Details</h3><p>More.</p>`,
        keywords: value.keywords ?? [],
      };
    }),
    linkIds: spec.linkIds ?? [],
  };
}

export async function saveArticle(app: FastifyInstance, admin: Member, spec: ArticleSpec): Promise<number> {
  const response = await call(app, '/api/knowledge/admin/article/save', articleBody(spec), admin);
  if (response.statusCode !== 200) throw new Error(`article save failed: ${response.body}`);
  return body(response).data.id as number;
}

/** A tree of one area: two first-depth categories, the first with two children, the second with one (empty). */
export async function areaTree(app: FastifyInstance, admin: Member, area: Area, prefix: string) {
  const top1 = await addCategory(app, admin, area, `${prefix} top1`);
  const top2 = await addCategory(app, admin, area, `${prefix} top2`);
  const sub1a = await addCategory(app, admin, area, `${prefix} sub1a`, top1);
  const sub1b = await addCategory(app, admin, area, `${prefix} sub1b`, top1);
  const sub2a = await addCategory(app, admin, area, `${prefix} sub2a`, top2);
  return { top1, top2, sub1a, sub1b, sub2a };
}
