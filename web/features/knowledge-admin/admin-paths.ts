import type { KnowledgeArea, KnowledgeKind } from '../../../common/contracts/knowledge.ts';

/** The kind of article each area holds (P24): Documentation guides, Solomon answers. */
export const KIND_OF_AREA = { documentation: 'guide', solomon: 'faq' } as const satisfies Record<
  KnowledgeArea,
  KnowledgeKind
>;
export const AREA_OF_KIND = { guide: 'documentation', faq: 'solomon' } as const satisfies Record<
  KnowledgeKind,
  KnowledgeArea
>;

/**
 * The knowledge administration's addresses (DECISIONS P31: under {lang}/admin, where issue 32's
 * console will sit), and the reader's page of an article.
 */
export const adminPaths = {
  index: (lang: string, area: KnowledgeArea = 'documentation') =>
    area === 'documentation' ? `/${lang}/admin/knowledge` : `/${lang}/admin/knowledge?area=${area}`,
  newArticle: (lang: string, kind: KnowledgeKind, options: { categoryId?: number; title?: string } = {}) => {
    const query = new URLSearchParams({ kind });
    if (options.categoryId !== undefined) query.set('categoryId', String(options.categoryId));
    if (options.title) query.set('title', options.title);
    return `/${lang}/admin/knowledge/article/new?${query.toString()}`;
  },
  article: (lang: string, id: number) => `/${lang}/admin/knowledge/article/${id}`,
  feedback: (lang: string) => `/${lang}/admin/knowledge/feedback`,
  gaps: (lang: string) => `/${lang}/admin/knowledge/gaps`,
  reader: (lang: string, kind: KnowledgeKind, id: number) => `/${lang}/${AREA_OF_KIND[kind]}/post/${id}`,
};
