import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testDialects } from '../../test/harness.ts';
import { createScoreApp, layers, memberWithPassword, paidLines, signIn, temperatureTenths } from './test-support.ts';

/**
 * P20's LOGIN and LOGIN_DAILY_5 with P30's days: a site day starts at midnight in Seoul, 15:00
 * UTC, so two sign-ins an hour apart can be two days and two sign-ins nine hours apart one.
 * Five consecutive site days pay +50 and a celebration once; then the streak starts again.
 */
describe.each(testDialects())('the login streak on %s', (dialect) => {
  let t: TestApp;
  let seq = 0;
  const member = () => memberWithPassword(t.app, `walker${(seq += 1)}`);
  /** Signs the member in at each UTC instant, in order; returns the member with the last session. */
  const signInAt = async (who: Awaited<ReturnType<typeof member>>, instants: string[]) => {
    let current = who;
    for (const at of instants) {
      t.clock.set(at);
      current = await signIn(t.app, who);
    }
    return current;
  };

  beforeAll(async () => {
    t = await createScoreApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('five consecutive Seoul days, signed in on either side of 15:00 UTC, pay LOGIN_DAILY_5 once', async () => {
    const walker = await member();
    const fourth = await signInAt(walker, [
      '2026-04-01T13:00:00.000Z', // Seoul 04-01 22:00
      '2026-04-01T14:30:00.000Z', // Seoul 04-01 23:30: the same day
      '2026-04-01T15:30:00.000Z', // Seoul 04-02 00:30: the next day, an hour later
      '2026-04-02T14:00:00.000Z', // Seoul 04-02 23:00: the same day
      '2026-04-02T23:00:00.000Z', // Seoul 04-03 08:00
      '2026-04-04T14:59:00.000Z', // Seoul 04-04 23:59
    ]);
    expect(await paidLines(t.app, walker.id)).toEqual(['LOGIN 10', 'LOGIN 10', 'LOGIN 10', 'LOGIN 10']);
    expect(await layers(t.app, fourth)).toEqual([]);
    const fifth = await signInAt(walker, ['2026-04-04T15:00:00.000Z']); // Seoul 04-05 00:00, the fifth day
    expect(await paidLines(t.app, walker.id)).toEqual([
      'LOGIN 10',
      'LOGIN 10',
      'LOGIN 10',
      'LOGIN 10',
      'LOGIN 10',
      'LOGIN_DAILY_5 500',
    ]);
    // Its celebration, then the level-up its 50 °C brought (55 °C: level 2, muffin).
    expect(await layers(t.app, fifth)).toEqual([
      expect.objectContaining({ type: 'LOGIN_DAILY_5', points: 50, level: null, characterKey: null }),
      expect.objectContaining({ type: 'LEVEL_UP', level: 2, characterKey: 'muffin' }),
    ]);
    // A second sign-in on the fifth day pays nothing more.
    await signInAt(walker, ['2026-04-05T10:00:00.000Z']);
    expect(await temperatureTenths(t.app, walker.id)).toBe(550);
  });

  it('the streak restarts after the reward: days 6 to 9 pay only LOGIN, day 10 pays LOGIN_DAILY_5 again', async () => {
    const walker = await member();
    const days = Array.from({ length: 10 }, (_, n) => `2026-05-${String(n + 1).padStart(2, '0')}T03:00:00.000Z`);
    await signInAt(walker, days.slice(0, 9));
    expect(await paidLines(t.app, walker.id, ['LOGIN_DAILY_5'])).toEqual(['LOGIN_DAILY_5 500']);
    const last = await signInAt(walker, days.slice(9));
    expect(await paidLines(t.app, walker.id, ['LOGIN_DAILY_5'])).toEqual(['LOGIN_DAILY_5 500', 'LOGIN_DAILY_5 500']);
    expect(await paidLines(t.app, walker.id, ['LOGIN'])).toHaveLength(10);
    expect((await layers(t.app, last)).filter((layer) => layer.type === 'LOGIN_DAILY_5')).toHaveLength(2);
  });

  it('a day without a sign-in breaks the streak', async () => {
    const walker = await member();
    // Seoul days 06-01 … 06-04, none on 06-05, then 06-06 … 06-10.
    const at = (day: number) => `2026-06-${String(day).padStart(2, '0')}T01:00:00.000Z`;
    await signInAt(walker, [1, 2, 3, 4].map(at));
    // 15:00 UTC on 06-05 is 06-06 in Seoul: 06-05 itself was skipped.
    await signInAt(walker, ['2026-06-05T15:00:00.000Z', at(7), at(8), at(9)]);
    expect(await paidLines(t.app, walker.id, ['LOGIN_DAILY_5'])).toEqual([]);
    expect(await paidLines(t.app, walker.id, ['LOGIN'])).toHaveLength(8);
    await signInAt(walker, [at(10)]);
    expect(await paidLines(t.app, walker.id, ['LOGIN_DAILY_5'])).toEqual(['LOGIN_DAILY_5 500']);
  });
});
