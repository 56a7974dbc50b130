import type { AlarmKey } from '../../../../common/contracts/notifications/alarms.ts';
import type { Trx } from '../../../lib/context.ts';
import type { NotificationsContext } from '../context.ts';

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
 */
export async function scheduleAlarmMails(
  _trx: Trx,
  _ctx: Pick<NotificationsContext, 'clock' | 'config'>,
  _delivery: MailableDelivery,
): Promise<void> {
  // Filled in by the e-mail part of issue 29.
}
