import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { addFollowers } from '../members/test-support.ts';
import { call, createPost, createSignedInMember, type Member, POSTS_TEST_ENV } from '../posts/test-support.ts';
import { rebuildStandings } from './service.ts';

/** Issue 28 item 8: `npm run score:rebuild` repairs totals, levels and characters from the ledger. */
describe.each(testDialects())('score:rebuild on %s', (dialect) => {
  let t: TestApp;
  let star: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    star = await createSignedInMember(t.app, 'star');
    await createPost(t.app, star);
    await addFollowers(t.app, star.id, 9);
    const fan = await createSignedInMember(t.app, 'fan');
    await call(t.app, '/api/user/follow', { followingUserInfoId: star.id, key: 'USER_FOLLOW' }, fan);
  });
  afterAll(async () => {
    await t.close();
  });

  const standing = () =>
    t.app.db
      .selectFrom('users')
      .select(['temperature_tenths', 'top_level'])
      .where('id', '=', star.id)
      .executeTakeFirstOrThrow();

  it('finds nothing to fix on a ledger the rules kept', async () => {
    expect(await standing()).toMatchObject({ temperature_tenths: 530, top_level: 2 });
    expect(await rebuildStandings(t.app.db, { fix: false })).toMatchObject({ differences: [] });
  });

  it('reports what a broken total, level and collection would be, and fixes them only when asked', async () => {
    await t.app.db
      .updateTable('users')
      .set({ temperature_tenths: 7, top_level: 1 })
      .where('id', '=', star.id)
      .execute();
    await t.app.db.deleteFrom('member_characters').where('user_id', '=', star.id).execute();
    const expected = [
      { userId: star.id, field: 'temperature', before: 0.7, after: 53 },
      { userId: star.id, field: 'topLevel', before: 1, after: 2 },
      { userId: star.id, field: 'character', before: null, after: 'muffin' },
    ];
    expect((await rebuildStandings(t.app.db, { fix: false })).differences).toEqual(expected);
    expect(await standing()).toMatchObject({ temperature_tenths: 7, top_level: 1 });

    const fixed = await rebuildStandings(t.app.db, { fix: true });
    expect(fixed.differences).toEqual(expected);
    expect(fixed.members).toBeGreaterThanOrEqual(11);
    expect(await standing()).toMatchObject({ temperature_tenths: 530, top_level: 2 });
    const characters = await t.app.db
      .selectFrom('member_characters')
      .select('character_key')
      .where('user_id', '=', star.id)
      .execute();
    expect(characters).toEqual([{ character_key: 'muffin' }]);
    expect((await rebuildStandings(t.app.db, { fix: false })).differences).toEqual([]);
  });
});
