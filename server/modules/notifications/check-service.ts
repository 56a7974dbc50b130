import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findUserById } from '../accounts/service.ts';
import { profileRefusal } from '../members/service.ts';
import { loadPostForAction } from '../posts/posts/service.ts';
import { loadReplyForAction } from '../posts/replies/service.ts';
import { alarmPath } from './bell-service.ts';
import type { NotificationsContext } from './context.ts';
import { findAlarm, setShown } from './repository.ts';

type Reader = Pick<Viewer, 'id' | 'admin'>;

/**
 * SPEC §5: before a notification is followed, what it leads to must still be there and be
 * visible to the member: the reply (deleted or hidden: REPLY_REMOVE), the post (deleted or
 * hidden: POST_REMOVE; private or gone: NOT_FOUND), the member who followed (withdrawn:
 * MEMBER_WITHDRAWN; banned: MEMBER_SUSPENDED). The same checks as reading it, so the answer
 * tells no more than the page would. The notification is marked read either way: it was pressed.
 */
export async function checkAlarm(
  ctx: Pick<NotificationsContext, 'db' | 'clock' | 'transaction'>,
  reader: Reader,
  id: number,
): Promise<{ path: string }> {
  const alarm = await findAlarm(ctx.db, reader.id, id);
  if (!alarm) throw new AppError('NOT_FOUND');
  // Pressed is read, whether it still leads somewhere or not.
  if (!alarm.show) {
    await ctx.transaction(async (trx, emit) => {
      await setShown(trx, reader.id, alarm.id, true);
      emit('alarms.changed', { userIds: [reader.id], at: ctx.clock.now().toISOString() });
    });
  }
  if (alarm.key === 'USER_FOLLOW') {
    const member = alarm.data.userInfoId === null ? undefined : await findUserById(ctx.db, alarm.data.userInfoId);
    if (!member) throw new AppError('NOT_FOUND');
    const refusal = profileRefusal(reader, { id: member.id, status: member.status });
    if (refusal) throw new AppError(refusal);
  } else if (alarm.replyId !== null) {
    await loadReplyForAction(ctx.db, alarm.replyId, reader);
  } else if (alarm.postId !== null) {
    await loadPostForAction(ctx.db, alarm.postId, reader);
  }
  return { path: alarmPath(alarm) };
}
