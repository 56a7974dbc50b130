import type { AlarmData, AlarmKey } from '../../../common/contracts/notifications/alarms.ts';
import { followerIdsAfter } from '../members/service.ts';
import { findPostHead } from '../posts/posts/service.ts';
import { postFollowerIdsAfter } from '../posts/reactions/service.ts';
import type { NotificationsContext } from './context.ts';
import { deliver } from './delivery.ts';

/** A notice for everyone who follows a member or a post, delivered by a job (rules.ts). */
export interface FanOut {
  audience: 'memberFollowers' | 'postFollowers';
  /** The member or the post followed. */
  sourceId: number;
  key: Extract<AlarmKey, 'FOLLOW_USER_NEW_POST' | 'FOLLOW_POST_REPLY' | 'FOLLOW_POST_REPLY_REPLY'>;
  actorId: number;
  data: AlarmData;
  /** Members told already by the action itself (the post's author, the answered reply's). */
  exclude: number[];
  at: string;
}

declare module '../../jobs/queue.ts' {
  interface JobPayloads {
    'alarms.fanOut': FanOut;
  }
}

/** Followers told per transaction: a batch is a few milliseconds, and a takeover repeats at most one. */
export const FAN_OUT_BATCH = 500;

/**
 * The `alarms.fanOut` job: walks the followers in id order, a batch per transaction. Each row
 * is unique per recipient and group (the reply or post that made it), so a job run again after
 * its worker died (ADR 0019) skips whom it told already: each follower is told exactly once, and
 * mailed once, since only a new row schedules an e-mail. What became invisible since (the post
 * deleted, hidden or made private) tells nobody more.
 */
export async function runFanOut(ctx: NotificationsContext, job: FanOut, batchSize = FAN_OUT_BATCH): Promise<number> {
  const post = job.data.postId === null ? undefined : await findPostHead(ctx.db, job.data.postId);
  if (!post || post.status !== 'visible' || post.visibility === 'private') return 0;
  const exclude = new Set(job.exclude);
  const page = job.audience === 'memberFollowers' ? followerIdsAfter : postFollowerIdsAfter;
  let after = 0;
  let told = 0;
  for (;;) {
    const ids = await page(ctx.db, job.sourceId, after, batchSize);
    if (ids.length === 0) break;
    after = ids[ids.length - 1]!;
    const recipients = ids.filter((id) => !exclude.has(id));
    if (recipients.length === 0) continue;
    const delivered = await ctx.transaction((trx, emit) =>
      deliver(trx, ctx, emit, { key: job.key, actorId: job.actorId, data: job.data, at: job.at }, recipients, 'keep'),
    );
    told += delivered.length;
  }
  return told;
}
