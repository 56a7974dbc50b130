import { Redis, ReplyError } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivateRedis, privateRedisAvailable, startPrivateRedis } from '../test/private-redis.ts';
import { isRedisUnavailable, REDIS_COMMAND_TIMEOUT_MS, REDIS_OPTIONS } from './redis.ts';

describe('which Redis errors mean "not served now"', () => {
  it('counts refusals of a server that cannot work now, not replies that reveal a bug', () => {
    expect(isRedisUnavailable(new ReplyError('OOM command not allowed when used memory > maxmemory'))).toBe(true);
    expect(isRedisUnavailable(new ReplyError('LOADING Redis is loading the dataset in memory'))).toBe(true);
    expect(isRedisUnavailable(new ReplyError('READONLY You can’t write against a read only replica.'))).toBe(true);
    expect(
      isRedisUnavailable(new ReplyError('WRONGTYPE Operation against a key holding the wrong kind of value')),
    ).toBe(false);
    expect(isRedisUnavailable(new Error('secret internals'))).toBe(false);
    expect(isRedisUnavailable('Command timed out')).toBe(false);
  });
});

/** How long `work` took and what it threw (undefined if nothing). */
async function timed(work: () => Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = performance.now();
  try {
    await work();
    return { ms: performance.now() - started, error: undefined };
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
}

describe.runIf(privateRedisAvailable())('failing fast (a redis-server of the test’s own)', () => {
  let server: PrivateRedis;
  let redis: Redis;

  beforeAll(async () => {
    server = await startPrivateRedis();
    redis = new Redis(server.url, REDIS_OPTIONS);
    redis.on('error', () => undefined);
    await redis.connect();
  });
  afterAll(async () => {
    redis.disconnect();
    await server.close();
  });

  it('holds no command while Redis is paused: the first waits the timeout, the next fail at once', async () => {
    expect(await redis.incr('counter')).toBe(1);
    server.pause();
    try {
      const first = await Promise.all([timed(() => redis.incr('counter')), timed(() => redis.get('counter'))]);
      for (const { ms, error } of first) {
        expect(isRedisUnavailable(error), String(error)).toBe(true);
        // The timeout and this busy machine's slack.
        expect(ms).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 500);
      }
      // The stalled connection has been dropped: no second wait.
      const next = await timed(() => redis.incr('counter'));
      expect(isRedisUnavailable(next.error), String(next.error)).toBe(true);
      expect(next.ms).toBeLessThan(50);
      console.info(
        `paused Redis: first commands failed after ${first.map(({ ms }) => Math.round(ms)).join(', ')} ms, the next after ${Math.round(next.ms)} ms`,
      );
    } finally {
      server.resume();
    }
    await expect.poll(() => redis.ping().catch(() => 'not yet'), { timeout: 5000 }).toBe('PONG');
    // Nothing was sent again behind the callers' backs: the failed INCR did not count later.
    expect(Number(await redis.get('counter'))).toBeLessThanOrEqual(2);
  });

  it('holds no command while Redis is dead, and serves again once it is back', async () => {
    await server.kill();
    const dead = await timed(() => redis.incr('counter'));
    expect(isRedisUnavailable(dead.error), String(dead.error)).toBe(true);
    expect(dead.ms).toBeLessThan(50);
    await server.start();
    await expect.poll(() => redis.ping().catch(() => 'not yet'), { timeout: 5000 }).toBe('PONG');
    expect(await redis.incr('counter')).toBe(1);
  });
});
