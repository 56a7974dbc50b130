import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/harness.ts';
import { insertMember, post, type ProcessMember, type SharedSite, startSharedSite, writePost } from './test-support.ts';

/**
 * ADR 0027 point 1, "a crash loses neither": the points are committed with the like, before its
 * answer leaves. A real server process is killed (SIGKILL: no shutdown, no pending work
 * finished) the moment a like's answer arrives; the database still has the like and its points.
 */
describe.each(testDialects('api'))('a process killed right after a like’s answer on %s', (dialect) => {
  let site: SharedSite;
  let author: ProcessMember;
  let fan: ProcessMember;

  beforeAll(async () => {
    site = await startSharedSite(dialect, 1);
    author = await insertMember(site, 'author');
    fan = await insertMember(site, 'fan');
  }, 120_000);
  afterAll(async () => {
    await site?.close();
  });

  it('keeps the like and its points', async () => {
    const [server] = site.servers;
    const origin = site.origins[0]!;
    const postId = await writePost(site, origin, author);
    const answer = await post(origin, '/api/post/like', { postId, value: true }, fan);
    server!.child.kill('SIGKILL');
    expect(answer.status).toBe(200);
    expect(await server!.exited).toEqual({ code: null, signal: 'SIGKILL' });

    const like = await site.db.selectFrom('post_likes').select('user_id').where('post_id', '=', postId).execute();
    expect(like).toEqual([{ user_id: fan.id }]);
    const rows = await site.db
      .selectFrom('score_events')
      .select(['key', 'points', 'item'])
      .where('user_id', '=', fan.id)
      .execute();
    expect(rows).toEqual([{ key: 'LIKE', points: 5, item: `post:${postId}` }]);
    const user = await site.db
      .selectFrom('users')
      .select('temperature_tenths')
      .where('id', '=', fan.id)
      .executeTakeFirstOrThrow();
    expect(user.temperature_tenths).toBe(5);
  });
});
