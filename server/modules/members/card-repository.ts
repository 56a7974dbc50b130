import { sql } from 'kysely';
import type { DbOrTrx } from '../../lib/context.ts';
import { type MemberBasics, selectMembers, toMemberBasics } from './member-query.ts';

/**
 * What a member card shows of a member (issue 14 item 7), many members in one query: a list
 * shows twenty posts and a thread many replies. The users table is accounts'; the card reads the
 * columns it shows, for display only.
 */
export interface CardRow extends MemberBasics {
  mbtiId: number | null;
  characterKey: string;
  profileImagePath: string | null;
  profileBaseImageIndex: number | null;
  /** Followers who are active members (P23 counts people, not withdrawn or banned accounts). */
  followerCount: number;
}

/** Followers of `users.id` that count: active members. One indexed range of member_follows. */
export const activeFollowerCount = sql<number>`(
  select count(*) from member_follows
  inner join users as follower on follower.id = member_follows.follower_id
  where member_follows.following_id = users.id and follower.status = 'active'
)`;

export async function findCardRows(db: DbOrTrx, userIds: readonly number[]): Promise<CardRow[]> {
  if (userIds.length === 0) return [];
  const rows = await selectMembers(db)
    .select(['users.profile_image_path', 'users.profile_base_image_index', activeFollowerCount.as('follower_count')])
    .where('users.id', 'in', [...userIds])
    .execute();
  return rows.map((row) => ({
    ...toMemberBasics(row),
    mbtiId: row.mbti_id,
    // P22: the main character chosen, else the type's (members from before issue 14), else dough.
    characterKey: row.main_character_key ?? row.character_key ?? 'dough',
    profileImagePath: row.profile_image_path,
    profileBaseImageIndex: row.profile_base_image_index,
    followerCount: Number(row.follower_count),
  }));
}
