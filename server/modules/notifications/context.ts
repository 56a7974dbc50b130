import type { ServiceContext } from '../../lib/context.ts';

/**
 * What notifications' services are given (ADR 0015): the platform's parts. The rules that make
 * notifications run inside other features' transactions (rules.ts); the fan-out to followers
 * runs as jobs (fan-out.ts).
 */
export type NotificationsContext = Pick<
  ServiceContext,
  'db' | 'dialect' | 'transaction' | 'bus' | 'clock' | 'config' | 'log'
>;
