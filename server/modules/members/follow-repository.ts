import { toIso } from '../../db/normalize.ts';
import type { DbOrTrx } from '../../lib/context.ts';

/** The SQL of following members (SPEC §4): one member_follows row per pair. */

export interface FollowRecord {
  id: number;
  followerId: number;
  followingId: number;
  createdAt: string;
}

function toRecord(row: { id: number; follower_id: number; following_id: number; created_at: string | Date }) {
  return { id: row.id, followerId: row.follower_id, followingId: row.following_id, createdAt: toIso(row.created_at) };
}

export async function findFollow(
  db: DbOrTrx,
  followerId: number,
  followingId: number,
): Promise<FollowRecord | undefined> {
  const row = await db
    .selectFrom('member_follows')
    .selectAll()
    .where('follower_id', '=', followerId)
    .where('following_id', '=', followingId)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function findFollowById(db: DbOrTrx, id: number): Promise<FollowRecord | undefined> {
  const row = await db.selectFrom('member_follows').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** Adds the pair unless it exists (two presses at once make one row); answers whether it was added. */
export async function insertFollow(
  db: DbOrTrx,
  followerId: number,
  followingId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('member_follows')
    .values({ follower_id: followerId, following_id: followingId, created_at: now })
    .onConflict((conflict) => conflict.columns(['follower_id', 'following_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteFollow(
  db: DbOrTrx,
  followerId: number,
  followingId: number,
): Promise<FollowRecord | undefined> {
  const row = await db
    .deleteFrom('member_follows')
    .where('follower_id', '=', followerId)
    .where('following_id', '=', followingId)
    .returningAll()
    .executeTakeFirst();
  return row && toRecord(row);
}

export interface FollowPage {
  rows: { userId: number; followedAt: string }[];
  total: number;
}

/**
 * A page of a member's followers (`direction` followers) or of whom they follow (following),
 * newest first, active members only: a withdrawn or banned member is not listed.
 */
export async function pageOfFollows(
  db: DbOrTrx,
  direction: 'followers' | 'following',
  userId: number,
  page: { limit: number; offset: number },
): Promise<FollowPage> {
  const [own, other] =
    direction === 'followers'
      ? (['member_follows.following_id', 'member_follows.follower_id'] as const)
      : (['member_follows.follower_id', 'member_follows.following_id'] as const);
  const base = db
    .selectFrom('member_follows')
    .innerJoin('users', 'users.id', other)
    .where(own, '=', userId)
    .where('users.status', '=', 'active');
  const [rows, total] = await Promise.all([
    base
      .select(['member_follows.follower_id', 'member_follows.following_id', 'member_follows.created_at'])
      .orderBy('member_follows.created_at', 'desc')
      .orderBy('member_follows.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    rows: rows.map((row) => ({
      userId: direction === 'followers' ? row.follower_id : row.following_id,
      followedAt: toIso(row.created_at),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** Which of these members the viewer follows. */
export async function followedAmong(db: DbOrTrx, viewerId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('member_follows')
    .select('following_id')
    .where('follower_id', '=', viewerId)
    .where('following_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((row) => row.following_id));
}

/**
 * A page of a member's followers by member id, after `afterId`: notifications' fan-out of a new
 * post (issue 29) walks them in batches, so a job taken over goes on where the rows say.
 */
export async function followerIdsAfter(
  db: DbOrTrx,
  memberId: number,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('member_follows')
    .select('follower_id')
    .where('following_id', '=', memberId)
    .where('follower_id', '>', afterId)
    .orderBy('follower_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.follower_id);
}
