import type { Alarm } from '../../../../common/contracts/notifications/alarms.ts';

/** A reply notification as get_alarm_list answers it, made by member 7 ("Baker"). */
export function replyAlarm(id: number, over: Partial<Alarm> = {}): Alarm {
  const fields = {
    postId: 5,
    replyId: 50 + id,
    nickName: 'Baker',
    type: 'forum',
    content: `Reply text ${id}`,
    subject: 'Sourdough',
    userInfoId: 7,
    level: null,
  };
  return {
    id,
    userInfoId: 1,
    type: 'reply',
    key: 'MY_POST_REPLY',
    show: false,
    createdAt: '2026-11-28T11:57:00.000Z',
    data: JSON.stringify(fields),
    fields,
    message: `Baker replied to your post "Sourdough" (${id})`,
    actor: {
      id: 7,
      nickName: 'Baker',
      admin: false,
      deprecated: false,
      jobKey: null,
      mbtiId: null,
      characterKey: 'donut',
      level: 1,
      temperature: 36.5,
      profileImagePath: null,
      profileBaseImageIndex: null,
      badge: null,
    },
    path: `/post/5#reply-${50 + id}`,
    ...over,
  };
}

export const NOW = '2026-11-28T12:00:00.000Z';
