import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';
import { databaseCounters } from './rate-counters-database.ts';

/** What a limit asks of its counter at each reservation. */
export interface CounterRule {
  limit: number;
  windowMs: number;
  /** P17: the first refusal starts a break of a whole window that later refusals do not extend. */
  breakOnExcess: boolean;
}

/** The outcome of one reservation. */
export interface Counted {
  granted: boolean;
  /** The window's count after this reservation, at most the limit. */
  count: number;
  /** Until the window (or the break) ends. */
  retryAfterMs: number;
  /** Gives a granted slot back to the window it was taken from; nothing otherwise. */
  release(): Promise<void>;
}

/** Fixed-window counters, kept in the database (ADR 0017). */
export interface RateCounters {
  /** Counts one against `key` only if the window has room: atomically, whatever the concurrency. */
  reserve(key: string, rule: CounterRule): Promise<Counted>;
  /** Ends the key's window (a member proved their password). */
  reset(key: string): Promise<void>;
}

/** What a member is told to wait when the database cannot count (503). */
const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * The counters of one app, in the database whether or not REDIS_URL is set (ADR 0017). The
 * database is the one store every process shares and that does not go away while the site
 * serves: limits hold exactly across processes and through a Redis outage. An earlier version
 * counted in Redis and switched to the database while Redis was slow or away; counts cannot
 * move between two stores, and on a loaded machine the switch let twice a limit through (ten
 * likes against five), so the switch is gone. A reservation is one statement (0.1 ms on SQLite,
 * 0.5 ms on PostgreSQL, whose table is UNLOGGED).
 */
export function createRateCounters(parts: {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Takes the error: true when the database is away, logged once per outage (ADR 0024). */
  reportOutage?: (error: unknown) => boolean;
}): RateCounters {
  return guarded(databaseCounters(parts.db, parts.clock), parts.log, parts.reportOutage ?? (() => false));
}

/** The database is the last resort: if it cannot count either, the member is told to come back (503), never a 500. */
function guarded(
  counters: RateCounters,
  log: FastifyBaseLogger,
  reportOutage: (error: unknown) => boolean,
): RateCounters {
  const unavailable = (error: unknown) => {
    // An outage is logged once, where it is judged; anything else here is logged as it comes.
    if (!reportOutage(error)) log.error({ err: error }, 'Rate limits cannot be counted: the database does not answer');
    return new AppError('SERVICE_UNAVAILABLE', { headers: { 'retry-after': String(UNAVAILABLE_RETRY_SECONDS) } });
  };
  return {
    async reserve(key, rule) {
      try {
        const counted = await counters.reserve(key, rule);
        return { ...counted, release: () => counted.release().catch(() => undefined) };
      } catch (error) {
        throw unavailable(error);
      }
    },
    async reset(key) {
      await counters.reset(key).catch(() => undefined);
    },
  };
}
