import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';
import { testDialects } from '../test/harness.ts';
import { PURGE_EVERY_MS } from './rate-counters-database.ts';
import { createRateCounters, type RateCounters } from './rate-counters.ts';
import { createRateLimiter, type RateLimiter } from './rate-limiter.ts';

const WINDOW_SECONDS = 300;
const LIMIT = 10;
const silent = pino({ level: 'silent' });

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
      counters: () => createRateCounters({ db: ctx.db, clock: ctx.clock, log: silent }),
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
        counters: createRateCounters({ db: ctx.db, clock: ctx.clock, log: silent }),
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
      const counters = createRateCounters({ db: ctx.db, clock: ctx.clock, log: silent });
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
