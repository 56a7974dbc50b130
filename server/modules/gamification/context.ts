import type { ServiceContext } from '../../lib/context.ts';

/**
 * What gamification's services are given (ADR 0015): the platform's parts. The score rules
 * themselves run inside other features' transactions (rules.ts, ADR 0027) and need only the
 * dialect, the clock and the site's time zone.
 */
export type GamificationContext = Pick<ServiceContext, 'db' | 'dialect' | 'transaction' | 'bus' | 'clock' | 'config'>;
