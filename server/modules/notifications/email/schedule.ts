import type { AlarmKey } from '../../../../common/contracts/notifications/alarms.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import type { Trx } from '../../../lib/context.ts';
import type { NotificationsContext } from '../context.ts';
import { kindBit, mailKindOf } from './kinds.ts';
import { addToDigests, mailableRecipients } from './repository.ts';

declare module '../../../jobs/queue.ts' {
  interface JobPayloads {
    /** Mails a post's due digests (send.ts). */
    'alarms.mail': { postId: number };
  }
}

/** Notifications that may become an e-mail (SPEC §3.6, P26): what happened, and who was told. */
export interface MailableDelivery {
  key: AlarmKey;
  postId: number;
  replyId: number | null;
  actorId: number;
  at: string;
  /** The members the notification was just delivered to (each once). */
  recipientIds: readonly number[];
}

/**
 * A digest still waiting this long after it was due lost its job (it went dead after its last
 * attempt): the next event about the post schedules another. Longer than a job's retries.
 */
export const STALLED_AFTER_MS = 6 * 60 * 60 * 1000;

/** The kinds SPEC §3.6 sends e-mails for. */
export const MAILED_KEYS: ReadonlySet<AlarmKey> = new Set<AlarmKey>([
  'MY_POST_REPLY',
  'MY_REPLY',
  'FOLLOW_POST_REPLY',
  'FOLLOW_POST_REPLY_REPLY',
  'FOLLOW_USER_NEW_POST',
]);

/**
 * Called in the transaction that delivered the notifications: queues the e-mails the
 * recipients asked for (P26), at most one per post per member per hour (P27's outbox).
 *
 * Set-based: one query picks who may get this kind (active members, no administrators, the
 * kind on), one upsert adds the event to each one's digest of the post, and one `alarms.mail`
 * job per due time mails them: now for a first event, when the quiet hour after the last mail
 * ends for the others. Events arriving while a digest waits only add to it (the job is already
 * scheduled), so the member gets one mail counting them all.
 * Times are compared as ISO 8601 text of one format (toISOString), which sorts as time.
 */
export async function scheduleAlarmMails(
  trx: Trx,
  ctx: Pick<NotificationsContext, 'clock' | 'config'>,
  delivery: MailableDelivery,
): Promise<void> {
  const kind = mailKindOf(delivery.key);
  if (!kind || delivery.recipientIds.length === 0) return;
  const now = ctx.clock.now().toISOString();
  const recipients = await mailableRecipients(trx, delivery.recipientIds, kind);
  const waiting = await addToDigests(
    trx,
    recipients,
    {
      postId: delivery.postId,
      key: delivery.key,
      kindBit: kindBit(kind),
      actorId: delivery.actorId,
      replyId: delivery.replyId,
      at: now,
    },
    STALLED_AFTER_MS,
  );
  // Due now or later; a stalled digest's job runs now.
  const dueTimes = new Set(waiting.map((digest) => (digest.dueAt < now ? now : digest.dueAt)));
  for (const dueAt of dueTimes) {
    await enqueueJob(trx, { type: 'alarms.mail', payload: { postId: delivery.postId }, runAt: new Date(dueAt) }, ctx);
  }
}
