import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';
import { databaseCounters } from './rate-counters-database.ts';
import { redisCounters } from './rate-counters-redis.ts';

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

/** Fixed-window counters, kept in Redis or in the database (ADR 0017). */
export interface RateCounters {
  /** Counts one against `key` only if the window has room: atomically, whatever the concurrency. */
  reserve(key: string, rule: CounterRule): Promise<Counted>;
  /** Ends the key's window (a member proved their password). */
  reset(key: string): Promise<void>;
}

/** A Redis answer slower than this counts as an outage for the request that waits on it. */
export const REDIS_ANSWER_TIMEOUT_MS = 500;
/** After Redis failed or was slow while connected, the database counts for this long before Redis is asked again. */
export const REDIS_RETRY_AFTER_MS = 5000;
/** What a member is told to wait when neither Redis nor the database can count (503). */
const UNAVAILABLE_RETRY_SECONDS = 5;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The counters of one app: the database's when REDIS_URL is not set (ADR 0017: limits then
 * hold across processes sharing the database), else Redis with the database behind it.
 * Redis is used while its client is `ready`; when it is not, or a command fails or is slow,
 * the reservation is made in the database at once, so that an outage never holds a request or
 * turns it into a 500. The switch is logged once
 * per outage, not per request. Counts do not move between the two: each starts from what it
 * holds (usually nothing), so a switch can let one more window's worth through (ADR 0017).
 */
export function createRateCounters(parts: {
  redis: Redis | null;
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
}): RateCounters {
  const database = guarded(databaseCounters(parts.db, parts.clock), parts.log);
  if (!parts.redis) return database;
  const client = parts.redis;
  const redis = redisCounters(client);
  const log = parts.log;
  let inOutage = false;
  let retryRedisAt = 0;

  const noteOutage = (error?: unknown) => {
    if (inOutage) return;
    inOutage = true;
    log.warn(
      { err: error, redisStatus: client.status },
      'Redis does not answer: rate limits are counted in the database until it does',
    );
  };
  const noteAnswer = () => {
    if (!inOutage) return;
    inOutage = false;
    log.info('Redis answers again: rate limits are counted in Redis');
  };
  /**
   * Whether to ask Redis now. A client that is not `ready` would queue the command: the status
   * says at once when it is back. One that failed or was slow while `ready` is left alone for
   * REDIS_RETRY_AFTER_MS, so that a hung server delays one request, not every one.
   */
  const redisUsable = () => {
    if (client.status !== 'ready') {
      noteOutage();
      return false;
    }
    return performance.now() >= retryRedisAt;
  };
  const failed = (error: unknown) => {
    retryRedisAt = performance.now() + REDIS_RETRY_AFTER_MS;
    noteOutage(error);
  };

  const inRedis = async (key: string, rule: CounterRule): Promise<Counted | undefined> => {
    if (!redisUsable()) return undefined;
    const work = redis.reserve(key, rule);
    try {
      const counted = await withinTimeout(work, REDIS_ANSWER_TIMEOUT_MS);
      noteAnswer();
      return { ...counted, release: () => quietly(counted.release(), REDIS_ANSWER_TIMEOUT_MS) };
    } catch (error) {
      failed(error);
      // A reservation that Redis makes after all is given back, so that it does not count twice.
      work.then((late) => quietly(late.release(), REDIS_ANSWER_TIMEOUT_MS)).catch(() => undefined);
      return undefined;
    }
  };

  return {
    async reserve(key, rule) {
      return (await inRedis(key, rule)) ?? database.reserve(key, rule);
    },
    async reset(key) {
      if (redisUsable()) {
        try {
          await withinTimeout(redis.reset(key), REDIS_ANSWER_TIMEOUT_MS);
          return;
        } catch (error) {
          failed(error);
        }
      }
      await database.reset(key);
    },
  };
}

/** A release or reset that fails only keeps a slot taken until its window ends: never the request's error. */
async function quietly(work: Promise<void>, ms: number): Promise<void> {
  await withinTimeout(work, ms).catch(() => undefined);
}

/** The database is the last resort: if it cannot count either, the member is told to come back (503), never a 500. */
function guarded(counters: RateCounters, log: FastifyBaseLogger): RateCounters {
  const unavailable = (error: unknown) => {
    log.error({ err: error }, 'Rate limits cannot be counted: the database does not answer');
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
