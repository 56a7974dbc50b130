import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/harness.ts';
import { insertMember, post, type ProcessMember, type SharedSite, startSharedSite, writePost } from './test-support.ts';

/**
 * ADR 0027 point 2: a milestone carries a once_key unique per member, so two processes racing
 * to pay it insert one row. Fifty members like one post at once, their likes sent alternately
 * to two real server processes on one PostgreSQL database: LIKE_POST_REPLY_5 is paid once,
 * every like is paid once, and the total is the ledger's sum.
 */
const LIKERS = 50;

describe.each(testDialects().filter((dialect) => dialect === 'postgres'))(
  'fifty likes across two processes on one %s database',
  (dialect) => {
    let site: SharedSite;
    let author: ProcessMember;
    let likers: ProcessMember[];

    beforeAll(async () => {
      site = await startSharedSite(dialect, 2);
      author = await insertMember(site, 'author');
      likers = [];
      for (let n = 0; n < LIKERS; n += 1) likers.push(await insertMember(site, 'liker'));
    }, 180_000);
    afterAll(async () => {
      await site?.close();
    });

    it('pays LIKE_POST_REPLY_5 exactly once and each like once', async () => {
      const postId = await writePost(site, site.origins[0]!, author);
      const answers = await Promise.all(
        likers.map((liker, n) => post(site.origins[n % 2]!, '/api/post/like', { postId, value: true }, liker)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(likers.map(() => 200));
      const stored = await site.db
        .selectFrom('posts')
        .select('like_count')
        .where('id', '=', postId)
        .executeTakeFirstOrThrow();
      expect(stored.like_count).toBe(LIKERS);

      const authorRows = await site.db
        .selectFrom('score_events')
        .select(['key', 'points', 'once_key'])
        .where('user_id', '=', author.id)
        .orderBy('id')
        .execute();
      expect(authorRows.map((row) => `${row.key} ${row.points}`)).toEqual(['POST_WRITE 30', 'LIKE_POST_REPLY_5 100']);
      const likes = await site.db
        .selectFrom('score_events')
        .select(['user_id', 'points'])
        .where('key', '=', 'LIKE')
        .where('item', '=', `post:${postId}`)
        .execute();
      expect(likes).toHaveLength(LIKERS);
      expect(new Set(likes.map((row) => row.user_id)).size).toBe(LIKERS);
      expect(likes.every((row) => row.points === 5)).toBe(true);
      const user = await site.db
        .selectFrom('users')
        .select('temperature_tenths')
        .where('id', '=', author.id)
        .executeTakeFirstOrThrow();
      expect(user.temperature_tenths).toBe(130);
    });
  },
);
