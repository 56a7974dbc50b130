import type { AlarmKey } from '../../../common/contracts/notifications/alarms.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findPostHead } from '../posts/posts/service.ts';
import { findReply } from '../posts/replies/service.ts';
import type { NotificationsContext } from './context.ts';
import { countMadeBy } from './repository.ts';

type Ctx = Pick<NotificationsContext, 'db'>;
type Reader = Pick<Viewer, 'id'>;

/** The answer of SPEC §7.4's calls: what the server made of the member's action; they make nothing. */
export interface CompatAnswer {
  existing: number;
  created: 0;
}

const REPLY_KEYS: readonly AlarmKey[] = ['MY_POST_REPLY', 'MY_REPLY', 'FOLLOW_POST_REPLY', 'FOLLOW_POST_REPLY_REPLY'];

/**
 * The old web made notifications itself with these calls; here the server makes each one from
 * what happened (P26), and a client can name anything. So they only verify that the item exists
 * and is the member's own, and count what their action made: idempotent, and nothing is created
 * that the server did not see happen (P20's rule for the score, held for notifications too).
 */
async function ownReply(ctx: Ctx, reader: Reader, replyId: number): Promise<void> {
  const reply = await findReply(ctx.db, replyId);
  if (!reply || reply.status === 'deleted') throw new AppError('NOT_FOUND');
  if (reply.authorId !== reader.id) throw new AppError('FORBIDDEN');
}

async function ownPost(ctx: Ctx, reader: Reader, postId: number): Promise<void> {
  const post = await findPostHead(ctx.db, postId);
  if (!post || post.status === 'deleted') throw new AppError('NOT_FOUND');
  if (post.authorId !== reader.id) throw new AppError('FORBIDDEN');
}

export async function compatAdd(
  ctx: Ctx,
  reader: Reader,
  body: {
    key: AlarmKey;
    postId?: number | undefined;
    replyId?: number | undefined;
    targetUserInfoId?: number | undefined;
  },
): Promise<CompatAnswer> {
  if (body.replyId !== undefined) await ownReply(ctx, reader, body.replyId);
  else if (body.postId !== undefined && body.key !== 'USER_FOLLOW') await ownPost(ctx, reader, body.postId);
  const existing = await countMadeBy(ctx.db, reader.id, {
    keys: [body.key],
    ...(body.postId !== undefined ? { postId: body.postId } : {}),
    ...(body.replyId !== undefined ? { replyId: body.replyId } : {}),
    ...(body.targetUserInfoId !== undefined ? { userId: body.targetUserInfoId } : {}),
  });
  return { existing, created: 0 };
}

export async function compatAddPostList(ctx: Ctx, reader: Reader, postId: number): Promise<CompatAnswer> {
  await ownPost(ctx, reader, postId);
  return { existing: await countMadeBy(ctx.db, reader.id, { keys: ['FOLLOW_USER_NEW_POST'], postId }), created: 0 };
}

export async function compatAddReplyList(ctx: Ctx, reader: Reader, replyId: number): Promise<CompatAnswer> {
  await ownReply(ctx, reader, replyId);
  return { existing: await countMadeBy(ctx.db, reader.id, { keys: REPLY_KEYS, replyId }), created: 0 };
}
