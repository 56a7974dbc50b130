import { spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';
import { testDialects } from '../test/harness.ts';
import { startOwnRedis, type OwnRedis } from '../test/redis-server.ts';
import { PURGE_EVERY_MS } from './rate-counters-database.ts';
import { createRateCounters, type RateCounters } from './rate-counters.ts';
import { createRateLimiter, type RateLimiter } from './rate-limiter.ts';

const WINDOW_SECONDS = 300;
const LIMIT = 10;
const silent = pino({ level: 'silent' });
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

const granted = async (limiter: RateLimiter, key: string, times: number, limit = LIMIT) => {
  const slots = await Promise.all(Array.from({ length: times }, () => limiter.reserve(key, limit)));
  return slots.filter((slot) => slot.granted).length;
};

/** The rules every backend keeps; `expire` ends the current window of `key`. */
function boundsSuite(
  name: string,
  setup: () => Promise<{
    counters: () => RateCounters;
    expire: (key: string) => Promise<void>;
    close?: () => Promise<void>;
  }>,
) {
  describe(`rate limits at their bounds (${name})`, () => {
    let counters: () => RateCounters;
    let expire: (key: string) => Promise<void>;
    let close: (() => Promise<void>) | undefined;
    const limiter = (options: { breakOnExcess?: boolean; store?: RateCounters } = {}) =>
      createRateLimiter({
        counters: options.store ?? counters(),
        windowSeconds: WINDOW_SECONDS,
        prefix: 'test',
        breakOnExcess: options.breakOnExcess ?? false,
      });
    beforeEach(async () => {
      ({ counters, expire, close } = await setup());
    });
    afterEach(async () => {
      await close?.();
    });

    it('grants exactly the limit, then refuses with the rest of the window, and counts nothing refused', async () => {
      const limits = limiter();
      for (let n = 1; n <= LIMIT; n += 1) {
        const slot = await limits.reserve('bound', LIMIT);
        expect([slot.granted, slot.count]).toEqual([true, n]);
      }
      const past = await limits.reserve('bound', LIMIT);
      expect([past.granted, past.count]).toEqual([false, LIMIT]);
      expect(past.retryAfterSeconds).toBeGreaterThan(WINDOW_SECONDS - 5);
      expect(past.retryAfterSeconds).toBeLessThanOrEqual(WINDOW_SECONDS);
      // A refusal's release gives nothing back, and the refusals did not count.
      await past.release();
      expect((await limits.reserve('bound', LIMIT)).granted).toBe(false);
      // Other keys are apart.
      expect((await limits.reserve('other', LIMIT)).count).toBe(1);
    });

    it('grants exactly the limit to a parallel burst, from one store or two sharing the counts', async () => {
      expect(await granted(limiter(), 'burst', 25)).toBe(LIMIT);
      const [first, second] = [limiter({ store: counters() }), limiter({ store: counters() })];
      const slots = await Promise.all(
        Array.from({ length: 25 }, (_, n) => (n % 2 === 0 ? first : second).reserve('two-stores', LIMIT)),
      );
      expect(slots.filter((slot) => slot.granted)).toHaveLength(LIMIT);
    });

    it('a release gives one slot back, once, and only in the window it was taken from', async () => {
      const limits = limiter();
      const slots = await Promise.all(Array.from({ length: LIMIT }, () => limits.reserve('give', LIMIT)));
      await slots[0]!.release();
      await slots[0]!.release();
      expect(await granted(limits, 'give', 3)).toBe(1);

      await expire('give');
      const fresh = await limits.reserve('give', LIMIT);
      expect([fresh.granted, fresh.count]).toEqual([true, 1]);
      // Slots of the ended window owe nothing to the new one.
      await Promise.all(slots.slice(1).map((slot) => slot.release()));
      expect(await granted(limits, 'give', LIMIT)).toBe(LIMIT - 1);
    });

    it('reset ends the window at once', async () => {
      const limits = limiter();
      expect(await granted(limits, 'reset', LIMIT + 1)).toBe(LIMIT);
      await limits.reset('reset');
      expect((await limits.reserve('reset', LIMIT)).count).toBe(1);
    });

    it('a limit that breaks on excess refuses a whole window from its first refusal, without extending it', async () => {
      const limits = limiter({ breakOnExcess: true });
      expect(await granted(limits, 'break', 3, 3)).toBe(3);
      const first = await limits.reserve('break', 3);
      expect([first.granted, first.retryAfterSeconds]).toEqual([false, WINDOW_SECONDS]);
      const later = await limits.reserve('break', 3);
      expect(later.granted).toBe(false);
      expect(later.retryAfterSeconds).toBeLessThanOrEqual(WINDOW_SECONDS);
      await expire('break');
      expect((await limits.reserve('break', 3)).count).toBe(1);
    });
  });
}

for (const dialect of testDialects('sql')) {
  let ctx: TestContext;
  boundsSuite(`database, ${dialect}`, async () => {
    ctx = await createTestContext({ dialect });
    return {
      counters: () => createRateCounters({ redis: null, db: ctx.db, clock: ctx.clock, log: silent }),
      expire: async () => ctx.clock.advance(2 * WINDOW_SECONDS * 1000),
      close: () => ctx.close(),
    };
  });

  describe(`database counters (${dialect})`, () => {
    beforeEach(async () => {
      ctx = await createTestContext({ dialect });
    });
    afterEach(() => ctx.close());

    it('the window ends on the clock: the last millisecond refuses, the next grants afresh', async () => {
      const limits = createRateLimiter({
        counters: createRateCounters({ redis: null, db: ctx.db, clock: ctx.clock, log: silent }),
        windowSeconds: WINDOW_SECONDS,
        prefix: 'clock',
      });
      expect(await granted(limits, 'k', LIMIT)).toBe(LIMIT);
      ctx.clock.advance(WINDOW_SECONDS * 1000 - 1);
      const last = await limits.reserve('k', LIMIT);
      expect([last.granted, last.retryAfterSeconds]).toEqual([false, 1]);
      ctx.clock.advance(1);
      expect(await limits.reserve('k', LIMIT)).toMatchObject({ granted: true, count: 1 });
    });

    it('purges the rows of ended windows now and then, on a reservation', async () => {
      const counters = createRateCounters({ redis: null, db: ctx.db, clock: ctx.clock, log: silent });
      const limits = createRateLimiter({ counters, windowSeconds: 60, prefix: 'purge' });
      await Promise.all(['a', 'b', 'c'].map((key) => limits.reserve(key, 1)));
      const keys = async () =>
        (await ctx.db.selectFrom('rate_limit_counters').select('key').orderBy('key').execute()).map((r) => r.key);
      expect(await keys()).toEqual(['purge:a', 'purge:b', 'purge:c']);
      ctx.clock.advance(PURGE_EVERY_MS);
      await limits.reserve('d', 1);
      expect(await keys()).toEqual(['purge:d']);
    });
  });
}

describe.runIf(hasRedisServer)('Redis counters, and the database behind them during an outage', () => {
  let redis: OwnRedis;
  const clients: Redis[] = [];
  let ctx: TestContext;
  const client = (url = redis.url) => {
    const made = new Redis(url, { maxRetriesPerRequest: 1 });
    made.on('error', () => undefined);
    clients.push(made);
    return made;
  };

  beforeAll(async () => {
    redis = await startOwnRedis();
    ctx = await createTestContext();
  });
  afterAll(async () => {
    for (const made of clients) made.disconnect();
    await redis.stop();
    await ctx.close();
  });

  boundsSuite('Redis', async () => {
    await client().flushall();
    const shared = client();
    return {
      counters: () => createRateCounters({ redis: shared, db: ctx.db, clock: ctx.clock, log: silent }),
      // Redis keeps its own time: the window is made to end now, as its expiry would.
      expire: async (key) => {
        await shared.pexpire(`test:${key}`, 1);
        await expect.poll(() => shared.exists(`test:${key}`), { timeout: 2000 }).toBe(0);
      },
    };
  });

  it('during an outage counts in the database at once, says so once per process, and still holds the limit', async () => {
    const outage = await startOwnRedis();
    const lines: { level: number; msg: string }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const processes = [client(outage.url), client(outage.url)].map((own) => ({
      own,
      limits: createRateLimiter({
        counters: createRateCounters({ redis: own, db: ctx.db, clock: ctx.clock, log }),
        windowSeconds: WINDOW_SECONDS,
        prefix: 'outage',
      }),
    }));
    const [first, second] = processes as [(typeof processes)[0], (typeof processes)[0]];
    await expect.poll(() => processes.every((p) => p.own.status === 'ready'), { timeout: 5000 }).toBe(true);
    expect((await first.limits.reserve('before', LIMIT)).granted).toBe(true);
    expect(await first.own.get('outage:before')).toBe('1');

    await outage.stop();
    const timed = async (limits: RateLimiter) => {
      const started = performance.now();
      const slot = await limits.reserve('during', LIMIT);
      return { granted: slot.granted, ms: performance.now() - started };
    };
    const burst = await Promise.all(Array.from({ length: 25 }, (_, n) => timed((n % 2 === 0 ? first : second).limits)));
    expect(burst.filter((answer) => answer.granted)).toHaveLength(LIMIT);
    // Stated bound (issue 23: no request held for seconds): each well under 1 s on a loaded machine.
    expect(Math.max(...burst.map((answer) => answer.ms))).toBeLessThan(1000);
    const row = await ctx.db
      .selectFrom('rate_limit_counters')
      .select('count')
      .where('key', '=', 'outage:during')
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(LIMIT);
    const switched = (msg: RegExp) => lines.filter((line) => msg.test(line.msg)).length;
    expect(switched(/counted in the database until it does/)).toBe(2);

    const back = await startOwnRedis(outage.port);
    try {
      await expect.poll(() => processes.every((p) => p.own.status === 'ready'), { timeout: 10_000 }).toBe(true);
      expect((await second.limits.reserve('after', LIMIT)).granted).toBe(true);
      expect(await second.own.get('outage:after')).toBe('1');
      expect(switched(/answers again/)).toBe(1);
    } finally {
      await back.stop();
    }
  });
});
