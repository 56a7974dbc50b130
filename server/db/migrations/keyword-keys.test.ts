import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPost, createSignedInMember } from '../../modules/posts/test-support.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { migrations } from './index.ts';

describe.each(testDialects())('the keyword-keys migration on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('gives every keyword its key and merges the spellings that share one into the oldest, posts and all', async () => {
    const author = await createSignedInMember(t.app, 'tagger');
    const [one, two] = [await addPost(t.app, author.id), await addPost(t.app, author.id)];
    const migrator = new Migrator({ db: t.app.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('2026-11-25T0900-upload-replies')).error).toBeUndefined();

    // lower() kept the full-width spelling apart on both databases: two keywords for one tag.
    const now = t.app.clock.now().toISOString();
    const ids: number[] = [];
    for (const keyword of ['ＧＡ４', 'ga4', 'Web']) {
      const row = await sql<{ id: number }>`insert into keywords (keyword, created_at)
        values (${keyword}, ${now}) returning id`.execute(t.app.db);
      ids.push(Number(row.rows[0]!.id));
    }
    const [fullWidth, narrow, web] = ids as [number, number, number];
    const link = (postId: number, keywordId: number, position: number) =>
      sql`insert into post_keywords (post_id, keyword_id, position)
        values (${postId}, ${keywordId}, ${position})`.execute(t.app.db);
    await link(one, fullWidth, 0);
    await link(one, narrow, 1);
    await link(two, narrow, 0);
    await link(two, web, 1);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const keywords = await t.app.db.selectFrom('keywords').select(['id', 'keyword', 'tag_key']).orderBy('id').execute();
    expect(keywords).toEqual([
      { id: fullWidth, keyword: 'ＧＡ４', tag_key: 'ga4' },
      { id: web, keyword: 'Web', tag_key: 'web' },
    ]);
    const links = await t.app.db
      .selectFrom('post_keywords')
      .select(['post_id', 'keyword_id'])
      .orderBy('post_id')
      .orderBy('position')
      .execute();
    expect(links).toEqual([
      // Post one carried both spellings: it keeps the oldest, once.
      { post_id: one, keyword_id: fullWidth },
      { post_id: two, keyword_id: fullWidth },
      { post_id: two, keyword_id: web },
    ]);
    // From now on the key is the identity: a second spelling cannot be stored.
    await expect(
      sql`insert into keywords (keyword, tag_key, created_at) values (${'GA4'}, ${'ga4'}, ${now})`.execute(t.app.db),
    ).rejects.toThrow();
  });
});
