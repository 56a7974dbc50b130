import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../lib/events.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { body, call, POSTS_TEST_ENV } from '../posts/test-support.ts';
import { createSignedInMember, type Member, setStatus, withdrawMember } from './test-support.ts';

const FOLLOW = '/api/user/follow';

/** SPEC §4 following members, §7.1 its calls, P17 USER_FOLLOW_ABUSING, the domain events. */
describe.each(testDialects('api'))('following members on %s', (dialect) => {
  let t: TestApp;
  let fan: Member;
  let star: Member;
  const followed: DomainEvents['user.followed'][] = [];
  const unfollowed: DomainEvents['user.unfollowed'][] = [];

  beforeAll(async () => {
    // P17 as configured by default (30 follows in 5 minutes); the other limits out of the way.
    const { ABUSE_MAX_FOLLOWS: _default, ...others } = POSTS_TEST_ENV;
    t = await createTestApp(dialect, { env: others });
    fan = await createSignedInMember(t.app, 'fan');
    star = await createSignedInMember(t.app, 'star');
    t.app.bus.on('user.followed', (event) => void followed.push(event));
    t.app.bus.on('user.unfollowed', (event) => void unfollowed.push(event));
  });
  afterAll(async () => {
    await t.close();
  });

  const press = (as: Member | null, target: number, key: string, extra: Record<string, unknown> = {}) =>
    call(t.app, FOLLOW, { followingUserInfoId: target, key, ...extra }, as);

  it('follows and unfollows; twice is the same state again, with one event per change', async () => {
    followed.length = 0;
    unfollowed.length = 0;
    const first = await press(fan, star.id, 'USER_FOLLOW', { userInfoId: fan.id, nickName: 'fan', type: 'me' });
    expect(first.statusCode).toBe(200);
    const { id } = body(first).data;
    expect(body(first).data).toEqual({ active: true, count: 1, id: expect.any(Number) });
    const again = await press(fan, star.id, 'USER_FOLLOW');
    expect(body(again).data).toEqual({ active: true, count: 1, id });
    await t.app.bus.drain();
    expect(followed).toEqual([
      { followId: id, followerId: fan.id, followingId: star.id, followerCount: 1, at: expect.any(String) },
    ]);

    const stop = await press(fan, star.id, 'USER_FOLLOW_CANCEL', { id, userInfoId: fan.id });
    expect(body(stop).data).toEqual({ active: false, count: 0, id: null });
    const stopAgain = await press(fan, star.id, 'USER_FOLLOW_CANCEL', { id });
    expect(body(stopAgain).data).toEqual({ active: false, count: 0, id: null });
    await t.app.bus.drain();
    expect(unfollowed).toHaveLength(1);
    expect(unfollowed[0]).toMatchObject({ followId: id, followerId: fan.id, followingId: star.id, followerCount: 0 });
    expect(followed).toHaveLength(1);
    const rows = await t.app.db.selectFrom('member_follows').selectAll().where('following_id', '=', star.id).execute();
    expect(rows).toEqual([]);
  });

  it('refuses following oneself, a withdrawn, banned, pending or missing member, with codes', async () => {
    const gone = await createSignedInMember(t.app, 'gone');
    const rogue = await createSignedInMember(t.app, 'rogue');
    const waiting = await createSignedInMember(t.app, 'waiting');
    await withdrawMember(t.app, gone.id);
    await setStatus(t.app, rogue.id, 'banned');
    await setStatus(t.app, waiting.id, 'pending');
    const cases: [number, number, string][] = [
      [fan.id, 400, 'FOLLOW_SELF'],
      [gone.id, 410, 'MEMBER_WITHDRAWN'],
      [rogue.id, 403, 'MEMBER_SUSPENDED'],
      [waiting.id, 404, 'NOT_FOUND'],
      [2_000_000_000, 404, 'NOT_FOUND'],
    ];
    for (const [target, status, code] of cases) {
      const response = await press(fan, target, 'USER_FOLLOW', { lang: 'ja' });
      expect([response.statusCode, body(response).code], `${target}`).toEqual([status, code]);
      expect(body(response).message).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    }
    expect(
      (await t.app.db.selectFrom('member_follows').selectAll().where('follower_id', '=', fan.id).execute()).length,
    ).toBe(0);
    const bad = await press(fan, star.id, 'USER_LIKE');
    expect([bad.statusCode, body(bad).code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('lets a member stop following someone who left or was banned since', async () => {
    const later = await createSignedInMember(t.app, 'later');
    await press(fan, later.id, 'USER_FOLLOW');
    await setStatus(t.app, later.id, 'banned');
    expect(body(await press(fan, later.id, 'USER_FOLLOW_CANCEL')).data).toMatchObject({ active: false });
  });

  it('lists followers and following, newest first, each row with the viewer’s follow-back state', async () => {
    const hub = await createSignedInMember(t.app, 'hub');
    const a = await createSignedInMember(t.app, 'alpha');
    const b = await createSignedInMember(t.app, 'bravo');
    const c = await createSignedInMember(t.app, 'charlie');
    for (const who of [a, b, c]) {
      t.clock.advance(1000);
      await press(who, hub.id, 'USER_FOLLOW');
    }
    t.clock.advance(1000);
    await press(hub, a.id, 'USER_FOLLOW');
    await withdrawMember(t.app, c.id);
    const followers = body(await call(t.app, '/api/user/get_user_follower', { id: hub.id }, hub)).data;
    expect(followers.total).toBe(2);
    expect(followers.rows.map((row: { user: { id: number } }) => row.user.id)).toEqual([b.id, a.id]);
    expect(followers.rows.map((row: { isFollowing: boolean }) => row.isFollowing)).toEqual([false, true]);
    expect(followers.rows[0]).toMatchObject({
      user: { nickName: 'bravo', level: 1, characterKey: 'dough', badge: null },
      can: { follow: true },
    });
    const paged = body(
      await call(t.app, '/api/user/get_user_follower', { id: hub.id, pageNum: 2, pageSize: 1 }, null),
    ).data;
    expect(paged).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(paged.rows[0]).toMatchObject({ user: { id: a.id }, isFollowing: false, can: { follow: false } });
    const following = body(await call(t.app, '/api/user/get_user_following', { id: a.id }, null)).data;
    expect(following.rows.map((row: { user: { id: number } }) => row.user.id)).toEqual([hub.id]);
    const tooBig = await call(t.app, '/api/user/get_user_following', { id: a.id, pageSize: 51 }, null);
    expect(tooBig.statusCode).toBe(400);
    const ofGone = await call(t.app, '/api/user/get_user_follower', { id: c.id }, null);
    expect([ofGone.statusCode, body(ofGone).code]).toEqual([410, 'MEMBER_WITHDRAWN']);
  });

  it('P17: the 31st follow in 5 minutes is USER_FOLLOW_ABUSING, and nothing is stored', async () => {
    const eager = await createSignedInMember(t.app, 'eager');
    const targets: Member[] = [];
    for (let i = 0; i < 31; i += 1) targets.push(await createSignedInMember(t.app, `target${i}`));
    for (const target of targets.slice(0, 30)) {
      expect((await press(eager, target.id, 'USER_FOLLOW')).statusCode).toBe(200);
    }
    const refused = await press(eager, targets[30]!.id, 'USER_FOLLOW');
    expect([refused.statusCode, body(refused).code]).toEqual([429, 'USER_FOLLOW_ABUSING']);
    expect(refused.headers['retry-after']).toBeDefined();
    const stored = await t.app.db
      .selectFrom('member_follows')
      .selectAll()
      .where('follower_id', '=', eager.id)
      .execute();
    expect(stored).toHaveLength(30);
    t.clock.advance(2 * 5 * 60_000 + 1000);
    expect((await press(eager, targets[30]!.id, 'USER_FOLLOW')).statusCode).toBe(200);
  });
});
