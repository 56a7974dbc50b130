import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { postAdd, postEdit } from '../../../common/contracts/posts.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { Viewer } from '../../lib/viewer.ts';
import './events.ts';
import { canDeletePost, canEditPost, canSeePost, canWriteInGrouping } from './policy.ts';
import { findPostHead, type PostHead } from './post-access.ts';
import { readPostFields } from './post-input.ts';
import * as posts from './post-repository.ts';
import { attachUploads } from './uploads/attach.ts';

/**
 * Writing posts (SPEC §5, DECISIONS P13–P15, P17, P19): add, edit, delete. Each authorizes,
 * checks every field, writes in one transaction and emits its event after the commit.
 */
type AddInput = Omit<z.output<(typeof postAdd)['body']>, 'lang'>;
type EditInput = Omit<z.output<(typeof postEdit)['body']>, 'lang'>;

/** P14: admin-only content comes from administrators; anyone else sending it is refused. */
function assertAdminContentAllowed(viewer: Viewer, adminContent: string | null | undefined) {
  if (adminContent !== undefined && adminContent !== null && !viewer.admin) throw new AppError('ADMIN_ONLY');
}

/**
 * The post an edit or delete is about. P14: a private post the viewer may not see does not
 * exist for them (404, as get_one says), rather than a 403 that would confirm it exists.
 */
async function loadPostToChange(app: FastifyInstance, viewer: Viewer, postId: number): Promise<PostHead> {
  const post = await findPostHead(app.db, postId);
  if (!post) throw new AppError('NOT_FOUND');
  if (post.status === 'deleted') throw new AppError('POST_REMOVE');
  if (!canSeePost(viewer, post)) throw new AppError('NOT_FOUND');
  if (!canEditPost(viewer, post)) throw new AppError('FORBIDDEN');
  return post;
}

export async function addPost(app: FastifyInstance, viewer: Viewer, input: AddInput): Promise<{ id: number }> {
  const writableBy = await posts.findGroupingWritableBy(app.db, input.type);
  if (!writableBy) throw new AppError('NOT_FOUND');
  if (!canWriteInGrouping(viewer, writableBy)) throw new AppError('ADMIN_ONLY');
  assertAdminContentAllowed(viewer, input.adminContent);
  const category = await posts.findCategoryPlacement(app.db, input.categoryId);
  const fields = readPostFields(input, { type: input.type, category, admin: viewer.admin });
  // P17 before the transaction: a refused post costs nothing, and a refused body (above) does
  // not count against the member.
  await app.abuseLimits.check('postOrReply', viewer.id);

  const at = app.clock.now().toISOString();
  return inTransaction(app.db, app.bus, async (trx, emit) => {
    const id = await posts.insertPost(trx, { userId: viewer.id, type: input.type, fields, at });
    const tags = await posts.replacePostTags(trx, id, fields.tags, at);
    await attachUploads(trx, { postId: id, userId: viewer.id, imageUrls: fields.imageUrls });
    emit('post.created', {
      postId: id,
      authorId: viewer.id,
      type: input.type,
      lang: fields.lang,
      title: fields.title,
      visibility: fields.visibility,
      tags,
      at,
    });
    return { id };
  });
}

export async function editPost(app: FastifyInstance, viewer: Viewer, input: EditInput): Promise<{ id: number }> {
  const post = await loadPostToChange(app, viewer, input.id);
  assertAdminContentAllowed(viewer, input.adminContent);
  const category = await posts.findCategoryPlacement(app.db, input.categoryId);
  // The grouping of a post never changes: the category must be a leaf of the post's own.
  const fields = readPostFields(input, { type: post.type, category, admin: viewer.admin });

  const at = app.clock.now().toISOString();
  return inTransaction(app.db, app.bus, async (trx, emit) => {
    // A delete that committed since the check above wins: nothing is written to a deleted post.
    if (!(await posts.updatePost(trx, post.id, fields, at))) throw new AppError('POST_REMOVE');
    const tags = await posts.replacePostTags(trx, post.id, fields.tags, at);
    // The writer's own uploads join the post: an administrator's edit may add images.
    await attachUploads(trx, { postId: post.id, userId: viewer.id, imageUrls: fields.imageUrls });
    emit('post.updated', {
      postId: post.id,
      authorId: post.authorId,
      type: post.type,
      lang: fields.lang,
      title: fields.title,
      visibility: fields.visibility,
      tags,
      byUserId: viewer.id,
      at,
    });
    return { id: post.id };
  });
}

/** SPEC §4: the post and every reply under it become deleted placeholders. */
export async function deletePost(app: FastifyInstance, viewer: Viewer, postId: number): Promise<void> {
  const post = await loadPostToChange(app, viewer, postId);
  if (!canDeletePost(viewer, post)) throw new AppError('FORBIDDEN');
  const at = app.clock.now().toISOString();
  await inTransaction(app.db, app.bus, async (trx, emit) => {
    const replyIds = await posts.softDeletePost(trx, post.id, at);
    // Two deletes racing: the second finds it already deleted and neither repeats the event.
    if (!replyIds) throw new AppError('POST_REMOVE');
    emit('post.deleted', {
      postId: post.id,
      authorId: post.authorId,
      type: post.type,
      lang: post.lang,
      title: post.title,
      byUserId: viewer.id,
      replyIds,
      at,
    });
  });
}
