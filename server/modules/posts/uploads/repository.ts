import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../../../db/connection.ts';
import type { Database } from '../../../db/database.ts';

/** All SQL of uploads (STYLE 1 and 3): sums and ids come back as numbers on both drivers. */
type Db = Kysely<Database> | Transaction<Database>;

export interface UploadRow {
  id: number;
  userId: number;
  postId: number | null;
  replyId: number | null;
  storageKey: string;
  mimeType: string;
  bytes: number;
}

/**
 * Serializes a member's uploads while one of them checks and adds to its draft's total: on
 * PostgreSQL two uploads at once would both see the old sum. SQLite has one writer at a time.
 */
export async function lockMemberUploads(trx: Transaction<Database>, dialect: Dialect, userId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function draftBytes(db: Db, userId: number, draftKey: string): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.sum<number | string | null>('bytes').as('total'))
    .where('user_id', '=', userId)
    .where('draft_key', '=', draftKey)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function insertUpload(
  db: Db,
  upload: {
    userId: number;
    draftKey: string;
    storageKey: string;
    mimeType: string;
    bytes: number;
    width: number;
    height: number;
    createdAt: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('uploads')
    .values({
      user_id: upload.userId,
      draft_key: upload.draftKey,
      post_id: null,
      reply_id: null,
      storage_key: upload.storageKey,
      mime_type: upload.mimeType,
      bytes: upload.bytes,
      width: upload.width,
      height: upload.height,
      created_at: upload.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const UPLOAD_COLUMNS = ['id', 'user_id', 'post_id', 'reply_id', 'storage_key', 'mime_type', 'bytes'] as const;

function toUploadRow(row: {
  id: number;
  user_id: number;
  post_id: number | null;
  reply_id: number | null;
  storage_key: string;
  mime_type: string;
  bytes: number;
}): UploadRow {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    postId: row.post_id === null ? null : Number(row.post_id),
    replyId: row.reply_id === null ? null : Number(row.reply_id),
    storageKey: row.storage_key,
    mimeType: row.mime_type,
    bytes: Number(row.bytes),
  };
}

export async function findUploadsByKeys(db: Db, storageKeys: readonly string[]): Promise<UploadRow[]> {
  if (storageKeys.length === 0) return [];
  const rows = await db.selectFrom('uploads').select(UPLOAD_COLUMNS).where('storage_key', 'in', storageKeys).execute();
  return rows.map(toUploadRow);
}

export async function findUploadByKey(db: Db, storageKey: string): Promise<UploadRow | undefined> {
  return (await findUploadsByKeys(db, [storageKey]))[0];
}

export async function attachUploadsToPost(db: Db, ids: readonly number[], postId: number): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('uploads').set({ post_id: postId }).where('id', 'in', ids).execute();
}

export async function attachUploadsToReply(db: Db, ids: readonly number[], replyId: number): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('uploads').set({ reply_id: replyId }).where('id', 'in', ids).execute();
}

/**
 * Deletes the upload's row when neither a post, a reply, a knowledge article nor a profile uses it, and returns its storage key
 * (undefined: used, or already gone). The condition is part of the delete, so a post that links
 * the upload at the same moment either wins, and the row stays, or finds no upload to link.
 */
export async function deleteUnusedUpload(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .deleteFrom('uploads')
    .where('id', '=', id)
    .where('post_id', 'is', null)
    .where('reply_id', 'is', null)
    // A knowledge article's image (issue 31) is in use while the article shows it.
    .where('article_id', 'is', null)
    // A member's profile image (issue 14) is in use while their profile shows it.
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.profile_upload_id', '=', 'uploads.id')),
      ),
    )
    .returning('storage_key')
    .executeTakeFirst();
  return row?.storage_key;
}

/** Issue 31: the uploads a knowledge article shows are in use while it does (deleteUnusedUpload). */
export async function setArticleOfUploads(db: Db, ids: readonly number[], articleId: number): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('uploads').set({ article_id: articleId }).where('id', 'in', ids).execute();
}

/** The article's uploads other than `keepIds` stop being its own; returns their ids. */
export async function releaseUploadsOfArticle(
  db: Db,
  articleId: number,
  keepIds: readonly number[],
): Promise<number[]> {
  let query = db.updateTable('uploads').set({ article_id: null }).where('article_id', '=', articleId);
  if (keepIds.length > 0) query = query.where('id', 'not in', keepIds);
  const rows = await query.returning('id').execute();
  return rows.map((row) => Number(row.id));
}
