import type { Redis } from 'ioredis';
import type { CounterRule, Counted, RateCounters } from './rate-counters.ts';

/**
 * One reservation, atomic in Redis (a script runs alone): open the window with its expiry,
 * add one only under the limit, and tell the outcome. A limit that breaks on excess (P17)
 * restarts the window at its first refusal and marks it with limit + 1, so that later refusals
 * do not extend the break. Returns granted (1/0), the count, the window's end as Redis keeps it
 * (PEXPIRETIME, the window's identity for a release) and the milliseconds left.
 */
const RESERVE = `
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local current = redis.call('GET', KEYS[1])
if not current then
  redis.call('SET', KEYS[1], 1, 'PX', window)
  return {1, 1, redis.call('PEXPIRETIME', KEYS[1]), window}
end
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], window) end
local count = tonumber(current)
if count < limit then
  count = redis.call('INCR', KEYS[1])
  return {1, count, redis.call('PEXPIRETIME', KEYS[1]), redis.call('PTTL', KEYS[1])}
end
if ARGV[3] == '1' and count == limit then
  redis.call('SET', KEYS[1], limit + 1, 'PX', window)
end
return {0, limit, redis.call('PEXPIRETIME', KEYS[1]), redis.call('PTTL', KEYS[1])}
`;

/** Gives one back, only in the window it was taken from (same expiry) and never below zero. */
const RELEASE = `
if redis.call('PEXPIRETIME', KEYS[1]) == tonumber(ARGV[1]) and tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  return redis.call('DECR', KEYS[1])
end
return -1
`;

type CountingRedis = Redis & {
  hearthReserve(key: string, limit: number, windowMs: number, breakOnExcess: number): Promise<number[]>;
  hearthRelease(key: string, windowEndsAt: number): Promise<number>;
};

/** The scripts, defined once on the client: ioredis sends them by digest (EVALSHA) after the first. */
function withScripts(redis: Redis): CountingRedis {
  if (!('hearthReserve' in redis)) {
    redis.defineCommand('hearthReserve', { numberOfKeys: 1, lua: RESERVE });
    redis.defineCommand('hearthRelease', { numberOfKeys: 1, lua: RELEASE });
  }
  return redis as CountingRedis;
}

/** Fixed windows in Redis, shared by every process (DESIGN "Shape"); Redis keeps the time. */
export function redisCounters(client: Redis): RateCounters {
  const redis = withScripts(client);
  return {
    async reserve(key: string, rule: CounterRule): Promise<Counted> {
      const [granted, count, windowEndsAt, left] = await redis.hearthReserve(
        key,
        rule.limit,
        rule.windowMs,
        rule.breakOnExcess ? 1 : 0,
      );
      return {
        granted: granted === 1,
        count: count!,
        retryAfterMs: left!,
        release: async () => {
          // During an outage the slot stays taken until its window ends; no command waits in a queue.
          if (granted !== 1 || redis.status !== 'ready') return;
          await redis.hearthRelease(key, windowEndsAt!);
        },
      };
    },
    async reset(key) {
      await redis.del(key);
    },
  };
}
