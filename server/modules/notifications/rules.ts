import type { AlarmKey } from '../../../common/contracts/notifications/alarms.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { Trx } from '../../lib/context.ts';
import type { EventBus, RecordEvent } from '../../lib/events.ts';
import { findUserById } from '../accounts/service.ts';
import { followerIdsAfter } from '../members/service.ts';
import { findPostHead } from '../posts/posts/service.ts';
import { postFollowerIdsAfter } from '../posts/reactions/service.ts';
import { countAnswersByOthers, findReply } from '../posts/replies/service.ts';
import type { NotificationsContext } from './context.ts';
import { deliver, EMPTY_DATA, excerpt, type Notice } from './delivery.ts';
import type { FanOut } from './fan-out.ts';
import { deleteAlarmsOfMember } from './repository.ts';

/** SPEC §9: a reply's answers by others reaching 4 tell its author (MY_POST_REPLY_REPLY_4). */
export const ANSWERS_MILESTONE = 4;

/** Gamification's milestones (P20, paid once ever) and the notifications they make (SPEC §3.4). */
function milestoneKey(scoreKey: string, item: string | null): AlarmKey | null {
  switch (scoreKey) {
    case 'USER_FOLLOW_10':
    case 'USER_FOLLOW_50':
    case 'USER_FOLLOW_100':
    case 'POST_BOOKMARK_5':
      return scoreKey;
    case 'POST_REPLY_4':
      return 'MY_POST_REPLY_4';
    case 'LIKE_POST_REPLY_5':
      return item?.startsWith('reply:') ? 'LIKE_POST_REPLY_5' : 'LIKE_POST_5';
    default:
      return null;
  }
}

/** The threshold a milestone names, shown in its sentence's data. */
const MILESTONE_AT: Partial<Record<AlarmKey, number>> = {
  USER_FOLLOW_10: 10,
  USER_FOLLOW_50: 50,
  USER_FOLLOW_100: 100,
  MY_POST_REPLY_4: 4,
  MY_POST_REPLY_REPLY_4: ANSWERS_MILESTONE,
  LIKE_POST_5: 5,
  LIKE_POST_REPLY_5: 5,
  POST_BOOKMARK_5: 5,
};

/**
 * P26: the notifications of SPEC §3.4, made by the server from the features' events. Those
 * for one member are written inside the action's transaction (`bus.within`, as the score
 * ledger, ADR 0027): the reply and its notification commit together. Those for followers,
 * any number of them, are a job written in that same transaction (fan-out.ts): the action
 * stays as fast with 10,000 followers as with none, and a crash loses none of them.
 */
export function registerNotificationRules(bus: EventBus, ctx: NotificationsContext): void {
  // The account's row only: a member card would count the actor's followers, 10,000 rows for some.
  const nickNameOf = async (trx: Trx, userId: number) => (await findUserById(trx, userId))?.nickName ?? null;
  const send = (trx: Trx, record: RecordEvent, notice: Notice, recipients: readonly number[]) =>
    deliver(trx, ctx, record, notice, recipients);
  // A job only where someone beyond those told already follows: most posts have no follower.
  const fanOut = async (trx: Trx, job: FanOut) => {
    const page = job.audience === 'memberFollowers' ? followerIdsAfter : postFollowerIdsAfter;
    const first = await page(trx, job.sourceId, 0, job.exclude.length + 1);
    if (first.every((id) => job.exclude.includes(id))) return;
    await enqueueJob(trx, { type: 'alarms.fanOut', payload: job }, ctx);
  };

  bus.within('reply.created', async (trx, event, record) => {
    const actor = event.replyAuthorId;
    const base = {
      ...EMPTY_DATA,
      postId: event.postId,
      replyId: event.replyId,
      nickName: await nickNameOf(trx, actor),
      type: event.type,
      content: excerpt(event.contentText),
      subject: event.title,
      userInfoId: actor,
    };
    // The answered reply's author hears MY_REPLY; the post's author MY_POST_REPLY, once. On a
    // private post (P14) only its author may see it: nobody else is told.
    const post = await findPostHead(trx, event.postId);
    const open = post?.visibility !== 'private';
    const told = new Set<number>([actor]);
    if (
      event.parentAuthorId !== null &&
      !told.has(event.parentAuthorId) &&
      (open || event.parentAuthorId === event.authorId)
    ) {
      await send(trx, record, { key: 'MY_REPLY', actorId: actor, data: base, at: event.at }, [event.parentAuthorId]);
      told.add(event.parentAuthorId);
    }
    if (!told.has(event.authorId)) {
      await send(trx, record, { key: 'MY_POST_REPLY', actorId: actor, data: base, at: event.at }, [event.authorId]);
      told.add(event.authorId);
    }
    if (open) {
      await fanOut(trx, {
        audience: 'postFollowers',
        sourceId: event.postId,
        key: event.parentId === null ? 'FOLLOW_POST_REPLY' : 'FOLLOW_POST_REPLY_REPLY',
        actorId: actor,
        data: base,
        exclude: [...told],
        at: event.at,
      });
    }
    // The answered reply reaching 4 answers by others tells its author, once.
    if (open && event.parentId !== null && event.parentAuthorId !== null) {
      const answers = await countAnswersByOthers(trx, event.parentId, event.parentAuthorId);
      if (answers === ANSWERS_MILESTONE) {
        const parent = await findReply(trx, event.parentId);
        await send(
          trx,
          record,
          {
            key: 'MY_POST_REPLY_REPLY_4',
            actorId: null,
            data: {
              ...EMPTY_DATA,
              postId: event.postId,
              replyId: event.parentId,
              type: event.type,
              subject: event.title,
              content: excerpt(parent?.contentText),
              level: ANSWERS_MILESTONE,
            },
            at: event.at,
          },
          [event.parentAuthorId],
        );
      }
    }
  });

  bus.within('post.created', async (trx, event) => {
    // A private post is for its author and administrators (P14): no follower is told of it.
    if (event.visibility === 'private') return;
    await fanOut(trx, {
      audience: 'memberFollowers',
      sourceId: event.authorId,
      key: 'FOLLOW_USER_NEW_POST',
      actorId: event.authorId,
      data: {
        ...EMPTY_DATA,
        postId: event.postId,
        nickName: await nickNameOf(trx, event.authorId),
        type: event.type,
        subject: event.title,
        userInfoId: event.authorId,
      },
      exclude: [event.authorId],
      at: event.at,
    });
  });

  // SPEC §3.4's "like on my post or reply": one per liker and item (SPEC §5 groups them), so a
  // like taken back and given again moves it up rather than adding another.
  bus.within('like.added', async (trx, event, record) => {
    const post = await findPostHead(trx, event.postId);
    if (!post) return;
    const reply = event.target === 'reply' ? await findReply(trx, event.targetId) : undefined;
    const notice: Notice = {
      key: event.target === 'reply' ? 'MY_REPLY' : 'MY_POST',
      type: 'like',
      actorId: event.userId,
      data: {
        ...EMPTY_DATA,
        postId: post.id,
        replyId: reply?.id ?? null,
        nickName: await nickNameOf(trx, event.userId),
        type: post.type,
        subject: post.title,
        content: excerpt(reply?.contentText),
        userInfoId: event.userId,
      },
      at: event.at,
    };
    await send(trx, record, notice, [event.targetAuthorId]);
  });

  bus.within('user.followed', async (trx, event, record) => {
    const notice: Notice = {
      key: 'USER_FOLLOW',
      actorId: event.followerId,
      data: { ...EMPTY_DATA, nickName: await nickNameOf(trx, event.followerId), userInfoId: event.followerId },
      at: event.at,
    };
    await send(trx, record, notice, [event.followingId]);
  });

  bus.within('score.levelUp', async (trx, event, record) => {
    const notice: Notice = {
      key: 'LEVEL_UP',
      actorId: null,
      data: { ...EMPTY_DATA, level: event.level },
      at: event.at,
    };
    await send(trx, record, notice, [event.userId]);
  });

  bus.within('score.milestone', async (trx, event, record) => {
    const key = milestoneKey(event.key, event.item);
    if (!key) return;
    const [kind, rawId] = (event.item ?? '').split(':');
    const id = Number(rawId);
    let data = { ...EMPTY_DATA, level: MILESTONE_AT[key] ?? null };
    if (kind === 'post' || kind === 'reply') {
      const reply = kind === 'reply' ? await findReply(trx, id) : undefined;
      const post = await findPostHead(trx, reply ? reply.postId : id);
      data = {
        ...data,
        postId: post?.id ?? null,
        replyId: reply?.id ?? null,
        type: post?.type ?? null,
        subject: post?.title ?? null,
        content: excerpt(reply?.contentText),
      };
    }
    await send(trx, record, { key, actorId: null, data, at: event.at }, [event.userId]);
  });

  bus.within('content.hidden', async (trx, event, record) => {
    const post = await findPostHead(trx, event.postId);
    const reply = event.target === 'reply' ? await findReply(trx, event.targetId) : undefined;
    const notice: Notice = {
      key: event.target === 'reply' ? 'POST_REPLY_REPORT' : 'POST_REPORT',
      actorId: null,
      data: {
        ...EMPTY_DATA,
        postId: event.postId,
        replyId: reply?.id ?? null,
        type: post?.type ?? null,
        subject: post?.title ?? null,
        content: excerpt(reply?.contentText),
      },
      at: event.at,
    };
    await send(trx, record, notice, [event.authorId]);
  });

  // P11: an erased member's notifications go, and so do those that name them.
  bus.within('user.erased', async (trx, event) => {
    await deleteAlarmsOfMember(trx, event.userId);
  });
}
