import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPost, createSignedInMember } from '../../modules/posts/test-support.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { migrations } from './index.ts';

describe.each(testDialects())('the report-resolutions migration on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('keeps the reports made before it as waiting, and goes down and up again', async () => {
    const author = await createSignedInMember(t.app, 'reported');
    const reporter = await createSignedInMember(t.app, 'reporter');
    const postId = await addPost(t.app, author.id);
    const migrator = new Migrator({ db: t.app.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('2026-12-07T0900-audit-log')).error).toBeUndefined();
    const now = t.app.clock.now().toISOString();
    await t.app.db
      .insertInto('reports')
      .values({ reporter_id: reporter.id, target_type: 'post', target_id: postId, reason_key: 'spam', created_at: now })
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(
      await t.app.db.selectFrom('reports').select(['target_id', 'resolved_at', 'resolution', 'resolved_by']).execute(),
    ).toEqual([{ target_id: postId, resolved_at: null, resolution: null, resolved_by: null }]);
    expect((await migrator.migrateTo('2026-12-07T0900-audit-log')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
