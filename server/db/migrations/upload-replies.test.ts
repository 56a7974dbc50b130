import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPost, createSignedInMember, insertReplyRow } from '../../modules/posts/test-support.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { migrations } from './index.ts';

describe.each(testDialects())('the upload-replies migration on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("links the replies written before it to their author's own unused images, and nothing else", async () => {
    const author = await createSignedInMember(t.app, 'replier');
    const other = await createSignedInMember(t.app, 'other');
    const postId = await addPost(t.app, author.id);
    const migrator = new Migrator({ db: t.app.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('2026-11-24T0900-post-excerpts');
    expect(down.error).toBeUndefined();

    // Uploads as they were before the column: the author's two, another member's, one in a post.
    const now = t.app.clock.now().toISOString();
    const keys = [
      '2026/11/aaaaaaaaaaaaaaaaaaaaaa.png',
      '2026/11/bbbbbbbbbbbbbbbbbbbbbb.webp',
      '2026/11/cccccccccccccccccccccc.png',
      '2026/11/dddddddddddddddddddddd.png',
    ];
    const owners = [author.id, author.id, other.id, author.id];
    for (const [index, key] of keys.entries()) {
      await sql`insert into uploads (user_id, draft_key, post_id, storage_key, mime_type, bytes, width, height, created_at)
        values (${owners[index]}, ${'draft-old-1'}, ${index === 3 ? postId : null}, ${key}, ${'image/png'}, ${10}, ${1}, ${1}, ${now})`.execute(
        t.app.db,
      );
    }
    const replyId = await insertReplyRow(t.app, { postId, authorId: author.id });
    const content = keys.map((key) => `<img src="/uploads/${key}" alt="">`).join('') + '<p>/uploads/../etc.png</p>';
    await sql`update replies set content = ${content} where id = ${replyId}`.execute(t.app.db);
    const plain = await insertReplyRow(t.app, { postId, authorId: author.id, text: 'no image' });

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const rows = await t.app.db
      .selectFrom('uploads')
      .select(['storage_key', 'reply_id', 'post_id'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { storage_key: keys[0], reply_id: replyId, post_id: null },
      { storage_key: keys[1], reply_id: replyId, post_id: null },
      // Another member's image, and one a post already keeps, stay as they were.
      { storage_key: keys[2], reply_id: null, post_id: null },
      { storage_key: keys[3], reply_id: null, post_id: postId },
    ]);
    expect(rows.some((row) => row.reply_id === plain)).toBe(false);
  });
});
