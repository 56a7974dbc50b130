/**
 * Knowledge events (issue 31), recorded inside the writing transaction: search indexes articles
 * with `bus.within`, so the index commits or rolls back with the article.
 */
declare module '../../lib/events.ts' {
  interface DomainEvents {
    /** An article was created, edited (texts, links, category) or changed state. */
    'knowledge.article.saved': { articleId: number; at: string };
    'knowledge.article.deleted': { articleId: number; at: string };
    /** Categories were renamed or reordered: the articles under them show other names or order. */
    'knowledge.category.changed': { categoryIds: number[]; at: string };
  }
}

export {};
