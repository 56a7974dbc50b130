import type { z } from 'zod';
import type { followRowSchema } from '../../../common/contracts/members.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { loadMemberCards } from './cards.ts';
import type { MembersContext } from './context.ts';
import './events.ts';
import {
  deleteFollow,
  findFollow,
  findFollowById,
  followedAmong,
  insertFollow,
  pageOfFollows,
} from './follow-repository.ts';
import { canFollow, profileRefusal } from './policy.ts';
import { findProfileRow, followCounts } from './repository.ts';

/** Following members (SPEC §4, §7.1; DECISIONS P17): the press, and both lists. */

export interface FollowPress {
  /** SPEC §7.1 names the acting member; it can only ever be the signed-in one. */
  userInfoId?: number | undefined;
  followingUserInfoId: number;
  key: 'USER_FOLLOW' | 'USER_FOLLOW_CANCEL';
  /** The follow record, when unfollowing. */
  id?: number | undefined;
}

/**
 * Follows or unfollows as the signed-in member, whatever the body says of anyone else: a
 * `userInfoId` naming another member is refused (403), never acted on. Each key sets a state, so
 * pressing it twice answers the same state again and changes nothing (the toggles' way, ADR
 * 0015); every press counts towards P17. Events go out after the commit, once per change.
 */
export async function pressFollow(
  ctx: Pick<MembersContext, 'db' | 'transaction' | 'clock' | 'limits'>,
  viewer: Pick<Viewer, 'id' | 'admin'>,
  press: FollowPress,
): Promise<{ active: boolean; count: number; id: number | null }> {
  if (press.userInfoId !== undefined && press.userInfoId !== viewer.id) throw new AppError('FORBIDDEN');
  const target = await findProfileRow(ctx.db, press.followingUserInfoId);
  if (!target || target.status === 'pending') throw new AppError('NOT_FOUND');
  if (target.id === viewer.id) throw new AppError('FOLLOW_SELF');
  const following = press.key === 'USER_FOLLOW';
  // Anyone may stop following whatever became of the member since; following needs an active one.
  if (following && !canFollow(viewer, target)) throw new AppError(profileRefusal(null, target) ?? 'FORBIDDEN');
  if (press.id !== undefined) {
    const record = await findFollowById(ctx.db, press.id);
    if (record && (record.followerId !== viewer.id || record.followingId !== target.id)) {
      throw new AppError('FORBIDDEN');
    }
  }
  await ctx.limits.check('follow', viewer.id);
  const at = ctx.clock.now().toISOString();
  return ctx.transaction(async (trx, emit) => {
    if (following) {
      const added = await insertFollow(trx, viewer.id, target.id, at);
      const record = await findFollow(trx, viewer.id, target.id);
      const { followers } = await followCounts(trx, target.id);
      if (added && record) {
        emit('user.followed', {
          followId: record.id,
          followerId: viewer.id,
          followingId: target.id,
          followerCount: followers,
          at,
        });
      }
      return { active: true, count: followers, id: record?.id ?? null };
    }
    const removed = await deleteFollow(trx, viewer.id, target.id);
    const { followers } = await followCounts(trx, target.id);
    if (removed) {
      emit('user.unfollowed', {
        followId: removed.id,
        followerId: viewer.id,
        followingId: target.id,
        followerCount: followers,
        followedAt: removed.createdAt,
        at,
      });
    }
    return { active: false, count: followers, id: null };
  });
}

type FollowRow = z.input<typeof followRowSchema>;

/** A member's followers or followings, as cards with the viewer's follow-back state. */
export async function listFollows(
  ctx: Pick<MembersContext, 'db'>,
  reader: Pick<Viewer, 'id' | 'admin'> | null,
  direction: 'followers' | 'following',
  input: { id: number; pageNum: number; pageSize: number },
): Promise<{ rows: FollowRow[]; total: number; pageNum: number; pageSize: number }> {
  const member = await findProfileRow(ctx.db, input.id);
  if (!member) throw new AppError('NOT_FOUND');
  const refusal = profileRefusal(reader, member);
  if (refusal) throw new AppError(refusal);
  const page = await pageOfFollows(ctx.db, direction, member.id, {
    limit: input.pageSize,
    offset: (input.pageNum - 1) * input.pageSize,
  });
  const ids = page.rows.map((row) => row.userId);
  const [cards, followed] = await Promise.all([
    loadMemberCards(ctx.db, ids),
    reader ? followedAmong(ctx.db, reader.id, ids) : Promise.resolve(new Set<number>()),
  ]);
  const rows = page.rows.flatMap((row) => {
    const user = cards.get(row.userId);
    if (!user) return [];
    return [
      {
        user,
        followedAt: row.followedAt,
        isFollowing: followed.has(row.userId),
        // Listed members are active (pageOfFollows).
        can: { follow: canFollow(reader, { id: row.userId, status: 'active' }) },
      },
    ];
  });
  return { rows, total: page.total, pageNum: input.pageNum, pageSize: input.pageSize };
}
