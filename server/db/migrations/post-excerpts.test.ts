import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPost, createSignedInMember } from '../../modules/posts/test-support.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { migrations } from './index.ts';

describe.each(testDialects())('the post-excerpts migration on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('fills in the excerpt of every post written before it, by the rule of its day', async () => {
    const author = await createSignedInMember(t.app, 'excerpts');
    const first = await addPost(t.app, author.id);
    const second = await addPost(t.app, author.id);
    const texts = {
      [first]: `  첫 문단\n\n둘째   문단 ${'가'.repeat(300)}`,
      [second]: '😀'.repeat(250),
    };
    const migrator = new Migrator({ db: t.app.db, provider: { getMigrations: async () => migrations } });
    // Back to just before it (later migrations go down first).
    const down = await migrator.migrateTo('2026-11-23T0900-posts');
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({ migrationName: '2026-11-24T0900-post-excerpts', status: 'Success' });
    for (const [id, text] of Object.entries(texts)) {
      await sql`update posts set content_text = ${text} where id = ${Number(id)}`.execute(t.app.db);
    }

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const rows = await t.app.db.selectFrom('posts').select(['id', 'excerpt']).orderBy('id').execute();
    expect(rows).toEqual([
      // The rule of its day (a frozen copy in the migration): 200 characters, no ellipsis. Posts
      // written since end at a word with an ellipsis (excerpt.ts, issue 35).
      { id: first, excerpt: `첫 문단 둘째 문단 ${'가'.repeat(200 - '첫 문단 둘째 문단 '.length)}` },
      { id: second, excerpt: '😀'.repeat(200) },
    ]);
    expect(rows[0]!.excerpt.startsWith('첫 문단 둘째 문단 가')).toBe(true);
  });
});
