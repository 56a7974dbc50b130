import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testDialects } from '../../test/harness.ts';
import { addFollowers } from '../members/test-support.ts';
import { body, call, createSignedInMember, type Member, signInAgain } from '../posts/test-support.ts';
import {
  actions,
  createScoreApp,
  DAY,
  layers,
  memberWithPassword,
  paidLines,
  signIn,
  temperatureTenths,
} from './test-support.ts';

/**
 * SPEC §3.5 celebrations (get_layer_list, show_layer): a member sees and closes only their own.
 * SPEC §7.4's /api/score/add (P20): LOGIN for the signed-in member's day, once; every other key
 * grants nothing, being recorded with its action.
 */
describe.each(testDialects('api'))('celebrations and /api/score/add on %s', (dialect) => {
  let t: TestApp;
  let act: ReturnType<typeof actions>;
  let seq = 0;
  const member = (name: string) => createSignedInMember(t.app, `${name}${(seq += 1)}`);

  beforeAll(async () => {
    t = await createScoreApp(dialect);
    act = actions(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * A member with celebrations waiting: 10 followers (USER_FOLLOW_10, +50 °C), and with those
   * 50 °C level 2 (LEVEL_UP with muffin), in that order.
   */
  async function celebrated(): Promise<{ star: Member; layerId: number }> {
    const star = await member('star');
    await addFollowers(t.app, star.id, 9);
    await act.follow(await member('fan'), star.id);
    const [layer] = await layers(t.app, star);
    return { star, layerId: layer!.id };
  }

  it('lists one’s own celebrations; another member’s id is 403 in the list and 404 to show', async () => {
    const { star, layerId } = await celebrated();
    const other = await member('other');
    expect(await layers(t.app, star)).toEqual([
      {
        id: layerId,
        type: 'USER_FOLLOW_10',
        level: null,
        characterKey: null,
        points: 50,
        createdAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        type: 'LEVEL_UP',
        level: 2,
        characterKey: 'muffin',
        points: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(await layers(t.app, other)).toEqual([]);
    const peek = await call(t.app, '/api/user/get_layer_list', { userInfoId: star.id }, other);
    expect([peek.statusCode, body(peek).code]).toEqual([403, 'FORBIDDEN']);
    const steal = await call(t.app, '/api/user/show_layer', { id: layerId }, other);
    expect([steal.statusCode, body(steal).code]).toEqual([404, 'NOT_FOUND']);
    const asOther = await call(t.app, '/api/user/show_layer', { id: layerId, userInfoId: star.id }, other);
    expect(asOther.statusCode).toBe(403);
    const visitor = await call(t.app, '/api/user/get_layer_list', {}, null);
    expect(visitor.statusCode).toBe(401);
    // Nothing of that changed the star's list.
    expect(await layers(t.app, star)).toHaveLength(2);
  });

  it('show_layer marks one’s own shown, and repeats harmlessly', async () => {
    const { star, layerId } = await celebrated();
    const first = await call(t.app, '/api/user/show_layer', { id: layerId, show: true, userInfoId: star.id }, star);
    expect(body(first).data).toEqual({ id: layerId, show: true });
    const again = await call(t.app, '/api/user/show_layer', { id: layerId }, star);
    expect([again.statusCode, body(again).data]).toEqual([200, { id: layerId, show: true }]);
    expect((await layers(t.app, star)).map((layer) => layer.type)).toEqual(['LEVEL_UP']);
    const row = await t.app.db
      .selectFrom('score_layers')
      .select('shown_at')
      .where('id', '=', layerId)
      .executeTakeFirstOrThrow();
    expect(row.shown_at).not.toBeNull();
    const missing = await call(t.app, '/api/user/show_layer', { id: 2_000_000_000 }, star);
    expect(missing.statusCode).toBe(404);
  });

  it('score/add LOGIN grants the day’s LOGIN once; the next site day again', async () => {
    let visitor = await member('visitor');
    const add = (who: Member, key: string, extra: object = {}) =>
      call(t.app, '/api/score/add', { type: 'score', key, userInfoId: who.id, ...extra }, who);
    const first = await add(visitor, 'LOGIN');
    expect(body(first).data).toEqual({ granted: true, temperature: 1, level: 1 });
    expect(body(await add(visitor, 'LOGIN')).data).toEqual({ granted: false, temperature: 1, level: 1 });
    t.clock.advance(DAY);
    visitor = await signInAgain(t.app, visitor);
    expect(body(await add(visitor, 'LOGIN')).data).toMatchObject({ granted: true, temperature: 2 });
    expect(await paidLines(t.app, visitor.id)).toEqual(['LOGIN 10', 'LOGIN 10']);
  });

  it('score/add LOGIN after the day’s sign-in grants nothing more', async () => {
    const walker = await signIn(t.app, await memberWithPassword(t.app, `walker${(seq += 1)}`));
    const answer = await call(t.app, '/api/score/add', { key: 'LOGIN' }, walker);
    expect(body(answer).data).toEqual({ granted: false, temperature: 1, level: 1 });
    expect(await paidLines(t.app, walker.id)).toEqual(['LOGIN 10']);
  });

  it('score/add grants nothing for the other keys, refuses unknown keys, visitors and another member', async () => {
    const visitor = await member('caller');
    for (const key of [
      'POST_WRITE',
      'LIKE',
      'LOGIN_DAILY_5',
      'USER_FOLLOW_100',
      'LIKE_POST_REPLY_5',
      'MBTI_FIRST_SETTING',
    ]) {
      const answer = await call(t.app, '/api/score/add', { key }, visitor);
      expect([answer.statusCode, body(answer).data], key).toEqual([200, { granted: false, temperature: 0, level: 1 }]);
    }
    expect(await temperatureTenths(t.app, visitor.id)).toBe(0);
    const wrong = await call(t.app, '/api/score/add', { key: 'FREE_POINTS' }, visitor);
    expect([wrong.statusCode, body(wrong).code]).toEqual([400, 'VALIDATION_FAILED']);
    const anonymous = await call(t.app, '/api/score/add', { key: 'LOGIN' }, null);
    expect(anonymous.statusCode).toBe(401);
    const other = await member('other');
    const forOther = await call(t.app, '/api/score/add', { key: 'LOGIN', userInfoId: other.id }, visitor);
    expect(forOther.statusCode).toBe(403);
    expect(await temperatureTenths(t.app, other.id)).toBe(0);
  });
});
