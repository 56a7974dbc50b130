import type { ServiceContext } from '../../lib/context.ts';
import type { BrochureLimit } from './limit.ts';

/** What the brochure services are given (ADR 0015): the platform's parts and the P32 rate limit. */
export type BrochureContext = Pick<ServiceContext, 'db' | 'transaction' | 'clock' | 'config' | 'log'> & {
  limit: BrochureLimit;
};
