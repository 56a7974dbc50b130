import type { ServiceContext } from '../../lib/context.ts';
import type { ReviewLimit } from './limit.ts';

/**
 * What the knowledge services are given (ADR 0015): the platform's parts, the feedback rate
 * limit, and the key of the signed visitor cookie (server/lib/visitor-cookie.ts), which tells
 * one visitor's "was this helpful?" answer from another's.
 */
export type KnowledgeContext = Pick<ServiceContext, 'db' | 'dialect' | 'transaction' | 'clock' | 'config' | 'log'> & {
  reviewLimit: ReviewLimit;
  viewerSecret: string;
};
