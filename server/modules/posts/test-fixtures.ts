import type { FastifyInstance } from 'fastify';
import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import { createSignedInMember, type Member } from './test-support.ts';

/**
 * Set-ups of the reply, reaction and report tests: members and posts written straight into
 * the database, so that these tests neither wait for the posts calls nor hash a password per
 * member. Sessions are real (startSession), so every call goes through the auth plugin.
 */
/** The members of these tests are the posts tests' signed-in members (test-support.ts). */
export type TestMember = Member;

export function addMember(
  app: FastifyInstance,
  nickName: string,
  options: { admin?: boolean } = {},
): Promise<TestMember> {
  return createSignedInMember(app, nickName, options);
}

export async function addPost(
  app: FastifyInstance,
  authorId: number,
  options: {
    type?: PostGroupingType;
    visibility?: 'public' | 'private';
    status?: 'visible' | 'hidden' | 'deleted';
    title?: string;
  } = {},
): Promise<number> {
  const type = options.type ?? 'forum';
  const category = await app.db
    .selectFrom('categories')
    .select('id')
    .where('grouping_type', '=', type)
    .where('depth', '=', 1)
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  const now = app.clock.now().toISOString();
  const row = await app.db
    .insertInto('posts')
    .values({
      user_id: authorId,
      grouping_type: type,
      category_id: category.id,
      category1_id: category.id,
      lang: 'ko',
      title: options.title ?? 'A post to answer',
      content: '<p>Body</p>',
      content_text: 'Body',
      excerpt: 'Body',
      visibility: options.visibility ?? 'public',
      status: options.status ?? 'visible',
      deleted_at: options.status === 'deleted' ? now : null,
      hidden_at: options.status === 'hidden' ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Past the services and their events: clear the kept lists as they would (list-cache.ts).
  app.postListCache.clear();
  return row.id;
}

/** A reply written straight into the table: for states the calls reach only slowly (hidden). */
export async function addReplyRow(
  app: FastifyInstance,
  input: { postId: number; authorId: number; content?: string; status?: 'visible' | 'hidden' | 'deleted' },
): Promise<number> {
  const now = app.clock.now().toISOString();
  const content = input.content ?? '<p>Seeded reply</p>';
  const row = await app.db
    .insertInto('replies')
    .values({
      post_id: input.postId,
      user_id: input.authorId,
      parent_id: null,
      thread_parent_id: null,
      depth: 1,
      mention_user_id: null,
      content,
      content_text: content.replace(/<[^>]*>/g, ''),
      status: input.status ?? 'visible',
      hidden_at: input.status === 'hidden' ? now : null,
      deleted_at: input.status === 'deleted' ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.status !== 'deleted') {
    await app.db
      .updateTable('posts')
      .set((eb) => ({ reply_count: eb('reply_count', '+', 1) }))
      .where('id', '=', input.postId)
      .execute();
  }
  app.postListCache.clear();
  return row.id;
}

export async function postCounts(app: FastifyInstance, postId: number) {
  return app.db
    .selectFrom('posts')
    .select(['reply_count', 'like_count', 'bookmark_count', 'follow_count', 'report_count', 'status'])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
}

export async function replyRow(app: FastifyInstance, replyId: number) {
  return app.db.selectFrom('replies').selectAll().where('id', '=', replyId).executeTakeFirstOrThrow();
}

/** Limits high enough that tests which are not about P17 never meet them. */
export const NO_ABUSE_LIMITS = {
  ABUSE_MAX_POSTS_AND_REPLIES: '100000',
  ABUSE_MAX_LIKES: '100000',
  ABUSE_MAX_BOOKMARKS: '100000',
  ABUSE_MAX_FOLLOWS: '100000',
};
