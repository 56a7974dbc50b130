import type { Selectable } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { toIso, toIsoOrNull } from '../../../db/normalize.ts';
import type { DbOrTrx } from '../../../lib/context.ts';

export type ReplyStatus = 'visible' | 'hidden' | 'deleted';

/** A reply as the services and the list read it, the same on SQLite and PostgreSQL. */
export interface Reply {
  id: number;
  postId: number;
  authorId: number;
  parentId: number | null;
  threadParentId: number | null;
  depth: number;
  mentionUserId: number | null;
  content: string;
  contentText: string;
  likeCount: number;
  reportCount: number;
  status: ReplyStatus;
  hiddenAt: string | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const REPLY_COLUMNS = [
  'id',
  'post_id',
  'user_id',
  'parent_id',
  'thread_parent_id',
  'depth',
  'mention_user_id',
  'content',
  'content_text',
  'like_count',
  'report_count',
  'status',
  'hidden_at',
  'deleted_at',
  'created_at',
  'updated_at',
] as const;

type ReplyRow = Pick<Selectable<Database['replies']>, (typeof REPLY_COLUMNS)[number]>;

function rowToReply(row: ReplyRow): Reply {
  return {
    id: row.id,
    postId: row.post_id,
    authorId: row.user_id,
    parentId: row.parent_id,
    threadParentId: row.thread_parent_id,
    depth: row.depth,
    mentionUserId: row.mention_user_id,
    content: row.content,
    contentText: row.content_text,
    likeCount: row.like_count,
    reportCount: row.report_count,
    status: row.status as ReplyStatus,
    hiddenAt: toIsoOrNull(row.hidden_at),
    deletedAt: toIsoOrNull(row.deleted_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export async function findReply(db: DbOrTrx, replyId: number): Promise<Reply | undefined> {
  const row = await db.selectFrom('replies').select(REPLY_COLUMNS).where('id', '=', replyId).executeTakeFirst();
  return row ? rowToReply(row) : undefined;
}

/** Oldest first; ties (one clock tick) keep the order of writing. */
export async function listReplies(db: DbOrTrx, where: { postId: number } | { replyId: number }): Promise<Reply[]> {
  let query = db.selectFrom('replies').select(REPLY_COLUMNS);
  query = 'postId' in where ? query.where('post_id', '=', where.postId) : query.where('id', '=', where.replyId);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map(rowToReply);
}

export interface NewReply {
  postId: number;
  authorId: number;
  parentId: number | null;
  threadParentId: number | null;
  depth: number;
  mentionUserId: number | null;
  content: string;
  contentText: string;
  now: string;
}

export async function insertReply(db: DbOrTrx, reply: NewReply): Promise<number> {
  const row = await db
    .insertInto('replies')
    .values({
      post_id: reply.postId,
      user_id: reply.authorId,
      parent_id: reply.parentId,
      thread_parent_id: reply.threadParentId,
      depth: reply.depth,
      mention_user_id: reply.mentionUserId,
      content: reply.content,
      content_text: reply.contentText,
      created_at: reply.now,
      updated_at: reply.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateReplyContent(
  db: DbOrTrx,
  replyId: number,
  content: { html: string; text: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('replies')
    .set({ content: content.html, content_text: content.text, updated_at: now })
    .where('id', '=', replyId)
    .execute();
}

/** The reply and every answer under it, at any depth (parent_id, not the display thread). */
export async function subtreeIds(db: DbOrTrx, postId: number, rootId: number): Promise<number[]> {
  const rows = await db.selectFrom('replies').select(['id', 'parent_id']).where('post_id', '=', postId).execute();
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const list = children.get(row.parent_id) ?? [];
    list.push(row.id);
    children.set(row.parent_id, list);
  }
  const ids: number[] = [];
  const queue = [rootId];
  while (queue.length > 0) {
    const id = queue.shift() as number;
    ids.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return ids;
}

/**
 * Marks the replies deleted and answers those this call deleted (not those deleted before,
 * nor those a concurrent delete took first: the row lock makes the second one see them deleted).
 */
export async function markRepliesDeleted(
  db: DbOrTrx,
  replyIds: number[],
  now: string,
): Promise<{ id: number; authorId: number }[]> {
  if (replyIds.length === 0) return [];
  const rows = await db
    .updateTable('replies')
    .set({ status: 'deleted', deleted_at: now })
    .where('id', 'in', replyIds)
    .where('status', '<>', 'deleted')
    .returning(['id', 'user_id'])
    .execute();
  return rows.map((row) => ({ id: row.id, authorId: row.user_id })).sort((a, b) => a.id - b.id);
}

/**
 * Holds the parent of a new answer until commit and answers whether it is still there: the
 * no-op update takes the row lock a concurrent delete also needs, so either the delete sees
 * the answer when it walks the subtree again, or this sees the parent deleted.
 */
export async function lockLiveReply(db: DbOrTrx, replyId: number): Promise<boolean> {
  const row = await db
    .updateTable('replies')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', replyId)
    .where('status', '<>', 'deleted')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** posts.reply_count counts the post's replies that are not deleted (visible and hidden). */
export async function addToReplyCount(db: DbOrTrx, postId: number, delta: number): Promise<number> {
  const row = await db
    .updateTable('posts')
    .set((eb) => ({ reply_count: eb('reply_count', '+', delta) }))
    .where('id', '=', postId)
    .returning('reply_count')
    .executeTakeFirstOrThrow();
  return row.reply_count;
}

/** P20's POST_REPLY_4: the replies of a post by members other than its author that still stand. */
export async function countRepliesByOthers(db: DbOrTrx, postId: number, authorId: number): Promise<number> {
  const row = await db
    .selectFrom('replies')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('post_id', '=', postId)
    .where('user_id', '<>', authorId)
    .where('status', '=', 'visible')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Standing answers to a reply by members other than its author: notifications' MY_POST_REPLY_REPLY_4 (issue 29). */
export async function countAnswersByOthers(db: DbOrTrx, replyId: number, replyAuthorId: number): Promise<number> {
  const row = await db
    .selectFrom('replies')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('parent_id', '=', replyId)
    .where('user_id', '<>', replyAuthorId)
    .where('status', '=', 'visible')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
