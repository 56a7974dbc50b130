import type { EventBus } from '../../lib/events.ts';
import type { Trx } from '../../lib/context.ts';
import type { RecordEvent } from '../../lib/events.ts';
import {
  countOnDay,
  daysWith,
  findHiddenGainsOfItem,
  findStandingGain,
  findStandingGainsOfItems,
} from './ledger-repository.ts';
import { type LedgerContext, type LedgerScope, lockInScope, pay, payAgain, takeBack } from './ledger.ts';
import {
  BOOKMARK_MILESTONE,
  CANCEL_WINDOWS_MS,
  FOLLOWER_MILESTONES,
  type GainKey,
  LIKE_MILESTONE,
  LOGIN_STREAK_DAYS,
  POST_READS_PER_DAY,
  REPLY_MILESTONE,
  type TakeBackKey,
} from './points.ts';
import { siteDay } from '../../lib/site-day.ts';

/**
 * The thresholds of likes, bookmarks and replies by others are met when the count equals them:
 * the count is the item's counter, raised one at a time under its row's lock in this same
 * transaction, so exactly one action sees it (a count falling back and rising again meets the
 * milestone's once_key). Follower counts are checked with ≥: a follow is rarer, and the three
 * thresholds are one check.
 *
 * DECISIONS P20 as subscribers of the features' events, run inside the action's transaction
 * (ADR 0027): each says what its event pays, to whom, and what it takes back.
 */
export function registerScoreRules(bus: EventBus, ctx: LedgerContext): void {
  const scope = (trx: Trx, record: RecordEvent, at: string): LedgerScope => ({
    trx,
    ctx,
    record,
    at: new Date(at),
    tallies: new Map(),
  });

  // Writing, and the take-backs of deletion and report-hiding.
  bus.within('post.created', async (trx, event, record) => {
    const post = `post:${event.postId}`;
    await pay(scope(trx, record, event.at), {
      userId: event.authorId,
      key: 'POST_WRITE',
      item: post,
      postId: event.postId,
    });
  });
  bus.within('reply.created', async (trx, event, record) => {
    const s = scope(trx, record, event.at);
    await lockInScope(s, [event.replyAuthorId, event.authorId]);
    const reply = `reply:${event.replyId}`;
    await pay(s, { userId: event.replyAuthorId, key: 'REPLY_WRITE', item: reply, postId: event.postId });
    if (event.replyAuthorId !== event.authorId && event.repliesByOthers === REPLY_MILESTONE.at) {
      await payMilestone(s, event.authorId, REPLY_MILESTONE.key, `post:${event.postId}`, event.postId);
    }
  });
  bus.within('post.deleted', async (trx, event, record) => {
    // The replies deleted with the post are taken back as deleted replies (P20's REPLY_DELETE, −1), not as the post.
    const s = scope(trx, record, event.at);
    await takeBackContent(s, [`post:${event.postId}`], 'POST_DELETE');
    await takeBackContent(
      s,
      event.replyIds.map((id) => `reply:${id}`),
      'REPLY_DELETE',
    );
  });
  bus.within('reply.deleted', async (trx, event, record) => {
    await takeBackContent(
      scope(trx, record, event.at),
      event.replyIds.map((id) => `reply:${id}`),
      'REPLY_DELETE',
    );
  });
  bus.within('content.hidden', async (trx, event, record) => {
    await takeBackContent(scope(trx, record, event.at), [`${event.target}:${event.targetId}`], 'CONTENT_HIDDEN');
  });
  // Issue 32: an administrator restores hidden content; what hiding took back is paid again, once.
  bus.within('content.restored', async (trx, event, record) => {
    const s = scope(trx, record, event.at);
    const hidden = await findHiddenGainsOfItem(trx, `${event.target}:${event.targetId}`);
    await lockInScope(
      s,
      hidden.map((entry) => entry.gain.userId),
    );
    for (const entry of hidden) await payAgain(s, entry.takeBackId, entry.gain);
  });

  // Likes, bookmarks and follows: the gain, its milestone for the item's author, the cancel window.
  bus.within('like.added', async (trx, event, record) => {
    const s = scope(trx, record, event.at);
    await lockInScope(s, [event.userId, event.targetAuthorId]);
    const item = `${event.target}:${event.targetId}`;
    await payStanding(s, { userId: event.userId, key: 'LIKE', item, postId: event.postId });
    if (event.likeCount === LIKE_MILESTONE.at) {
      await payMilestone(s, event.targetAuthorId, LIKE_MILESTONE.key, item, event.postId);
    }
  });
  bus.within('like.removed', async (trx, event, record) => {
    const item = `${event.target}:${event.targetId}`;
    await cancel(
      scope(trx, record, event.at),
      { userId: event.userId, key: 'LIKE', item },
      event.likedAt,
      'LIKE_CANCEL',
    );
  });
  bus.within('bookmark.added', async (trx, event, record) => {
    const s = scope(trx, record, event.at);
    await lockInScope(s, [event.userId, event.authorId]);
    const item = `post:${event.postId}`;
    await payStanding(s, { userId: event.userId, key: 'POST_BOOKMARK', item, postId: event.postId });
    if (event.bookmarkCount === BOOKMARK_MILESTONE.at) {
      await payMilestone(s, event.authorId, BOOKMARK_MILESTONE.key, item, event.postId);
    }
  });
  bus.within('bookmark.removed', async (trx, event, record) => {
    const gain = { userId: event.userId, key: 'POST_BOOKMARK' as const, item: `post:${event.postId}` };
    await cancel(scope(trx, record, event.at), gain, event.bookmarkedAt, 'POST_BOOKMARK_CANCEL');
  });
  bus.within('user.followed', async (trx, event, record) => {
    const s = scope(trx, record, event.at);
    await lockInScope(s, [event.followerId, event.followingId]);
    await payStanding(s, { userId: event.followerId, key: 'USER_FOLLOW', item: `member:${event.followingId}` });
    for (const milestone of FOLLOWER_MILESTONES) {
      if (event.followerCount < milestone.at) continue;
      // Once per member, ever (P20): unfollowing and following again pays nothing more.
      await pay(s, {
        userId: event.followingId,
        key: milestone.key,
        item: `member:${event.followingId}`,
        onceKey: milestone.key,
        ...(milestone.layer ? { layer: milestone.layer } : {}),
      });
    }
  });
  bus.within('user.unfollowed', async (trx, event, record) => {
    const gain = { userId: event.followerId, key: 'USER_FOLLOW' as const, item: `member:${event.followingId}` };
    await cancel(scope(trx, record, event.at), gain, event.followedAt, 'USER_FOLLOW_CANCEL');
  });

  // Reading, the profile's first settings, and the daily visit with its 5-day streak.
  bus.within('post.viewed', async (trx, event, record) => {
    if (event.viewerId === null || event.viewerId === event.authorId) return;
    const s = scope(trx, record, event.at);
    if (
      (await countOnDay(trx, event.viewerId, siteDay(s.at, ctx.config.SITE_TIME_ZONE), 'POST_READ')) >=
      POST_READS_PER_DAY
    ) {
      return;
    }
    const item = `post:${event.postId}`;
    await pay(s, {
      userId: event.viewerId,
      key: 'POST_READ',
      item,
      postId: event.postId,
      onceKey: `POST_READ:${item}`,
    });
  });
  bus.within('user.mbtiChanged', async (trx, event, record) => {
    if (event.mbtiId === null) return;
    await pay(scope(trx, record, event.at), {
      userId: event.userId,
      key: 'MBTI_FIRST_SETTING',
      item: null,
      onceKey: 'MBTI_FIRST_SETTING',
    });
  });
  bus.within('user.profileUpdated', async (trx, event, record) => {
    if (!event.introduced || !event.fields.includes('introduce')) return;
    await pay(scope(trx, record, event.at), {
      userId: event.userId,
      key: 'PROFILE_FIRST_INTRO',
      item: null,
      onceKey: 'PROFILE_FIRST_INTRO',
    });
  });
  bus.within('user.signedIn', async (trx, event, record) => recordVisit(scope(trx, record, event.at), event.userId));
  bus.within('user.returned', async (trx, event, record) => recordVisit(scope(trx, record, event.at), event.userId));
}

/** A gain paid while none of the same key on the same item stands (a like kept after its window). */
async function payStanding(s: LedgerScope, gain: { userId: number; key: GainKey; item: string; postId?: number }) {
  await pay(s, { ...gain, unlessStanding: true });
}

/** P20: a milestone of an item, once ever, to its author. */
async function payMilestone(s: LedgerScope, userId: number, key: GainKey, item: string, postId: number) {
  await pay(s, { userId, key, item, postId, onceKey: `${key}:${item}` });
}

/**
 * P20's cancel windows: taken back within the window (strictly less than it), free after. The
 * window runs from the gain, not from the reaction cancelled: a like given again after a free
 * cancel paid nothing (the old gain stands), so cancelling it takes nothing back either.
 */
async function cancel(
  s: LedgerScope,
  gain: { userId: number; key: GainKey; item: string },
  givenAt: string,
  key: keyof typeof CANCEL_WINDOWS_MS,
) {
  if (s.at.getTime() - new Date(givenAt).getTime() >= CANCEL_WINDOWS_MS[key]) return;
  const standing = await findStandingGain(s.trx, gain);
  if (!standing || s.at.getTime() - new Date(standing.createdAt).getTime() >= CANCEL_WINDOWS_MS[key]) return;
  await takeBack(s, standing, key);
}

/** What a post or reply earned its author: taken back when it is deleted or hidden (P20). */
const EARNED_BY_CONTENT: readonly GainKey[] = [
  'POST_WRITE',
  'REPLY_WRITE',
  'LIKE_POST_REPLY_5',
  'POST_REPLY_4',
  'POST_BOOKMARK_5',
];

async function takeBackContent(s: LedgerScope, items: readonly string[], key: TakeBackKey) {
  const gains = await findStandingGainsOfItems(s.trx, items, EARNED_BY_CONTENT);
  await lockInScope(
    s,
    gains.map((gain) => gain.userId),
  );
  for (const gain of gains) await takeBack(s, gain, key);
}

/** The day before a YYYY-MM-DD site day. */
function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * P20, P30: the first visit of a site day pays LOGIN; the fifth consecutive day since the last
 * reward pays LOGIN_DAILY_5 with its celebration, and the streak starts again.
 */
async function recordVisit(s: LedgerScope, userId: number) {
  const today = siteDay(s.at, s.ctx.config.SITE_TIME_ZONE);
  const paid = await pay(s, { userId, key: 'LOGIN', item: `day:${today}`, onceKey: `LOGIN:${today}` });
  if (paid === undefined) return;
  let first = today;
  for (let n = 1; n < LOGIN_STREAK_DAYS; n += 1) first = previousDay(first);
  const logins = await daysWith(s.trx, userId, 'LOGIN', first);
  const rewards = await daysWith(s.trx, userId, 'LOGIN_DAILY_5', first);
  let day = today;
  for (let n = 0; n < LOGIN_STREAK_DAYS; n += 1, day = previousDay(day)) {
    // A reward inside the last five days ended that streak: this one is still growing.
    if (!logins.has(day) || (n > 0 && rewards.has(day))) return;
  }
  await pay(s, {
    userId,
    key: 'LOGIN_DAILY_5',
    item: `day:${today}`,
    onceKey: `LOGIN_DAILY_5:${today}`,
    layer: 'LOGIN_DAILY_5',
  });
}
