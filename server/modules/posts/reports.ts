import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { REPORT_REASON_KEYS } from '../../../common/contracts/reference.ts';
import type { ReportTarget } from '../../../common/validation/post.ts';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { loadPostForAction } from './post-access.ts';
import { loadReplyForAction } from './reply-service.ts';

type Actor = Pick<Viewer, 'id' | 'admin'>;
type ReportReasonKey = (typeof REPORT_REASON_KEYS)[number];

const TARGET_TABLES = { post: 'posts', reply: 'replies' } as const;

/** What is reported: its post and its author, after the rules of acting on it. */
async function loadTarget(db: Kysely<Database>, viewer: Actor, target: ReportTarget, targetId: number) {
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
  app: FastifyInstance,
  viewer: Actor,
  input: { targetType: ReportTarget; targetId: number; reasonKey: ReportReasonKey },
): Promise<{ reported: true; hidden: boolean }> {
  const item = await loadTarget(app.db, viewer, input.targetType, input.targetId);
  if (item.authorId === viewer.id) throw new AppError('REPORT_OWN_CONTENT');
  const earlier = await app.db
    .selectFrom('reports')
    .select('id')
    .where('target_type', '=', input.targetType)
    .where('target_id', '=', input.targetId)
    .where('reporter_id', '=', viewer.id)
    .executeTakeFirst();
  if (earlier) throw new AppError('REPORT_DUPLICATE');
  const table = TARGET_TABLES[input.targetType];
  const now = app.clock.now().toISOString();
  try {
    return await inTransaction(app.db, app.bus, async (trx, emit) => {
      const report = await trx
        .insertInto('reports')
        .values({
          reporter_id: viewer.id,
          target_type: input.targetType,
          target_id: input.targetId,
          reason_key: input.reasonKey,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const counted = await trx
        .updateTable(table)
        .set((eb) => ({ report_count: eb('report_count', '+', 1) }))
        .where('id', '=', input.targetId)
        .returning(['report_count', 'status'])
        .executeTakeFirstOrThrow();
      const ref = { target: input.targetType, targetId: input.targetId, postId: item.postId, authorId: item.authorId };
      emit('content.reported', {
        ...ref,
        reportId: report.id,
        reporterId: viewer.id,
        reasonKey: input.reasonKey,
        reportCount: counted.report_count,
        at: now,
      });
      let hidden = counted.status === 'hidden';
      if (counted.report_count >= app.config.REPORT_HIDE_THRESHOLD && counted.status === 'visible') {
        await trx
          .updateTable(table)
          .set({ status: 'hidden', hidden_at: now })
          .where('id', '=', input.targetId)
          .where('status', '=', 'visible')
          .execute();
        hidden = true;
        emit('content.hidden', { ...ref, reportCount: counted.report_count, at: now });
      }
      return { reported: true as const, hidden };
    });
  } catch (error) {
    // Two reports of the same member at once: the index refused the second, nothing stayed.
    if (isUniqueViolation(error)) throw new AppError('REPORT_DUPLICATE');
    throw error;
  }
}
