import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testDialects } from '../../test/harness.ts';
import { body, call, countRows, createSignedInMember, type Member, postCounts } from '../posts/test-support.ts';
import { actions, createScoreApp, ledger, paidLines, temperatureTenths } from './test-support.ts';

/**
 * ADR 0027 point 1: the ledger row is written in the action's own transaction, so the action
 * and its points commit together or not at all. A trigger that refuses every ledger insert
 * stands for a crash between the two: the action must fail whole (no like, no follow, no post,
 * counters unchanged), and succeed with its points once the ledger accepts rows again.
 */
describe.each(testDialects())('the ledger commits with its action on %s', (dialect) => {
  let t: TestApp;
  let act: ReturnType<typeof actions>;
  let author: Member;
  let fan: Member;
  let postId: number;

  const refuseLedger = async () => {
    if (dialect === 'sqlite') {
      await sql`create trigger score_events_refuse before insert on score_events
        begin select raise(abort, 'the ledger is down'); end`.execute(t.app.db);
    } else {
      await sql`create function score_events_refuse() returns trigger language plpgsql as
        $$ begin raise exception 'the ledger is down'; end $$`.execute(t.app.db);
      await sql`create trigger score_events_refuse before insert on score_events
        for each row execute function score_events_refuse()`.execute(t.app.db);
    }
  };
  const acceptLedger = async () => {
    if (dialect === 'sqlite') {
      await sql`drop trigger score_events_refuse`.execute(t.app.db);
    } else {
      await sql`drop trigger score_events_refuse on score_events`.execute(t.app.db);
      await sql`drop function score_events_refuse()`.execute(t.app.db);
    }
  };

  beforeAll(async () => {
    t = await createScoreApp(dialect);
    act = actions(t.app);
    author = await createSignedInMember(t.app, 'author');
    fan = await createSignedInMember(t.app, 'fan');
    postId = await act.writePost(author);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a like whose ledger row fails is not stored; stored with its +0.5 once the ledger works', async () => {
    const before = await postCounts(t.app, postId);
    await refuseLedger();
    try {
      const refused = await call(t.app, '/api/post/like', { postId, value: true }, fan);
      expect(refused.statusCode).toBeGreaterThanOrEqual(500);
      expect(body(refused).success).toBe(false);
      expect(await postCounts(t.app, postId)).toEqual(before);
      const likes = await t.app.db.selectFrom('post_likes').select('user_id').where('post_id', '=', postId).execute();
      expect(likes).toEqual([]);
      // The follow and a new post fail whole the same way.
      const follow = await call(t.app, '/api/user/follow', { followingUserInfoId: author.id, key: 'USER_FOLLOW' }, fan);
      expect(follow.statusCode).toBeGreaterThanOrEqual(500);
      expect(await countRows(t.app, 'member_follows')).toBe(0);
      const posts = await countRows(t.app, 'posts');
      await expect(act.writePost(fan)).rejects.toThrow(/post add failed/);
      expect(await countRows(t.app, 'posts')).toBe(posts);
    } finally {
      await acceptLedger();
    }
    expect(await ledger(t.app, fan.id)).toEqual([]);

    expect(await act.likePost(fan, postId)).toEqual({ active: true, count: before.like_count + 1 });
    await act.follow(fan, author.id);
    expect(await paidLines(t.app, fan.id)).toEqual(['LIKE 5', 'USER_FOLLOW 5']);
    expect(await temperatureTenths(t.app, fan.id)).toBe(10);
  });
});
