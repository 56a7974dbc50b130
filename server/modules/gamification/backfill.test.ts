import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { addFollowers } from '../members/test-support.ts';
import { addPost, createSignedInMember, insertReplyRow, type Member, POSTS_TEST_ENV } from '../posts/test-support.ts';
import { backfillScores, ledgerIsEmpty, rebuildStandings } from './service.ts';

/**
 * Content from before the ledger (an existing site's upgrade, the demo community) gets its
 * scores once, through the live rules: caps, milestones and levels as if the ledger had been there.
 */
describe.each(testDialects())('scores for earlier activity on %s', (dialect) => {
  let t: TestApp;
  let author: Member;
  let fan: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    author = await createSignedInMember(t.app, 'author');
    fan = await createSignedInMember(t.app, 'fan');
  });
  afterAll(async () => {
    await t.close();
  });

  it('replays posts, replies, likes and follows written past the services, and celebrates nothing old', async () => {
    // Written straight into the tables, as the demo seed and the data of an older version are.
    const postId = await addPost(t.app, author.id, { title: 'Before the ledger' });
    await insertReplyRow(t.app, { postId, authorId: fan.id });
    const now = t.clock.now().toISOString();
    await t.app.db.insertInto('post_likes').values({ post_id: postId, user_id: fan.id, created_at: now }).execute();
    await addFollowers(t.app, author.id, 10);
    expect(await ledgerIsEmpty(t.app.db)).toBe(true);

    const { rows } = await backfillScores(t.app.db, { dialect, siteTimeZone: 'Asia/Seoul', now: t.clock.now() });
    // author: POST_WRITE, USER_FOLLOW_10; fan: REPLY_WRITE, LIKE; ten followers: USER_FOLLOW each.
    expect(rows).toBe(14);
    const totals = await t.app.db
      .selectFrom('users')
      .select(['id', 'temperature_tenths', 'top_level'])
      .where('id', 'in', [author.id, fan.id])
      .orderBy('id')
      .execute();
    expect(totals.map((row) => [Number(row.temperature_tenths), Number(row.top_level)])).toEqual([
      [530, 2],
      [15, 1],
    ]);
    const layers = await t.app.db
      .selectFrom('score_layers')
      .select(['type', 'shown_at'])
      .where('user_id', '=', author.id)
      .execute();
    expect(layers.map((layer) => layer.type).sort()).toEqual(['LEVEL_UP', 'USER_FOLLOW_10']);
    expect(layers.every((layer) => layer.shown_at !== null)).toBe(true);
    expect((await rebuildStandings(t.app.db, { fix: false })).differences).toEqual([]);
    expect(await ledgerIsEmpty(t.app.db)).toBe(false);
  });
});
