import type { Redis } from 'ioredis';
import type { Clock } from './clock.ts';

/**
 * Fixed-window counters for throttles (sign-in now, the P17 limits later). With Redis the count
 * is shared by every app process (DESIGN "Shape"); without it, one process keeps it in memory.
 */
export interface RateLimiter {
  /** Current count of the key in its window and the seconds until the window ends. */
  peek(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  /** Adds one and returns the new count. */
  hit(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function createRateLimiter(options: {
  redis: Redis | null;
  clock: Clock;
  windowSeconds: number;
  prefix: string;
}): RateLimiter {
  return options.redis ? redisLimiter(options.redis, options) : memoryLimiter(options);
}

function memoryLimiter(options: { clock: Clock; windowSeconds: number }): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string) => {
    const now = options.clock.now().getTime();
    const window = windows.get(key);
    if (window && window.endsAt > now) return window;
    // Expired windows are dropped as they are met, and all of them when the map grows large.
    if (windows.size > 50_000) for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
    const fresh = { count: 0, endsAt: now + options.windowSeconds * 1000 };
    windows.set(key, fresh);
    return fresh;
  };
  return {
    // A peek never opens a window (as in Redis): a window starts with its first hit.
    async peek(key) {
      const now = options.clock.now().getTime();
      const window = windows.get(key);
      if (!window || window.endsAt <= now) return { count: 0, retryAfterSeconds: options.windowSeconds };
      return { count: window.count, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
    },
    async hit(key) {
      const window = current(key);
      window.count += 1;
      return window.count;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

function redisLimiter(redis: Redis, options: { windowSeconds: number; prefix: string }): RateLimiter {
  const name = (key: string) => `${options.prefix}:${key}`;
  return {
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(name(key)), redis.ttl(name(key))]);
      return { count: Number(count ?? 0), retryAfterSeconds: ttl > 0 ? ttl : options.windowSeconds };
    },
    async hit(key) {
      const [[, count]] = (await redis
        .multi()
        .incr(name(key))
        .expire(name(key), options.windowSeconds, 'NX')
        .exec()) as [[Error | null, number]];
      return count;
    },
    async reset(key) {
      await redis.del(name(key));
    },
  };
}
