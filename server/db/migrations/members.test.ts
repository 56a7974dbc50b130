import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember } from '../../modules/posts/test-support.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { migrations } from './index.ts';

describe.each(testDialects())('the members migration on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('gives members who chose a type its character as their main one (P22), and goes down and up again', async () => {
    const typed = await createSignedInMember(t.app, 'typed');
    const untyped = await createSignedInMember(t.app, 'untyped');
    const migrator = new Migrator({ db: t.app.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('2026-11-27T0900-view-addresses')).error).toBeUndefined();
    const enfp = await t.app.db
      .selectFrom('mbti_types')
      .select('id')
      .where('type', '=', 'enfp')
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('users').set({ mbti_id: enfp.id }).where('id', '=', typed.id).execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const users = await t.app.db
      .selectFrom('users')
      .select(['id', 'main_character_key', 'introduce', 'profile_image_path', 'profile_base_image_index'])
      .where('id', 'in', [typed.id, untyped.id])
      .orderBy('id')
      .execute();
    expect(users).toEqual([
      {
        id: typed.id,
        main_character_key: 'loaf',
        introduce: null,
        profile_image_path: null,
        profile_base_image_index: null,
      },
      {
        id: untyped.id,
        main_character_key: null,
        introduce: null,
        profile_image_path: null,
        profile_base_image_index: null,
      },
    ]);
    expect(await t.app.db.selectFrom('member_characters').select(['user_id', 'character_key']).execute()).toEqual([
      { user_id: typed.id, character_key: 'loaf' },
    ]);

    // One row per pair, never oneself.
    const now = t.app.clock.now().toISOString();
    await t.app.db
      .insertInto('member_follows')
      .values({ follower_id: typed.id, following_id: untyped.id, created_at: now })
      .execute();
    await expect(
      t.app.db
        .insertInto('member_follows')
        .values({ follower_id: typed.id, following_id: untyped.id, created_at: now })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.app.db
        .insertInto('member_follows')
        .values({ follower_id: typed.id, following_id: typed.id, created_at: now })
        .execute(),
    ).rejects.toThrow();

    expect((await migrator.migrateTo('2026-11-27T0900-view-addresses')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await t.app.db.selectFrom('member_follows').selectAll().execute()).toEqual([]);
  });
});
