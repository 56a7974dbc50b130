import type { ReportTarget } from '../../../../common/validation/post.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import type { DbOrTrx } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import type { PostsContext } from '../context.ts';
import { loadReplyForAction } from '../replies/service.ts';
import { loadPostForAction } from '../shared/post-access.ts';
import './events.ts';
import { addToReportCount, hasReported, hideItem, insertReport, type ReportReasonKey } from './repository.ts';

type Actor = Pick<Viewer, 'id' | 'admin'>;
type ReportContext = Pick<PostsContext, 'db' | 'transaction' | 'clock' | 'config'>;

/** What is reported: its post and its author, after the rules of acting on it. */
async function loadTarget(db: DbOrTrx, viewer: Actor, target: ReportTarget, targetId: number) {
  if (target === 'post') {
    const post = await loadPostForAction(db, targetId, viewer);
    return { postId: post.id, authorId: post.authorId };
  }
  const { reply } = await loadReplyForAction(db, targetId, viewer);
  return { postId: reply.postId, authorId: reply.authorId };
}

/**
 * P16: a member reports a post or reply once, never his own. Reports come from distinct
 * members by the unique index reports_once, so the item's report_count is the number of
 * reporters; at REPORT_HIDE_THRESHOLD a visible item is hidden and its author told
 * (content.hidden). The counter is raised with an update, whose row lock makes concurrent
 * reports count one after the other, so the threshold is met exactly once.
 */
export async function addReport(
  context: ReportContext,
  viewer: Actor,
  input: { targetType: ReportTarget; targetId: number; reasonKey: ReportReasonKey },
): Promise<{ reported: true; hidden: boolean }> {
  const item = await loadTarget(context.db, viewer, input.targetType, input.targetId);
  if (item.authorId === viewer.id) throw new AppError('REPORT_OWN_CONTENT');
  const key = { target: input.targetType, targetId: input.targetId, reporterId: viewer.id };
  if (await hasReported(context.db, key)) throw new AppError('REPORT_DUPLICATE');
  const now = context.clock.now().toISOString();
  try {
    return await context.transaction(async (trx, emit) => {
      const reportId = await insertReport(trx, { ...key, reasonKey: input.reasonKey, at: now });
      const counted = await addToReportCount(trx, input.targetType, input.targetId);
      const ref = { target: input.targetType, targetId: input.targetId, postId: item.postId, authorId: item.authorId };
      emit('content.reported', {
        ...ref,
        reportId,
        reporterId: viewer.id,
        reasonKey: input.reasonKey,
        reportCount: counted.reportCount,
        at: now,
      });
      let hidden = counted.status === 'hidden';
      if (counted.reportCount >= context.config.REPORT_HIDE_THRESHOLD && counted.status === 'visible') {
        await hideItem(trx, input.targetType, input.targetId, now);
        hidden = true;
        emit('content.hidden', { ...ref, reportCount: counted.reportCount, at: now });
      }
      return { reported: true as const, hidden };
    });
  } catch (error) {
    // Two reports of the same member at once: the index refused the second, nothing stayed.
    if (isUniqueViolation(error)) throw new AppError('REPORT_DUPLICATE');
    throw error;
  }
}

// Issue 32: the console's moderation (server/modules/admin/moderation) reaches posts here.
export {
  deleteContent,
  dismissReports,
  hideContent,
  restoreContent,
  upholdReports,
  type ActionResult,
  type ItemRef,
} from './moderation.ts';
export {
  listContent,
  listReportedItems,
  listReportsForExport,
  listReportsOf,
  findModeratedItem,
  type ContentFilters,
  type ModeratedItem,
  type ReportFilters,
  type ReportRow,
} from './moderation-repository.ts';
// The administrators' console (issue 32): a member's posts, replies and the reports against them.
export { loadMemberActivity, loadReportsAgainstMember } from './member-activity-repository.ts';
