import type { CharacterKey } from '../../../common/contracts/reference.ts';
import type { SnsLinkType } from '../../../common/validation/member.ts';
import { toIso } from '../../db/normalize.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import { type MemberBasics, selectMembers, toMemberBasics } from './member-query.ts';

/**
 * The profile's SQL (issue 14): the profile columns of users, SNS links and collected
 * characters. The users table is accounts'; members writes only the profile columns.
 */

export interface ProfileRow extends MemberBasics {
  mbti: { id: number; type: string; characterKey: CharacterKey } | null;
  mainCharacterKey: CharacterKey | null;
  introduce: string | null;
  profileUploadId: number | null;
  createdAt: string;
}

export async function findProfileRow(db: DbOrTrx, userId: number): Promise<ProfileRow | undefined> {
  const row = await selectMembers(db)
    .select(['mbti_types.type as mbti_type', 'users.introduce', 'users.profile_upload_id', 'users.created_at'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toMemberBasics(row),
    mbti:
      row.mbti_id !== null && row.mbti_type && row.character_key
        ? { id: row.mbti_id, type: row.mbti_type, characterKey: row.character_key as CharacterKey }
        : null,
    mainCharacterKey: (row.main_character_key as CharacterKey | null) ?? null,
    introduce: row.introduce,
    profileUploadId: row.profile_upload_id,
    createdAt: toIso(row.created_at),
  };
}

/** Serializes one member's profile changes on PostgreSQL (SQLite has one writer at a time). */
export async function lockMember(db: DbOrTrx, dialect: string, userId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function listSnsLinks(db: DbOrTrx, userId: number): Promise<{ type: SnsLinkType; url: string }[]> {
  const rows = await db
    .selectFrom('member_sns_links')
    .select(['sns_type', 'url'])
    .where('user_id', '=', userId)
    .orderBy('sort_order')
    .execute();
  return rows.map((row) => ({ type: row.sns_type as SnsLinkType, url: row.url }));
}

/** The member's links become exactly these, in this order. */
export async function replaceSnsLinks(
  db: DbOrTrx,
  userId: number,
  links: readonly { type: SnsLinkType; url: string }[],
  now: string,
): Promise<void> {
  await db.deleteFrom('member_sns_links').where('user_id', '=', userId).execute();
  if (links.length === 0) return;
  await db
    .insertInto('member_sns_links')
    .values(
      links.map((link, index) => ({
        user_id: userId,
        sort_order: index,
        sns_type: link.type,
        url: link.url,
        created_at: now,
      })),
    )
    .execute();
}

/** The characters collected beyond dough (which is everyone's and has no row), in no order. */
export async function listCollectedCharacters(db: DbOrTrx, userId: number): Promise<CharacterKey[]> {
  const rows = await db.selectFrom('member_characters').select('character_key').where('user_id', '=', userId).execute();
  return rows.map((row) => row.character_key as CharacterKey);
}

/** P22: adds the character to the member's collection; one already there stays as it was. */
export async function addCharacter(db: DbOrTrx, userId: number, key: CharacterKey, now: string): Promise<void> {
  await db
    .insertInto('member_characters')
    .values({ user_id: userId, character_key: key, acquired_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'character_key']).doNothing())
    .execute();
}

export async function characterOfMbti(db: DbOrTrx, mbtiId: number): Promise<CharacterKey | undefined> {
  const row = await db.selectFrom('mbti_types').select('character_key').where('id', '=', mbtiId).executeTakeFirst();
  return row?.character_key as CharacterKey | undefined;
}

export async function jobKeyOf(db: DbOrTrx, jobCodeId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('codes')
    .select('key')
    .where('id', '=', jobCodeId)
    .where('code_group', '=', 'job')
    .executeTakeFirst();
  return row?.key;
}

export interface ProfileColumns {
  nick_name?: string;
  job_code_id?: number;
  mbti_id?: number | null;
  introduce?: string | null;
  main_character_key?: CharacterKey | null;
  profile_base_image_index?: number | null;
  profile_image_path?: string | null;
  profile_upload_id?: number | null;
}

export async function updateProfileColumns(
  db: DbOrTrx,
  userId: number,
  changes: ProfileColumns,
  now: string,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** P11 erasure: the bio, links and image go; returns the image's upload, now released. */
export async function clearProfile(db: DbOrTrx, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('profile_upload_id').where('id', '=', userId).executeTakeFirst();
  await db
    .updateTable('users')
    .set({ introduce: null, profile_image_path: null, profile_upload_id: null, profile_base_image_index: null })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('member_sns_links').where('user_id', '=', userId).execute();
  return row?.profile_upload_id ?? null;
}

/** Followers and followings that count (active members, as the card's badge counts them). */
export async function followCounts(db: DbOrTrx, userId: number): Promise<{ followers: number; following: number }> {
  const [followers, following] = await Promise.all([
    db
      .selectFrom('member_follows')
      .innerJoin('users', 'users.id', 'member_follows.follower_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_follows.following_id', '=', userId)
      .where('users.status', '=', 'active')
      .executeTakeFirst(),
    db
      .selectFrom('member_follows')
      .innerJoin('users', 'users.id', 'member_follows.following_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_follows.follower_id', '=', userId)
      .where('users.status', '=', 'active')
      .executeTakeFirst(),
  ]);
  return { followers: Number(followers?.n ?? 0), following: Number(following?.n ?? 0) };
}
