import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../test/harness.ts';
import type { DatabaseHandle } from './connection.ts';
import { toBool, toIso, toIsoOrNull } from './normalize.ts';

/**
 * ADR 0003: the two drivers return different runtime types for the same columns (pg: Date and
 * boolean; better-sqlite3: text and 0/1). Mapped through normalize.ts they must be equal.
 */
describe.each(testDialects())('rows read back on %s normalize to the same values', (dialect) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(dialect);
  });
  afterAll(() => handle.close());

  it('gives ISO-8601 UTC timestamps, null for missing ones, and real booleans', async () => {
    await handle.db
      .insertInto('users')
      .values([
        {
          user_id: 'a@hearth.test',
          nick_name: 'alpha',
          admin: true,
          created_at: '2026-03-04T05:06:07.089Z',
          updated_at: '2026-03-04T05:06:07.089Z',
        },
        {
          user_id: 'b@hearth.test',
          nick_name: 'beta',
          admin: false,
          created_at: '2026-03-04T05:06:07.089Z',
          updated_at: '2026-03-04T05:06:07.089Z',
        },
      ])
      .execute();
    const rows = await handle.db
      .selectFrom('users')
      .select(['nick_name', 'admin', 'created_at'])
      .orderBy('nick_name')
      .execute();
    expect(
      rows.map((row) => ({ nick: row.nick_name, admin: toBool(row.admin), createdAt: toIso(row.created_at) })),
    ).toEqual([
      { nick: 'alpha', admin: true, createdAt: '2026-03-04T05:06:07.089Z' },
      { nick: 'beta', admin: false, createdAt: '2026-03-04T05:06:07.089Z' },
    ]);

    await handle.db
      .insertInto('jobs')
      .values({ type: 't', payload: '{}', max_attempts: 1, run_at: '2026-03-04T05:06:07.089Z' })
      .execute();
    const job = await handle.db.selectFrom('jobs').select(['locked_at', 'created_at']).executeTakeFirstOrThrow();
    expect(toIsoOrNull(job.locked_at)).toBeNull();
    // Column defaults (the database's own clock) come back in the same ISO form.
    expect(toIso(job.created_at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
