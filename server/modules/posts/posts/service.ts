import type { z } from 'zod';
import type { postAdd, postDetailSchema, postEdit } from '../../../../common/contracts/posts/posts.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import type { Trx } from '../../../lib/context.ts';
import type { PostsContext } from '../context.ts';
import { listRepliesForPost } from '../replies/thread-service.ts';
import { findPostHead, type PostHead } from '../shared/repository.ts';
import { attachUploads } from '../uploads/attach.ts';
import { loadPostTags } from './card-repository.ts';
import { findPostDetail, findViewerState, NO_VIEWER_STATE } from './detail-repository.ts';
import './events.ts';
import { cardExtras } from './list-service.ts';
import { canDeletePost, canEditPost, canSeeContent, canSeePost, canWriteInGrouping, countsAsView } from './policy.ts';
import { readPostFields } from './post-input.ts';
import { presentDetail } from './presenter.ts';
import * as posts from './repository.ts';
import { countView, type ViewContext, type ViewReader } from './views.ts';

/**
 * One post: reading it (P14, P16, P18) and writing it (SPEC §5, DECISIONS P13–P15, P17, P19):
 * add, edit, delete. Each write authorizes, checks every field, writes in one transaction and
 * emits its event after the commit.
 */
type WriteContext = Pick<PostsContext, 'db' | 'transaction' | 'clock' | 'limits' | 'guides'>;
type PostDetailDto = z.input<typeof postDetailSchema>;
type AddInput = Omit<z.output<(typeof postAdd)['body']>, 'lang'>;
type EditInput = Omit<z.output<(typeof postEdit)['body']>, 'lang'>;

/** Whether the post's guide field names a published guide (knowledge's answer, through the port); no guide is fine. */
async function guideFound(context: Pick<PostsContext, 'db' | 'guides'>, guideId: number | null | undefined) {
  if (guideId === undefined || guideId === null) return true;
  return context.guides.isPublishedGuide(context.db, guideId);
}

/** P14: admin-only content comes from administrators; anyone else sending it is refused. */
function assertAdminContentAllowed(viewer: Viewer, adminContent: string | null | undefined) {
  if (adminContent !== undefined && adminContent !== null && !viewer.admin) throw new AppError('ADMIN_ONLY');
}

/**
 * The post an edit or delete is about. P14: a private post the viewer may not see does not
 * exist for them (404, as get_one says), rather than a 403 that would confirm it exists.
 */
async function loadPostToChange(context: WriteContext, viewer: Viewer, postId: number): Promise<PostHead> {
  const post = await findPostHead(context.db, postId);
  if (!post) throw new AppError('NOT_FOUND');
  if (post.status === 'deleted') throw new AppError('POST_REMOVE');
  if (!canSeePost(viewer, post)) throw new AppError('NOT_FOUND');
  if (!canEditPost(viewer, post)) throw new AppError('FORBIDDEN');
  return post;
}

export async function addPost(context: WriteContext, viewer: Viewer, input: AddInput): Promise<{ id: number }> {
  const writableBy = await posts.findGroupingWritableBy(context.db, input.type);
  if (!writableBy) throw new AppError('NOT_FOUND');
  if (!canWriteInGrouping(viewer, writableBy)) throw new AppError('ADMIN_ONLY');
  assertAdminContentAllowed(viewer, input.adminContent);
  const category = await posts.findCategoryPlacement(context.db, input.categoryId);
  const fields = readPostFields(input, {
    allowRetired: false,
    type: input.type,
    category,
    admin: viewer.admin,
    guideFound: await guideFound(context, input.guideId),
  });
  // P17 before the transaction: a refused post costs nothing, and a refused body (above) does
  // not count against the member.
  await context.limits.check('postOrReply', viewer.id);

  const at = context.clock.now().toISOString();
  return context.transaction(async (trx, emit) => {
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

export async function editPost(context: WriteContext, viewer: Viewer, input: EditInput): Promise<{ id: number }> {
  const post = await loadPostToChange(context, viewer, input.id);
  assertAdminContentAllowed(viewer, input.adminContent);
  const category = await posts.findCategoryPlacement(context.db, input.categoryId);
  // The grouping of a post never changes: the category must be a leaf of the post's own.
  const fields = readPostFields(input, {
    type: post.type,
    category,
    // A post stays in its own category once that is retired; it is never moved into one.
    allowRetired: category?.id === post.categoryId,
    admin: viewer.admin,
    guideFound: await guideFound(context, input.guideId),
  });

  const at = context.clock.now().toISOString();
  return context.transaction(async (trx, emit) => {
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
export async function deletePost(
  context: WriteContext,
  viewer: Viewer,
  postId: number,
  // Issue 32: an administrator's deletion records its audit row in the deletion's transaction.
  within?: (trx: Trx) => Promise<void>,
): Promise<{ deleted: true }> {
  const post = await loadPostToChange(context, viewer, postId);
  if (!canDeletePost(viewer, post)) throw new AppError('FORBIDDEN');
  const at = context.clock.now().toISOString();
  await context.transaction(async (trx, emit) => {
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
    await within?.(trx);
  });
  return { deleted: true };
}

/**
 * SPEC §7.2 /api/post/update_reference (P24): an administrator marks a forum post as a Solomon
 * reference or unmarks it. Members are refused as posts refuse what is not theirs (FORBIDDEN);
 * other groupings with REFERENCE_FORUM_ONLY. 'post.updated' follows, so the index and the kept
 * lists learn of it in the same transaction.
 */
export async function markSolomonReference(
  context: Pick<PostsContext, 'db' | 'transaction' | 'clock'>,
  viewer: Viewer,
  input: { id: number; solomonReference: boolean },
): Promise<{ id: number; solomonReference: boolean }> {
  const post = await findPostHead(context.db, input.id);
  if (!post) throw new AppError('NOT_FOUND');
  if (post.status === 'deleted') throw new AppError('POST_REMOVE');
  if (!canSeePost(viewer, post)) throw new AppError('NOT_FOUND');
  if (!viewer.admin) throw new AppError('FORBIDDEN');
  if (post.type !== 'forum') throw new AppError('REFERENCE_FORUM_ONLY');
  const at = context.clock.now().toISOString();
  return context.transaction(async (trx, emit) => {
    const before = await trx
      .selectFrom('posts')
      .select('solomon_reference')
      .where('id', '=', post.id)
      .executeTakeFirst();
    if (!(await posts.setSolomonReference(trx, post.id, input.solomonReference))) throw new AppError('POST_REMOVE');
    // Issue 32, P31: an administrator's mark, recorded with it.
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'post.reference',
      target: { type: 'post', id: post.id },
      before: { solomonReference: before ? Boolean(before.solomon_reference) : null },
      after: { solomonReference: input.solomonReference },
      at,
    });
    const tags = (await loadPostTags(trx, [post.id])).get(post.id) ?? [];
    emit('post.updated', {
      postId: post.id,
      authorId: post.authorId,
      type: post.type,
      lang: post.lang,
      title: post.title,
      visibility: post.visibility,
      tags,
      byUserId: viewer.id,
      at,
    });
    return { id: post.id, solomonReference: input.solomonReference };
  });
}

/**
 * One post for one reader (P14, P16, P18). Missing, deleted and private-to-others posts are
 * all "not found". The view is counted before answering, so the answer includes it.
 */
export async function getPost(
  context: Pick<PostsContext, 'db'> & ViewContext,
  input: { id: number; lang: Locale; reader: Viewer | null; viewReader: ViewReader },
): Promise<PostDetailDto> {
  const row = await findPostDetail(context.db, input.id);
  const { reader } = input;
  if (!row) throw new AppError('NOT_FOUND');
  const post = { authorId: row.authorId, visibility: row.visibility, status: row.status };
  if (!canSeePost(reader, post)) throw new AppError('NOT_FOUND');

  if (countsAsView(reader, post)) {
    const viewCount = await countView(context, { id: row.id, authorId: row.authorId }, input.viewReader);
    if (viewCount !== undefined) row.viewCount = viewCount;
  }
  const open = canSeeContent(reader, post);
  const [extras, viewer, replies] = await Promise.all([
    cardExtras(context, [row], input.lang),
    reader ? findViewerState(context.db, row.id, reader.id) : NO_VIEWER_STATE,
    // A post hidden for this reader shows a placeholder, not the discussion under it.
    open ? listRepliesForPost(context, row.id, reader) : [],
  ]);
  return presentDetail(row, { reader, extras, viewer, replies });
}

/** What the members feature shows of a member's posts (issue 14): the count /api/user/post lists. */
export { countMemberPosts } from './list-repository.ts';

// Search's discovery (issue 30 item 8): feeds and sitemaps read only public, visible posts.
export {
  countOpenPosts,
  lastModifiedByGrouping,
  listFeedPosts,
  listOpenPostStamps,
  type PostStamp,
} from './discovery-service.ts';

// Gamification's activity log names the post a score row is about (issue 28).
export { findStandingPostTitles } from './detail-repository.ts';
// The e-mail of a new post quotes its excerpt; notifications cut replies the same way (issue 29).
export { findPostExcerpt } from './detail-repository.ts';
export { excerptOf } from './excerpt.ts';

// Notifications (issue 29): the post a notification is about, and SPEC §5's check before following it.
export { findPostHead, type PostHead } from '../shared/repository.ts';
export { loadPostForAction } from '../shared/post-access.ts';

// Search (issue 30): what its index keeps of a post, and the cards of what a search found.
export { findPostIndexSources, findSearchableCards, type PostIndexSource } from './search-source.ts';
export { findCategoryDepth } from './list-repository.ts';

// The knowledge areas (issue 31): their forum cards (a guide's posts, Solomon's references), the
// P15 sanitizer their articles are written through, what a deleted guide leaves, article images.
export { listLinkedForumPostCards } from './list-service.ts';
export { sanitizePostHtml as sanitizeRichText, type SanitizedContent } from '../shared/sanitize.ts';
export { clearGuideLinks } from './repository.ts';
export { markArticleUploads, releaseArticleUploads } from '../uploads/service.ts';
export { countActivitySince } from './activity-counts.ts';
