import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmData, AlarmKey } from '../../../../common/contracts/notifications/alarms.ts';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import { insertMember } from '../../posts/test-support.ts';
import { alarmCount, windowStart } from '../bell-service.ts';
import { EMPTY_DATA } from '../delivery.ts';
import { groupKeyOf, onSameGroup, typeOf } from '../kinds.ts';
import { countUnread, deliverAlarm, listAlarms, setShowAlarmDate, setShown } from '../repository.ts';
import { readAlarmStates } from './repository.ts';

/**
 * The live bell reads many members' states in one statement (a fan-out names hundreds at
 * once); what it reads must be what the bell's single reads answer: get_alarm_count's badge,
 * the unread count, and the list's newest row, on both databases.
 */
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects())('reading many bells at once on %s', (dialect) => {
  let t: TestApp;
  let names = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const member = () => insertMember(t.app, `bells${++names}`);
  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();
  const give = async (userId: number, key: AlarmKey, data: Partial<AlarmData>, when: string) => {
    const full = { ...EMPTY_DATA, ...data };
    const [row] = await deliverAlarm(
      t.app.db,
      {
        type: typeOf(key),
        key,
        groupKey: groupKeyOf(key, full),
        actorId: null,
        postId: full.postId,
        replyId: full.replyId,
        data: full,
        at: when,
      },
      [userId],
      onSameGroup(key),
    );
    expect(row).toBe(userId);
  };
  /** What the bell's single reads answer for the member. */
  const singly = async (userId: number) => {
    const since = windowStart(t.clock.now());
    const newest = await listAlarms(t.app.db, userId, { since, limit: 1 });
    return {
      count: await alarmCount(t.app, { id: userId }),
      unread: await countUnread(t.app.db, userId, since),
      latestId: newest[0]?.id ?? 0,
    };
  };

  it('answers as the single reads do, for members in every state, in one statement', async () => {
    const none = await member();
    const mixed = await member();
    const regrouped = await member();
    const many = await member();

    // Outside the window, at its first instant, before the opening, after it, one of them read.
    await give(mixed, 'MY_POST_REPLY', { postId: 1, replyId: 1 }, at(-31 * DAY));
    await give(mixed, 'MY_POST_REPLY', { postId: 1, replyId: 9 }, windowStart(t.clock.now()));
    await give(mixed, 'MY_POST_REPLY', { postId: 1, replyId: 2 }, at(-2 * DAY));
    await setShowAlarmDate(t.app.db, mixed, at(-DAY));
    await give(mixed, 'MY_POST_REPLY', { postId: 1, replyId: 3 }, at(-60_000));
    await give(mixed, 'MY_POST_REPLY', { postId: 1, replyId: 4 }, at(-30_000));
    const [read] = await listAlarms(t.app.db, mixed, { since: at(-60_001), limit: 1 });
    await setShown(t.app.db, mixed, read!.id, true);

    // A grouped kind given again: the older row is replaced and moves above a newer one.
    await give(regrouped, 'USER_FOLLOW', { userInfoId: 7 }, at(-3 * DAY));
    await give(regrouped, 'MY_POST_REPLY', { postId: 2, replyId: 5 }, at(-2 * DAY));
    await give(regrouped, 'USER_FOLLOW', { userInfoId: 7 }, at(-DAY));

    // Past the badge's cap (the web shows 999+).
    const rows = Array.from({ length: 1005 }, (_, n) => n);
    for (const n of rows) await give(many, 'MY_POST_REPLY', { postId: 3, replyId: 100 + n }, at(-n * 1000));

    // Never opened: the window's first instant counts on the badge.
    const edge = await member();
    await give(edge, 'MY_POST_REPLY', { postId: 4, replyId: 1 }, windowStart(t.clock.now()));

    const ids = [none, mixed, regrouped, many, edge];
    const states = await readAlarmStates(t.app.db, ids, windowStart(t.clock.now()));
    for (const id of ids) expect(states.get(id)).toEqual(await singly(id));
    expect(states.get(none)).toEqual({ count: 0, unread: 0, latestId: 0 });
    expect(states.get(mixed)).toMatchObject({ count: 2, unread: 3 });
    const regroupedRows = await listAlarms(t.app.db, regrouped, { since: at(-30 * DAY), limit: 2 });
    expect(regroupedRows[0]!.key).toBe('USER_FOLLOW');
    expect(states.get(regrouped)!.latestId).toBe(regroupedRows[0]!.id);
    expect(regroupedRows[0]!.id).toBeLessThan(regroupedRows[1]!.id);
    expect(states.get(many)).toMatchObject({ count: 1000, unread: 1000 });
    expect(states.get(edge)).toMatchObject({ count: 1, unread: 1 });
  });

  it('answers nothing for no members, and skips ids that are no members', async () => {
    expect((await readAlarmStates(t.app.db, [], windowStart(t.clock.now()))).size).toBe(0);
    const one = await member();
    const states = await readAlarmStates(t.app.db, [one, 987_654_321], windowStart(t.clock.now()));
    expect([...states.keys()]).toEqual([one]);
  });
});
