import type { AlarmKey } from '../../../../common/contracts/notifications/alarms.ts';
import type { AlarmMailKind } from '../../../../common/contracts/notifications/mail-settings.ts';
import type { MailTemplate } from '../../mail/service.ts';

/** The switches that are notification kinds; marketing is the consent on `users`. */
export type NoticeMailKind = Exclude<AlarmMailKind, 'marketing'>;

export const NOTICE_MAIL_KINDS = [
  'replyOnMyPost',
  'replyOnMyReply',
  'replyOnFollowedPost',
  'newPostByFollowed',
] as const satisfies readonly NoticeMailKind[];

/** SPEC §3.6's mailed notification keys and the switch each falls under. */
const KIND_OF_KEY: Partial<Record<AlarmKey, NoticeMailKind>> = {
  MY_POST_REPLY: 'replyOnMyPost',
  MY_REPLY: 'replyOnMyReply',
  FOLLOW_POST_REPLY: 'replyOnFollowedPost',
  FOLLOW_POST_REPLY_REPLY: 'replyOnFollowedPost',
  FOLLOW_USER_NEW_POST: 'newPostByFollowed',
};

export function mailKindOf(key: AlarmKey): NoticeMailKind | undefined {
  return KIND_OF_KEY[key];
}

/** A digest keeps the kinds of its waiting events as a bit set (alarm_mail_digests.kinds). */
export function kindBit(kind: NoticeMailKind): number {
  return 1 << NOTICE_MAIL_KINDS.indexOf(kind);
}

export function kindsOfBits(bits: number): NoticeMailKind[] {
  return NOTICE_MAIL_KINDS.filter((kind) => (bits & kindBit(kind)) !== 0);
}

/** The mail of one event of each kind. */
export const EVENT_TEMPLATE = {
  replyOnMyPost: 'alarmReplyOnMyPost',
  replyOnMyReply: 'alarmReplyOnMyReply',
  replyOnFollowedPost: 'alarmReplyOnFollowedPost',
  newPostByFollowed: 'alarmNewPostByFollowed',
} as const satisfies Record<NoticeMailKind, MailTemplate>;
