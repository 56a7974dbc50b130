import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testDialects } from '../../test/harness.ts';
import { body, call, createSignedInMember, type Member, signInAgain } from '../posts/test-support.ts';
import {
  actions,
  createScoreApp,
  grant,
  ledger,
  MINUTE,
  paidLines,
  standing,
  temperatureTenths,
  today,
} from './test-support.ts';

/**
 * P20's daily cap of 30 °C as ADR 0027 reads it: the points paid today (site day, P30) by the
 * non-milestone gains; a gain that would pass it is paid the rest, then nothing, its row written
 * anyway and marked capped; milestones are paid above it; a new day in Seoul starts afresh.
 */
describe.each(testDialects())('the daily cap on %s', (dialect) => {
  let t: TestApp;
  let act: ReturnType<typeof actions>;
  let author: Member;
  let seq = 0;
  const member = (name: string) => createSignedInMember(t.app, `${name}${(seq += 1)}`);

  beforeAll(async () => {
    t = await createScoreApp(dialect);
    act = actions(t.app);
    author = await member('author');
  });
  afterAll(async () => {
    await t.close();
  });

  /** A member who gained `tenths` today already, and what one +0.5 like pays them now. */
  async function likeAfter(tenths: number) {
    const fan = await member('fan');
    await grant(t.app, fan.id, tenths, { day: today(t.app) });
    const postId = await act.writePost(author);
    await act.likePost(fan, postId);
    const rows = await ledger(t.app, fan.id);
    return { fan, postId, like: rows.at(-1)! };
  }

  it('29.9 °C gained today: a like pays 0.1, the next one nothing, each row written and marked capped', async () => {
    const { fan, like } = await likeAfter(299);
    expect(like).toMatchObject({ key: 'LIKE', points: 1, base_points: 5 });
    expect(await standing(t.app, fan)).toMatchObject({ temperature: 30, gainedToday: 30, dailyCap: 30 });
    const second = await act.writePost(author);
    await act.likePost(fan, second);
    expect((await ledger(t.app, fan.id)).at(-1)).toMatchObject({ key: 'LIKE', points: 0, base_points: 5 });
    expect(await temperatureTenths(t.app, fan.id)).toBe(300);
    const history = body(await call(t.app, '/api/user/get_score_history', {}, fan)).data;
    expect(history.rows.slice(0, 2)).toEqual([
      expect.objectContaining({ key: 'LIKE', points: 0, capped: true, temperature: 30 }),
      expect.objectContaining({ key: 'LIKE', points: 0.1, capped: true, temperature: 30 }),
    ]);
  });

  it('30.0 and 30.1 °C gained today: a like pays nothing', async () => {
    for (const gained of [300, 301]) {
      const { fan, like } = await likeAfter(gained);
      expect(like).toMatchObject({ key: 'LIKE', points: 0, base_points: 5 });
      expect(await temperatureTenths(t.app, fan.id)).toBe(gained);
    }
  });

  it('a take-back takes back what was paid: the capped like’s 0.1, not its 0.5', async () => {
    const { fan, postId } = await likeAfter(299);
    t.clock.advance(MINUTE);
    await act.likePost(fan, postId, false);
    expect((await paidLines(t.app, fan.id)).slice(-2)).toEqual(['LIKE 1', 'LIKE_CANCEL -1']);
    expect(await temperatureTenths(t.app, fan.id)).toBe(299);
  });

  it('the cap is reached with real actions: 9 posts, 2 replies and 9 reads make 29.9, then a like pays 0.1', async () => {
    const busy = await member('busy');
    const others: number[] = [];
    for (let i = 0; i < 10; i += 1) others.push(await act.writePost(author));
    for (let i = 0; i < 9; i += 1) await act.writePost(busy);
    await act.reply(busy, others[0]!);
    await act.reply(busy, others[1]!);
    for (const postId of others.slice(0, 9)) await act.read(busy, postId);
    expect(await temperatureTenths(t.app, busy.id)).toBe(299);
    await act.likePost(busy, others[9]!);
    await act.read(busy, others[9]!);
    expect((await paidLines(t.app, busy.id)).slice(-2)).toEqual(['LIKE 1', 'POST_READ 0']);
    expect(await standing(t.app, busy)).toMatchObject({ temperature: 30, gainedToday: 30 });
  });

  it('milestones are paid above the cap, and do not count towards it', async () => {
    const capped = await member('capped');
    await grant(t.app, capped.id, 300, { day: today(t.app) });
    const postId = await act.writePost(capped);
    for (let i = 0; i < 5; i += 1) await act.likePost(await member('clap'), postId);
    expect(await paidLines(t.app, capped.id, ['POST_WRITE', 'LIKE_POST_REPLY_5'])).toEqual([
      'POST_WRITE 300',
      'POST_WRITE 0',
      'LIKE_POST_REPLY_5 100',
    ]);
    expect(await standing(t.app, capped)).toMatchObject({ temperature: 40, gainedToday: 30 });
  });

  it('a new site day starts at midnight in Seoul (15:00 UTC): 14:59 UTC is still capped, 15:00 pays', async () => {
    t.clock.set('2026-03-10T14:58:00.000Z');
    let fan = await member('night');
    await grant(t.app, fan.id, 300, { day: '2026-03-10' });
    expect(today(t.app)).toBe('2026-03-10');
    author = await signInAgain(t.app, author);
    const posts = [await act.writePost(author), await act.writePost(author)];
    t.clock.advance(MINUTE);
    fan = await signInAgain(t.app, fan);
    await act.likePost(fan, posts[0]!);
    t.clock.set('2026-03-10T15:00:00.000Z');
    expect(today(t.app)).toBe('2026-03-11');
    await act.likePost(fan, posts[1]!);
    const rows = await ledger(t.app, fan.id);
    expect(rows.slice(-2).map((row) => [row.points, row.site_day])).toEqual([
      [0, '2026-03-10'],
      [5, '2026-03-11'],
    ]);
    expect(await standing(t.app, fan)).toMatchObject({ temperature: 30.5, gainedToday: 0.5 });
  });
});
