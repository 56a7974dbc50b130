import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects, type TestApp } from '../../test/harness.ts';
import { createPost } from '../posts/test-support.ts';
import {
  alarmRows,
  body,
  call,
  createNotificationsApp,
  createSignedInMember,
  DAY,
  followMember,
  type Member,
  reply,
} from './test-support.ts';

async function countAll(t: TestApp): Promise<number> {
  const row = await t.app.db
    .selectFrom('alarms')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe.each(testDialects('api'))('notifications’ compatibility calls and erasure (%s)', (dialect) => {
  let t: TestApp;
  let author: Member;
  let replier: Member;

  beforeEach(async () => {
    t = await createNotificationsApp(dialect);
    author = await createSignedInMember(t.app, 'author');
    replier = await createSignedInMember(t.app, 'replier');
  });
  afterEach(async () => t.close());

  it('SPEC §7.4: the calls make nothing, answer what the server made, the same each time', async () => {
    const fan = await createSignedInMember(t.app, 'fan');
    await followMember(t.app, fan, author.id);
    const postId = await createPost(t.app, author, 'forum');
    await t.app.jobs.runDue();
    const replyId = await reply(t.app, replier, postId);
    const before = await countAll(t);

    for (let round = 0; round < 2; round += 1) {
      const own = await call(t.app, '/api/alarm/add', { key: 'MY_POST_REPLY', replyId, type: 'reply' }, replier);
      expect([own.statusCode, body(own).data]).toEqual([200, { existing: 1, created: 0 }]);
      const list = await call(t.app, '/api/alarm/add_post_list', { postId }, author);
      expect(body(list).data).toEqual({ existing: 1, created: 0 });
      const replies = await call(t.app, '/api/alarm/add_reply_list', { replyId, postId }, replier);
      expect(body(replies).data).toEqual({ existing: 1, created: 0 });
    }
    expect(await countAll(t)).toBe(before);

    // Naming another member's item, or one that does not exist, is refused.
    const foreign = await call(t.app, '/api/alarm/add', { key: 'MY_POST_REPLY', replyId }, author);
    expect([foreign.statusCode, body(foreign).code]).toEqual([403, 'FORBIDDEN']);
    const stranger = await call(t.app, '/api/alarm/add_post_list', { postId }, replier);
    expect([stranger.statusCode, body(stranger).code]).toEqual([403, 'FORBIDDEN']);
    const missing = await call(t.app, '/api/alarm/add_reply_list', { replyId: 999_999 }, replier);
    expect([missing.statusCode, body(missing).code]).toEqual([404, 'NOT_FOUND']);
    const signedOut = await call(t.app, '/api/alarm/add', { key: 'LEVEL_UP' });
    expect(signedOut.statusCode).toBe(401);
    for (const payload of [{ key: 'NOT_A_KEY' }, {}, { key: 'LEVEL_UP', postId: 'x' }, { key: 'LEVEL_UP', extra: 1 }]) {
      const refused = await call(t.app, '/api/alarm/add', payload, replier);
      expect([payload, refused.statusCode, body(refused).code]).toEqual([payload, 400, 'VALIDATION_FAILED']);
    }
    const otherMember = await call(t.app, '/api/alarm/add', { key: 'LEVEL_UP', userInfoId: author.id }, replier);
    expect(otherMember.statusCode).toBe(403);
    expect(await countAll(t)).toBe(before);
  });

  it('P11: an erased member’s notifications go, and those that name them', async () => {
    const third = await createSignedInMember(t.app, 'third');
    const postId = await createPost(t.app, author, 'forum');
    await reply(t.app, replier, postId);
    await followMember(t.app, replier, third.id);
    await followMember(t.app, author, replier.id);
    await reply(t.app, third, postId);
    expect(await alarmRows(t.app, replier.id)).toHaveLength(1);

    const left = await call(t.app, '/api/user/withdraw', { reasons: ['other'], agreeDisclaimer: true }, replier);
    expect(left.statusCode).toBe(200);
    t.clock.advance(31 * DAY);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(await alarmRows(t.app, replier.id)).toEqual([]);
    // The author keeps only the third's reply; the third's follower notice from replier is gone.
    expect((await alarmRows(t.app, author.id)).map((row) => row.actorId)).toEqual([third.id]);
    expect(await alarmRows(t.app, third.id)).toEqual([]);
  });
});
