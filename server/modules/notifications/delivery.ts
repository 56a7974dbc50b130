import type { AlarmData, AlarmKey, AlarmType } from '../../../common/contracts/notifications/alarms.ts';
import type { Trx } from '../../lib/context.ts';
import { excerptOf } from '../posts/posts/service.ts';
import type { RecordEvent } from '../../lib/events.ts';
import type { NotificationsContext } from './context.ts';
import { MAILED_KEYS, scheduleAlarmMails } from './email/schedule.ts';
import { groupKeyOf, onSameGroup, type OnSameGroup, typeOf } from './kinds.ts';
import { deliverAlarm } from './repository.ts';

/** One notification to make, for one or many recipients. */
export interface Notice {
  key: AlarmKey;
  /** The type when it is not the key's own (a like: `like` with MY_POST or MY_REPLY, kinds.ts). */
  type?: AlarmType;
  actorId: number | null;
  data: AlarmData;
  at: string;
}

export const EMPTY_DATA: AlarmData = {
  postId: null,
  replyId: null,
  nickName: null,
  type: null,
  content: null,
  subject: null,
  userInfoId: null,
  level: null,
};

/** A notification's excerpt is shorter than a card's: two lines of a 400 px panel. */
const CONTENT_MAX = 120;

/** SPEC §3.4's content: the text cut as a card's excerpt is (never mid-word), null when empty. */
export function excerpt(text: string | null | undefined): string | null {
  const cut = text ? excerptOf(text, CONTENT_MAX) : '';
  return cut.length > 0 ? cut : null;
}

/**
 * Delivers a notice in the transaction given: the rows, the e-mails the recipients asked for
 * (P26), and the `alarms.changed` event sent after the commit for the live bells. Never to
 * the member who acted. Returns who received it now.
 */
export async function deliver(
  trx: Trx,
  ctx: Pick<NotificationsContext, 'clock' | 'config'>,
  record: RecordEvent,
  notice: Notice,
  recipientIds: readonly number[],
  onSame: OnSameGroup = onSameGroup(notice.key, notice.type),
): Promise<number[]> {
  const recipients = recipientIds.filter((id) => id !== notice.actorId);
  const delivered = await deliverAlarm(
    trx,
    {
      type: typeOf(notice.key, notice.type),
      key: notice.key,
      groupKey: groupKeyOf(notice.key, notice.data, notice.type),
      actorId: notice.actorId,
      postId: notice.data.postId,
      replyId: notice.data.replyId,
      data: notice.data,
      at: notice.at,
    },
    recipients,
    onSame,
  );
  if (delivered.length === 0) return delivered;
  record('alarms.changed', { userIds: delivered, at: notice.at });
  // SPEC §3.6 mails replies and new posts: a like (MY_POST under type `like`) is not mailed.
  const mailed = MAILED_KEYS.has(notice.key) && typeOf(notice.key, notice.type) === typeOf(notice.key);
  if (mailed && notice.data.postId !== null && notice.actorId !== null) {
    await scheduleAlarmMails(trx, ctx, {
      key: notice.key,
      postId: notice.data.postId,
      replyId: notice.data.replyId,
      actorId: notice.actorId,
      at: notice.at,
      recipientIds: delivered,
    });
  }
  return delivered;
}
