import type { ReportTarget } from '../../../../common/validation/post.ts';
import { recordAudit } from '../../../lib/audit.ts';
import type { Trx } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import type { PostsContext } from '../context.ts';
import { deletePost } from '../posts/service.ts';
import { deleteReply } from '../replies/service.ts';
import './events.ts';
import { findModeratedItem, type ModeratedItem, resolveReports, showItem } from './moderation-repository.ts';
import { hideItem } from './repository.ts';

/**
 * Administrators' moderation of posts and replies (issue 32, P16), reached by the console
 * (server/modules/admin/moderation) through reports/service.ts. The writes to posts' tables
 * stay here; each action records its audit row (server/lib/audit.ts) in its own transaction.
 */

type ModerationContext = Pick<PostsContext, 'db' | 'transaction' | 'clock' | 'limits' | 'guides'>;
export interface ItemRef {
  target: ReportTarget;
  targetId: number;
}
export interface ActionResult {
  targetType: ReportTarget;
  targetId: number;
  state: ModeratedItem['state'];
  resolvedReports: number;
}

async function loadItem(db: ModerationContext['db'] | Trx, ref: ItemRef): Promise<ModeratedItem> {
  const item = await findModeratedItem(db, ref.target, ref.targetId);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

const gone = (target: ReportTarget) => new AppError(target === 'post' ? 'POST_REMOVE' : 'REPLY_REMOVE');
const snapshot = (item: ModeratedItem, extra: Record<string, unknown> = {}) => ({
  state: item.state,
  reportCount: item.reportCount,
  ...extra,
});

/** The audit row of a hide, restore or delete: the item's state before and after, and the reason. */
function auditStateChange(
  trx: Trx,
  admin: Viewer,
  item: ModeratedItem,
  change: { verb: 'hide' | 'restore' | 'delete'; state: ModeratedItem['state'] },
  reason: string,
  at: string,
): Promise<void> {
  return recordAudit(trx, {
    actorId: admin.id,
    action: `${item.target}.${change.verb}`,
    target: { type: item.target, id: item.targetId },
    before: snapshot(item),
    after: snapshot({ ...item, state: change.state }),
    reason,
    at,
  });
}

/**
 * The one hide path of P16: visible → hidden and `content.hidden`, whose subscribers tell the
 * author (POST_REPORT, POST_REPLY_REPORT), take back the score and take the post out of search.
 */
async function hideAndTell(
  trx: Trx,
  emit: (name: 'content.hidden', payload: import('../../../lib/events.ts').DomainEvents['content.hidden']) => void,
  item: ModeratedItem,
  at: string,
): Promise<boolean> {
  if (!(await hideItem(trx, item.target, item.targetId, at))) return false;
  emit('content.hidden', {
    target: item.target,
    targetId: item.targetId,
    postId: item.postId,
    authorId: item.authorId,
    reportCount: item.reportCount,
    at,
  });
  return true;
}

/** Uphold: the item's waiting reports closed as upheld, the item hidden if it was visible. */
export async function upholdReports(
  context: ModerationContext,
  admin: Viewer,
  ref: ItemRef,
  reason: string | undefined,
): Promise<ActionResult> {
  const item = await loadItem(context.db, ref);
  if (item.state === 'deleted') throw gone(ref.target);
  const at = context.clock.now().toISOString();
  return context.transaction(async (trx, emit) => {
    const resolved = await resolveReports(trx, ref, 'upheld', admin.id, at);
    if (resolved === 0) throw new AppError('REPORTS_NOT_WAITING');
    const hidden = item.state === 'visible' && (await hideAndTell(trx, emit, item, at));
    const state = hidden ? 'hidden' : item.state;
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'report.uphold',
      target: { type: ref.target, id: ref.targetId },
      before: snapshot(item, { waitingReports: resolved }),
      after: snapshot({ ...item, state }, { waitingReports: 0 }),
      reason: reason ?? null,
      at,
    });
    return { targetType: ref.target, targetId: ref.targetId, state, resolvedReports: resolved };
  });
}

/** Dismiss: the item's waiting reports closed as dismissed; the item stays as it is. */
export async function dismissReports(
  context: ModerationContext,
  admin: Viewer,
  ref: ItemRef,
  reason: string | undefined,
): Promise<ActionResult> {
  const item = await loadItem(context.db, ref);
  const at = context.clock.now().toISOString();
  return context.transaction(async (trx) => {
    const resolved = await resolveReports(trx, ref, 'dismissed', admin.id, at);
    if (resolved === 0) throw new AppError('REPORTS_NOT_WAITING');
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'report.dismiss',
      target: { type: ref.target, id: ref.targetId },
      before: snapshot(item, { waitingReports: resolved }),
      after: snapshot(item, { waitingReports: 0 }),
      reason: reason ?? null,
      at,
    });
    return { targetType: ref.target, targetId: ref.targetId, state: item.state, resolvedReports: resolved };
  });
}

/** Hide with a reason, whatever the reports: the same hide path as the threshold's. */
export async function hideContent(
  context: ModerationContext,
  admin: Viewer,
  ref: ItemRef,
  reason: string,
): Promise<ActionResult> {
  const item = await loadItem(context.db, ref);
  if (item.state === 'deleted') throw gone(ref.target);
  if (item.state === 'hidden') throw new AppError('CONTENT_ALREADY_HIDDEN');
  const at = context.clock.now().toISOString();
  return context.transaction(async (trx, emit) => {
    if (!(await hideAndTell(trx, emit, item, at))) throw new AppError('CONTENT_ALREADY_HIDDEN');
    await auditStateChange(trx, admin, item, { verb: 'hide', state: 'hidden' }, reason, at);
    return { targetType: ref.target, targetId: ref.targetId, state: 'hidden', resolvedReports: 0 };
  });
}

/**
 * Hidden → visible, once: the update only finds a hidden item, so a second restore (or two at
 * once) is CONTENT_NOT_HIDDEN and `content.restored` is emitted exactly once; its subscribers
 * pay back the score hiding took and put the post back in search. Counters were never lowered
 * by hiding (a hidden reply still counts for its post), so showing the item is enough for them.
 */
export async function restoreContent(
  context: ModerationContext,
  admin: Viewer,
  ref: ItemRef,
  reason: string,
): Promise<ActionResult> {
  const item = await loadItem(context.db, ref);
  if (item.state !== 'hidden') throw new AppError('CONTENT_NOT_HIDDEN');
  const at = context.clock.now().toISOString();
  return context.transaction(async (trx, emit) => {
    if (!(await showItem(trx, ref.target, ref.targetId))) throw new AppError('CONTENT_NOT_HIDDEN');
    emit('content.restored', {
      target: ref.target,
      targetId: ref.targetId,
      postId: item.postId,
      authorId: item.authorId,
      byUserId: admin.id,
      at,
    });
    await auditStateChange(trx, admin, item, { verb: 'restore', state: 'visible' }, reason, at);
    return { targetType: ref.target, targetId: ref.targetId, state: 'visible', resolvedReports: 0 };
  });
}

/** Delete with a reason: posts' own deletion (its events, counters), with the audit row inside it. */
export async function deleteContent(
  context: ModerationContext,
  admin: Viewer,
  ref: ItemRef,
  reason: string,
): Promise<ActionResult> {
  const item = await loadItem(context.db, ref);
  if (item.state === 'deleted') throw gone(ref.target);
  const at = context.clock.now().toISOString();
  const audit = (trx: Trx) => auditStateChange(trx, admin, item, { verb: 'delete', state: 'deleted' }, reason, at);
  if (ref.target === 'post') await deletePost(context, admin, ref.targetId, audit);
  else await deleteReply(context, admin, ref.targetId, audit);
  return { targetType: ref.target, targetId: ref.targetId, state: 'deleted', resolvedReports: 0 };
}
