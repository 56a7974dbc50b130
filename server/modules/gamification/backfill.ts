import { toIso } from '../../db/normalize.ts';
import type { Dialect } from '../../db/connection.ts';
import type { Db } from '../../lib/context.ts';
import { EventBus, type EventName } from '../../lib/events.ts';
import { registerScoreRules } from './rules.ts';

/**
 * Scores for what happened before the ledger existed (issue 28): the posts, replies, likes,
 * bookmarks and follows already in the database are replayed, oldest first, through the very
 * rules the live site runs (rules.ts), so the daily cap, the milestones and the levels come out
 * as if the ledger had always been there. Run once by the start-up steps, when the ledger's
 * migration is applied (an existing site's upgrade) or the demo community is seeded. The
 * celebrations of that past are marked shown: nobody should be greeted by last year's level-up.
 */

interface Fact {
  at: string;
  name: EventName;
  payload: Record<string, unknown>;
}

const silentLog = { error: () => undefined } as unknown as ConstructorParameters<typeof EventBus>[0];

export async function backfillScores(
  db: Db,
  parts: { dialect: Dialect; siteTimeZone: string; now: Date },
): Promise<{ rows: number }> {
  const facts = await collectFacts(db);
  const rules = new EventBus(silentLog);
  registerScoreRules(rules, {
    dialect: parts.dialect,
    config: { SITE_TIME_ZONE: parts.siteTimeZone },
  });
  await db.transaction().execute(async (trx) => {
    const record = () => undefined;
    for (const fact of facts) {
      for (const handler of rules.withinHandlersOf(fact.name)) await handler(trx, fact.payload as never, record);
    }
    await trx
      .updateTable('score_layers')
      .set({ shown_at: parts.now.toISOString() })
      .where('shown_at', 'is', null)
      .execute();
  });
  const count = await db
    .selectFrom('score_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows: Number(count.n) };
}

/** Whether the ledger has no row yet (the backfill's precondition). */
export async function ledgerIsEmpty(db: Db): Promise<boolean> {
  return (await db.selectFrom('score_events').select('id').limit(1).executeTakeFirst()) === undefined;
}

/** The past as the events the features would have sent, with the counts they would have carried. */
async function collectFacts(db: Db): Promise<Fact[]> {
  const facts: Fact[] = [];
  const counts = new Map<string, number>();
  const bump = (key: string) => {
    const next = (counts.get(key) ?? 0) + 1;
    counts.set(key, next);
    return next;
  };

  const posts = await db
    .selectFrom('posts')
    .select(['id', 'user_id', 'created_at'])
    .where('status', '=', 'visible')
    .execute();
  for (const post of posts) {
    facts.push({
      at: toIso(post.created_at),
      name: 'post.created',
      payload: { postId: post.id, authorId: post.user_id, at: toIso(post.created_at) },
    });
  }
  const replies = await db
    .selectFrom('replies')
    .innerJoin('posts', 'posts.id', 'replies.post_id')
    .select(['replies.id', 'replies.post_id', 'replies.user_id', 'replies.created_at', 'posts.user_id as post_author'])
    .where('replies.status', '=', 'visible')
    .where('posts.status', '=', 'visible')
    .execute();
  const likes = await db
    .selectFrom('post_likes')
    .innerJoin('posts', 'posts.id', 'post_likes.post_id')
    .select(['post_likes.post_id', 'post_likes.user_id', 'post_likes.created_at', 'posts.user_id as author'])
    .where('posts.status', '=', 'visible')
    .execute();
  const replyLikes = await db
    .selectFrom('reply_likes')
    .innerJoin('replies', 'replies.id', 'reply_likes.reply_id')
    .select([
      'reply_likes.reply_id',
      'reply_likes.user_id',
      'reply_likes.created_at',
      'replies.user_id as author',
      'replies.post_id',
    ])
    .where('replies.status', '=', 'visible')
    .execute();
  const bookmarks = await db
    .selectFrom('post_bookmarks')
    .innerJoin('posts', 'posts.id', 'post_bookmarks.post_id')
    .select([
      'post_bookmarks.post_id',
      'post_bookmarks.user_id',
      'post_bookmarks.created_at',
      'posts.user_id as author',
    ])
    .where('posts.status', '=', 'visible')
    .execute();
  const follows = await db
    .selectFrom('member_follows')
    .innerJoin('users as follower', 'follower.id', 'member_follows.follower_id')
    .select([
      'member_follows.id',
      'member_follows.follower_id',
      'member_follows.following_id',
      'member_follows.created_at',
    ])
    .where('follower.status', '=', 'active')
    .execute();

  // Counts grow in time order, as they did: the fifth like is the fifth by date.
  const timed = [
    ...replies.map((row) => ({ at: toIso(row.created_at), kind: 'reply' as const, row })),
    ...likes.map((row) => ({ at: toIso(row.created_at), kind: 'like' as const, row })),
    ...replyLikes.map((row) => ({ at: toIso(row.created_at), kind: 'replyLike' as const, row })),
    ...bookmarks.map((row) => ({ at: toIso(row.created_at), kind: 'bookmark' as const, row })),
    ...follows.map((row) => ({ at: toIso(row.created_at), kind: 'follow' as const, row })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  for (const entry of timed) {
    const { at } = entry;
    switch (entry.kind) {
      case 'reply': {
        const { row } = entry;
        const byOthers =
          row.user_id === row.post_author ? (counts.get(`others:${row.post_id}`) ?? 0) : bump(`others:${row.post_id}`);
        facts.push({
          at,
          name: 'reply.created',
          payload: {
            postId: row.post_id,
            authorId: row.post_author,
            replyId: row.id,
            replyAuthorId: row.user_id,
            repliesByOthers: byOthers,
            at,
          },
        });
        break;
      }
      case 'like': {
        const { row } = entry;
        const likeCount = bump(`like:post:${row.post_id}`);
        facts.push({
          at,
          name: 'like.added',
          payload: {
            target: 'post',
            targetId: row.post_id,
            postId: row.post_id,
            userId: row.user_id,
            targetAuthorId: row.author,
            likeCount,
            at,
          },
        });
        break;
      }
      case 'replyLike': {
        const { row } = entry;
        const likeCount = bump(`like:reply:${row.reply_id}`);
        facts.push({
          at,
          name: 'like.added',
          payload: {
            target: 'reply',
            targetId: row.reply_id,
            postId: row.post_id,
            userId: row.user_id,
            targetAuthorId: row.author,
            likeCount,
            at,
          },
        });
        break;
      }
      case 'bookmark': {
        const { row } = entry;
        const bookmarkCount = bump(`bookmark:${row.post_id}`);
        facts.push({
          at,
          name: 'bookmark.added',
          payload: { postId: row.post_id, userId: row.user_id, authorId: row.author, bookmarkCount, at },
        });
        break;
      }
      case 'follow': {
        const { row } = entry;
        const followerCount = bump(`followers:${row.following_id}`);
        facts.push({
          at,
          name: 'user.followed',
          payload: { followId: row.id, followerId: row.follower_id, followingId: row.following_id, followerCount, at },
        });
        break;
      }
    }
  }
  return facts.sort((a, b) => a.at.localeCompare(b.at));
}
