import {
  ALARM_KEY_TYPES,
  type AlarmData,
  type AlarmKey,
  type AlarmType,
} from '../../../common/contracts/notifications/alarms.ts';

/**
 * SPEC §5's de-duplication: every notification is kept except those grouped by type, key,
 * post, reply, actor and data type, of which only the newest stays. The reply and post kinds
 * listed here are never grouped: each reply, each new post is its own notification.
 */
const NEVER_GROUPED: ReadonlySet<AlarmKey> = new Set<AlarmKey>([
  'MY_POST_REPLY',
  'MY_POST',
  'MY_REPLY',
  'FOLLOW_POST_REPLY',
  'FOLLOW_USER_NEW_POST',
]);

/** Milestones are told once ever: reaching the threshold again (a like taken back and given) tells nothing. */
const ONCE: ReadonlySet<AlarmKey> = new Set<AlarmKey>([
  'USER_FOLLOW_10',
  'USER_FOLLOW_50',
  'USER_FOLLOW_100',
  'MY_POST_REPLY_4',
  'MY_POST_REPLY_REPLY_4',
  'LIKE_POST_5',
  'LIKE_POST_REPLY_5',
  'POST_BOOKMARK_5',
  'POST_REPORT',
  'POST_REPLY_REPORT',
]);

/**
 * A key's type. SPEC §3.4's keys name whose item it is; the type names what happened to it:
 * a like on my post is type `like` with key MY_POST, on my reply `like` with MY_REPLY (SPEC's
 * kind "like on my post or reply"); every other key has one type.
 */
export function typeOf(key: AlarmKey, type?: AlarmType): AlarmType {
  return type ?? ALARM_KEY_TYPES[key];
}

export function isGrouped(key: AlarmKey, type?: AlarmType): boolean {
  const actual = typeOf(key, type);
  return !((actual === 'reply' || actual === 'post') && NEVER_GROUPED.has(key));
}

/**
 * What a second notification of the same group does (ADR 0028): a grouped kind's newest
 * replaces the older in place (it moves to the top, unread, and counts again on the badge);
 * a milestone or a report's hiding stays as first told; a never-grouped kind is keyed by what
 * made it, so only the same delivery run twice (a fan-out job taken over) can meet itself.
 */
export type OnSameGroup = 'replace' | 'keep';

export function onSameGroup(key: AlarmKey, type?: AlarmType): OnSameGroup {
  return isGrouped(key, type) && !ONCE.has(key) ? 'replace' : 'keep';
}

/**
 * The row's group: unique per recipient (the alarms_user_group constraint). The actor stands
 * for SPEC's nickName (the same member under a changed nickname is the same group).
 */
export function groupKeyOf(
  key: AlarmKey,
  data: Pick<AlarmData, 'postId' | 'replyId' | 'userInfoId' | 'type'>,
  type?: AlarmType,
): string {
  if (!isGrouped(key, type)) {
    // Never grouped: named by what made it, a reply or a post.
    return data.replyId !== null ? `${key}:reply:${data.replyId}` : `${key}:post:${data.postId ?? 0}`;
  }
  return [typeOf(key, type), key, data.postId ?? '', data.replyId ?? '', data.userInfoId ?? '', data.type ?? ''].join(
    '|',
  );
}
