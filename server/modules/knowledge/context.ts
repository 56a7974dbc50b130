import type { ServiceContext } from '../../lib/context.ts';
import type { ReviewLimit } from './limit.ts';
import type { ArticleViews } from './views.ts';

/**
 * What the knowledge services are given (ADR 0015): the platform's parts, the feedback rate
 * limit, the views' counter, and the key of the signed visitor cookie (server/lib/visitor-cookie.ts), which tells
 * one visitor's "was this helpful?" answer from another's.
 */
export type KnowledgeContext = Pick<ServiceContext, 'db' | 'dialect' | 'transaction' | 'clock' | 'config' | 'log'> & {
  reviewLimit: ReviewLimit;
  /** One view per reader, article and day (views.ts). */
  views: ArticleViews;
  viewerSecret: string;
};
