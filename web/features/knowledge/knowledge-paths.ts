import type { KnowledgeArea, KnowledgeKind } from '../../../common/contracts/knowledge.ts';

/** Guides live in the documentation, answers in Solomon (DECISIONS P24). */
export function areaOfKind(kind: KnowledgeKind): KnowledgeArea {
  return kind === 'guide' ? 'documentation' : 'solomon';
}

/** The area a path names: /{lang}/documentation/… or /{lang}/solomon/…. */
export function areaOfPath(pathname: string): KnowledgeArea | undefined {
  const segment = pathname.split('/')[2];
  return segment === 'documentation' || segment === 'solomon' ? segment : undefined;
}

/** The addresses of the knowledge pages (SPEC §2.1), one place for every link to them. */
export const knowledgePaths = {
  main: (lang: string, area: KnowledgeArea) => `/${lang}/${area}`,
  category: (lang: string, area: KnowledgeArea, id: number) => `/${lang}/${area}/category/${id}`,
  article: (lang: string, kind: KnowledgeKind, id: number) => `/${lang}/${areaOfKind(kind)}/post/${id}`,
  /** The search text is the last segment; a page after the first is a query. */
  search: (lang: string, area: KnowledgeArea, text: string, page = 1) => {
    const base = `/${lang}/${area}/search/${encodeURIComponent(text)}`;
    return page > 1 ? `${base}?page=${page}` : base;
  },
  /** Solomon's every answer, optionally by keyword. */
  list: (lang: string, keyword?: string, page = 1) => {
    const query = new URLSearchParams();
    if (keyword) query.set('keyword', keyword);
    if (page > 1) query.set('page', String(page));
    const search = query.toString();
    return `/${lang}/solomon/list${search ? `?${search}` : ''}`;
  },
  /** The administrators' editor of an article (issue 31's admin pages). */
  edit: (lang: string, id: number) => `/${lang}/admin/knowledge/article/${id}`,
  post: (lang: string, id: number) => `/${lang}/post/${id}`,
};

/** A page number from the address: a positive integer, else the first page. */
export function pageOf(value: string | null): number {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}
