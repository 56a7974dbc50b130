import type { Kysely } from 'kysely';

/**
 * Uploads know the reply that shows them (`reply_id`), as they know their post: an upload that
 * neither a post nor a reply uses is removed after UPLOAD_UNUSED_DAYS (server/modules/posts/
 * uploads/purge.ts), so reply images must be linked before any purge runs.
 *
 * Replies written before this migration are linked here from the /uploads/ addresses in their
 * content, to their author's own uploads that no post or reply has yet: the rule of
 * attachReplyUploads, written out again because a migration never imports application code.
 */
const BATCH = 500;
const UPLOAD_ADDRESS = /\/uploads\/((?:[A-Za-z0-9_-]{1,64}\/){0,4}[A-Za-z0-9_-]{1,64}\.(?:png|jpg|jpeg|gif|webp))/g;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('uploads')
    .addColumn('reply_id', 'integer', (col) => col.references('replies.id'))
    .execute();
  await db.schema.createIndex('uploads_reply').on('uploads').column('reply_id').execute();

  let after = 0;
  for (;;) {
    const rows: { id: number; user_id: number; content: string }[] = await db
      .selectFrom('replies')
      .select(['id', 'user_id', 'content'])
      .where('id', '>', after)
      .where('content', 'like', '%/uploads/%')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const keys = [...new Set([...row.content.matchAll(UPLOAD_ADDRESS)].map((match) => match[1]!))];
      if (keys.length === 0) continue;
      await db
        .updateTable('uploads')
        .set({ reply_id: row.id })
        .where('storage_key', 'in', keys)
        .where('user_id', '=', row.user_id)
        .where('post_id', 'is', null)
        .where('reply_id', 'is', null)
        .execute();
    }
    after = rows[rows.length - 1]!.id;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('uploads_reply').execute();
  await db.schema.alterTable('uploads').dropColumn('reply_id').execute();
}
