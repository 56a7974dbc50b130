import type { ServiceContext } from '../../lib/context.ts';

/**
 * What search's services are given (ADR 0015): the platform's parts. The index is written
 * inside other features' transactions (indexer.ts); searches only read.
 */
export type SearchContext = Pick<ServiceContext, 'db' | 'dialect' | 'transaction' | 'bus' | 'clock' | 'log'>;
