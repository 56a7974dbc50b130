import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPost, createSignedInMember } from '../../modules/posts/test-support.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { migrations } from './index.ts';

describe.each(testDialects())('the view-addresses migration on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('keeps the views counted before it, without an address digest, and goes down and up again', async () => {
    const author = await createSignedInMember(t.app, 'viewed');
    const postId = await addPost(t.app, author.id);
    const migrator = new Migrator({ db: t.app.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('2026-11-26T0900-keyword-keys');
    expect(down.error).toBeUndefined();

    // A view as it was stored before the column: a visitor's digest of address and browser.
    const now = t.app.clock.now().toISOString();
    const oldKey = 'a'.repeat(64);
    await sql`insert into post_views (post_id, viewer_key, day, user_id, created_at)
      values (${postId}, ${oldKey}, ${'2026-11-20'}, ${null}, ${now})`.execute(t.app.db);

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await t.app.db.selectFrom('post_views').selectAll().execute()).toMatchObject([
      { post_id: postId, viewer_key: oldKey, day: '2026-11-20', user_id: null, address_key: null },
    ]);
    await t.app.db
      .insertInto('post_views')
      .values({
        post_id: postId,
        viewer_key: 'b'.repeat(64),
        day: '2026-11-20',
        user_id: null,
        address_key: 'c'.repeat(64),
        created_at: now,
      })
      .execute();
    const counted = await t.app.db
      .selectFrom('post_views')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('post_id', '=', postId)
      .where('day', '=', '2026-11-20')
      .where('address_key', '=', 'c'.repeat(64))
      .executeTakeFirstOrThrow();
    expect(Number(counted.count)).toBe(1);

    expect((await migrator.migrateTo('2026-11-26T0900-keyword-keys')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await t.app.db.selectFrom('post_views').select('address_key').execute()).toEqual([
      { address_key: null },
      { address_key: null },
    ]);
  });
});
