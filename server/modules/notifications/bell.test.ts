import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALARM_COUNT_CAP } from '../../../common/contracts/notifications/alarms.ts';
import { testDialects, type TestApp } from '../../test/harness.ts';
import { withdrawMember } from '../members/test-support.ts';
import { createPost } from '../posts/test-support.ts';
import {
  alarmRows,
  badge,
  bell,
  body,
  call,
  createNotificationsApp,
  createSignedInMember,
  DAY,
  followMember,
  keysOf,
  type Member,
  members,
  press,
  reply,
} from './test-support.ts';

/** Notifications made straight in the table: many, or of a given age. */
async function insertAlarms(t: TestApp, userId: number, count: number, at: string, tag = 'a'): Promise<void> {
  const rows = Array.from({ length: count }, (_, n) => ({
    user_id: userId,
    type: 'reply',
    key: 'MY_POST_REPLY',
    group_key: `MY_POST_REPLY:reply:${tag}${n + 1}-${at}`,
    actor_id: null,
    post_id: null,
    reply_id: null,
    data: JSON.stringify({
      postId: null,
      replyId: null,
      nickName: 'someone',
      type: null,
      content: null,
      subject: null,
      userInfoId: null,
      level: null,
    }),
    show: false,
    created_at: at,
  }));
  for (let start = 0; start < rows.length; start += 200) {
    await t.app.db
      .insertInto('alarms')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}

/**
 * The bell's calls (SPEC §4, §5, §7.1, §9): de-duplication and which notifications add to the
 * badge, the 999+ cap, the 30-day window, read state, the panel's opening, and the check before
 * following one. The SQL is the point here, so both databases run it.
 */
describe.each(testDialects('sql'))('the bell (%s)', (dialect) => {
  let t: TestApp;
  let owner: Member;

  beforeEach(async () => {
    t = await createNotificationsApp(dialect);
    owner = await createSignedInMember(t.app, 'owner');
  });
  afterEach(async () => t.close());

  it('SPEC §5: a grouped kind keeps its newest (one row, one count); reply kinds each stay', async () => {
    const [fan, other] = await members(t.app, 'fan', 2);
    await followMember(t.app, fan!, owner.id);
    t.clock.advance(60_000);
    await press(t.app, fan!, '/api/user/follow', { followingUserInfoId: owner.id, key: 'USER_FOLLOW_CANCEL' });
    await followMember(t.app, fan!, owner.id);
    await followMember(t.app, other!, owner.id);
    const rows = await alarmRows(t.app, owner.id);
    expect(rows.map((row) => [row.key, row.actorId])).toEqual([
      ['USER_FOLLOW', other!.id],
      ['USER_FOLLOW', fan!.id],
    ]);
    // The re-follow moved its group's row to the top of the fan's: its time is the newest.
    expect(rows[1]!.createdAt).toBe(t.clock.now().toISOString());
    expect(await badge(t.app, owner)).toBe(2);

    const postId = await createPost(t.app, owner, 'forum');
    await reply(t.app, fan!, postId);
    await reply(t.app, fan!, postId);
    expect(await keysOf(t.app, owner.id)).toEqual(['MY_POST_REPLY', 'MY_POST_REPLY', 'USER_FOLLOW', 'USER_FOLLOW']);
    expect(await badge(t.app, owner)).toBe(4);
  });

  it('a repeated group after the panel was opened counts again, once; one read before stays out', async () => {
    const [fan] = await members(t.app, 'fan', 1);
    await followMember(t.app, fan!, owner.id);
    const opened = body(await call(t.app, '/api/user/open_alarm', {}, owner)).data;
    expect(opened).toEqual({ showAlarmDate: t.clock.now().toISOString(), count: 0 });
    expect(await badge(t.app, owner)).toBe(0);
    t.clock.advance(1000);
    await press(t.app, fan!, '/api/user/follow', { followingUserInfoId: owner.id, key: 'USER_FOLLOW_CANCEL' });
    await followMember(t.app, fan!, owner.id);
    expect(await badge(t.app, owner)).toBe(1);
    const page = await bell(t.app, owner);
    expect(page).toMatchObject({ count: 1, unread: 1, showAlarmDate: opened.showAlarmDate });
    expect(page.rows).toHaveLength(1);
  });

  it('/api/user/update’s showAlarmDate (SPEC §7.1) is taken, but never later than the server’s now', async () => {
    const [fan] = await members(t.app, 'fan', 1);
    const ahead = new Date(t.clock.now().getTime() + DAY).toISOString();
    expect((await call(t.app, '/api/user/update', { showAlarmDate: ahead }, owner)).statusCode).toBe(200);
    t.clock.advance(1000);
    await followMember(t.app, fan!, owner.id);
    expect(await badge(t.app, owner)).toBe(1);
  });

  it('SPEC §9: 999 counts as 999, 1,000 and more as 1,000 (the web shows 999+)', async () => {
    const now = t.clock.now().toISOString();
    await insertAlarms(t, owner.id, 999, now);
    expect(await badge(t.app, owner)).toBe(999);
    await insertAlarms(t, owner.id, 2, now, 'b');
    expect(await badge(t.app, owner)).toBe(ALARM_COUNT_CAP);
    expect((await bell(t.app, owner)).unread).toBe(ALARM_COUNT_CAP);
  });

  it('SPEC §9: the last 30 days, to the millisecond; older rows are purged by the hourly job', async () => {
    const now = t.clock.now().getTime();
    await insertAlarms(t, owner.id, 1, new Date(now - 30 * DAY).toISOString());
    await insertAlarms(t, owner.id, 1, new Date(now - 30 * DAY - 1).toISOString());
    const page = await bell(t.app, owner);
    expect(page.rows.map((row) => row.createdAt)).toEqual([new Date(now - 30 * DAY).toISOString()]);
    expect(page.count).toBe(1);

    const { ensurePurgeScheduled } = await import('./service.ts');
    expect(await ensurePurgeScheduled(t.app.db, t.clock.now(), 3)).toBe(true);
    expect(await ensurePurgeScheduled(t.app.db, t.clock.now(), 3)).toBe(false);
    await t.app.jobs.runDue();
    expect(await alarmRows(t.app, owner.id)).toHaveLength(1);
    // The run wrote the next one, an hour on; the clock reaching it runs it.
    t.clock.advance(1);
    await t.app.jobs.runDue();
    expect(await alarmRows(t.app, owner.id)).toHaveLength(1);
    t.clock.advance(60 * 60 * 1000);
    await t.app.jobs.runDue();
    expect(await alarmRows(t.app, owner.id)).toHaveLength(0);
    const pending = await t.app.db
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', 'alarms.purge')
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(1);
  });

  it('read state: one, all, and back to unread; another member’s is not found', async () => {
    const [fan, other] = await members(t.app, 'fan', 2);
    await followMember(t.app, fan!, owner.id);
    await followMember(t.app, other!, owner.id);
    const [first, second] = (await bell(t.app, owner)).rows;
    expect(body(await call(t.app, '/api/user/show_alarm', { id: first!.id }, owner)).data).toEqual({
      id: first!.id,
      show: true,
    });
    expect((await bell(t.app, owner)).unread).toBe(1);
    // Read is not the badge: the badge counts since the panel's opening.
    expect(await badge(t.app, owner)).toBe(2);
    expect(body(await call(t.app, '/api/user/show_alarm_list', {}, owner)).data).toEqual({ updated: 1 });
    expect((await bell(t.app, owner)).rows.map((row) => row.show)).toEqual([true, true]);
    await call(t.app, '/api/user/show_alarm', { id: second!.id, show: false }, owner);
    expect((await bell(t.app, owner)).unread).toBe(1);

    const stranger = await createSignedInMember(t.app, 'stranger');
    const refused = await call(t.app, '/api/user/show_alarm', { id: first!.id }, stranger);
    expect([refused.statusCode, body(refused).code]).toEqual([404, 'NOT_FOUND']);
  });

  it('pages on with beforeId, newest first', async () => {
    const fans = await members(t.app, 'fan', 5);
    for (const fan of fans) {
      t.clock.advance(1000);
      await followMember(t.app, fan, owner.id);
    }
    const first = await bell(t.app, owner, { pageSize: 2 });
    expect(first.more).toBe(true);
    const second = await bell(t.app, owner, { pageSize: 2, beforeId: first.rows[1]!.id });
    const third = await bell(t.app, owner, { pageSize: 2, beforeId: second.rows[1]!.id });
    expect(third.more).toBe(false);
    const ids = [...first.rows, ...second.rows, ...third.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(5);
    const times = [...first.rows, ...second.rows, ...third.rows].map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('SPEC §5: the check before following refuses a deleted post, a hidden reply, a withdrawn member', async () => {
    const [fan, author, judge1, judge2, judge3] = await members(t.app, 'm', 5);
    const check = async (id: number) => {
      const response = await call(t.app, '/api/user/check_alarm', { id, lang: 'en' }, owner);
      return { status: response.statusCode, ...(body(response) as object) } as Record<string, unknown>;
    };
    // A member since withdrawn.
    await followMember(t.app, fan!, owner.id);
    const follow = (await bell(t.app, owner)).rows[0]!;
    expect(await check(follow.id)).toMatchObject({ status: 200, data: { path: `/user/profile/${fan!.id}` } });
    await withdrawMember(t.app, fan!.id);
    expect(await check(follow.id)).toMatchObject({ status: 410, code: 'MEMBER_WITHDRAWN' });

    // A reply since hidden by reports.
    const postId = await createPost(t.app, owner, 'forum');
    const replyId = await reply(t.app, author!, postId);
    const replied = (await bell(t.app, owner)).rows.find((row) => row.key === 'MY_POST_REPLY')!;
    expect(await check(replied.id)).toMatchObject({ status: 200, data: { path: `/post/${postId}#reply-${replyId}` } });
    expect((await bell(t.app, owner)).rows.find((row) => row.id === replied.id)!.show).toBe(true);
    for (const judge of [judge1!, judge2!, judge3!]) {
      await press(t.app, judge, '/api/report/add', { targetType: 'reply', targetId: replyId, reasonKey: 'spam' });
    }
    await call(t.app, '/api/user/show_alarm', { id: replied.id, show: false }, owner);
    const refused = await check(replied.id);
    expect(refused).toMatchObject({ status: 410, code: 'REPLY_REMOVE' });
    expect(typeof refused.message).toBe('string');
    // Pressed is read, even when it leads nowhere.
    expect((await bell(t.app, owner)).rows.find((row) => row.id === replied.id)!.show).toBe(true);

    // A post since deleted.
    const [fan2] = await members(t.app, 'fan2x', 1);
    const otherPost = await createPost(t.app, fan2!, 'forum');
    await press(t.app, fan2!, '/api/post/follow', { postId: otherPost, value: true }).catch(() => undefined);
    await press(t.app, owner, '/api/post/follow', { postId: otherPost, value: true });
    await reply(t.app, judge2!, otherPost);
    await t.app.jobs.runDue();
    const followed = (await bell(t.app, owner)).rows.find((row) => row.key === 'FOLLOW_POST_REPLY')!;
    expect((await check(followed.id)).status).toBe(200);
    await press(t.app, fan2!, '/api/post/delete', { id: otherPost });
    expect(await check(followed.id)).toMatchObject({ status: 410, code: 'POST_REMOVE' });
  });

  it('the calls are the signed-in member’s own, and refuse what is malformed', async () => {
    const stranger = await createSignedInMember(t.app, 'stranger');
    for (const url of ['/api/user/get_alarm_list', '/api/user/get_alarm_count', '/api/user/show_alarm_list']) {
      const signedOut = await call(t.app, url, {});
      expect([url, signedOut.statusCode]).toEqual([url, 401]);
      const other = await call(t.app, url, { userInfoId: stranger.id }, owner);
      expect([url, other.statusCode, body(other).code]).toEqual([url, 403, 'FORBIDDEN']);
      const own = await call(t.app, url, { userInfoId: owner.id }, owner);
      expect([url, own.statusCode]).toEqual([url, 200]);
    }
    const bad = [
      ['/api/user/show_alarm', { id: 'one' }],
      ['/api/user/show_alarm', {}],
      ['/api/user/show_alarm', { id: 0 }],
      ['/api/user/show_alarm', { id: 1, show: 'yes' }],
      ['/api/user/get_alarm_list', { pageSize: 101 }],
      ['/api/user/get_alarm_list', { pageSize: 0 }],
      ['/api/user/get_alarm_list', { createdAt: 'yesterday' }],
      ['/api/user/check_alarm', { id: 2_147_483_648 }],
      ['/api/user/get_alarm_count', { showAlarmDate: 12 }],
    ] as const;
    for (const [url, payload] of bad) {
      const response = await call(t.app, url, payload, owner);
      expect([url, payload, response.statusCode, body(response).code]).toEqual([
        url,
        payload,
        400,
        'VALIDATION_FAILED',
      ]);
    }
    expect((await call(t.app, '/api/user/get_alarm_list', { pageSize: 100 }, owner)).statusCode).toBe(200);
  });
});
