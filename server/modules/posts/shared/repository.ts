import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import { toBool } from '../../../db/normalize.ts';
import type { DbOrTrx } from '../../../lib/context.ts';
import type { PublicUserFields } from '../../accounts/service.ts';

/**
 * The reads every posts sub-feature needs: the head of a post (to decide whether an action may
 * happen) and the members shown as authors. The users table belongs to accounts; posts reads
 * the few columns a card shows, for display only.
 */

/** The columns every action on a post needs to decide whether it may happen. */
export interface PostHead {
  id: number;
  authorId: number;
  type: PostGroupingType;
  lang: string;
  title: string;
  visibility: 'public' | 'private';
  status: 'visible' | 'hidden' | 'deleted';
}

export async function findPostHead(db: DbOrTrx, postId: number): Promise<PostHead | undefined> {
  const row = await db
    .selectFrom('posts')
    .select(['id', 'user_id', 'grouping_type', 'lang', 'title', 'visibility', 'status'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    authorId: row.user_id,
    type: row.grouping_type as PostGroupingType,
    lang: row.lang,
    title: row.title,
    visibility: row.visibility as PostHead['visibility'],
    status: row.status as PostHead['status'],
  };
}

/** Whether the member exists (a list of a member's posts or replies is not found otherwise). */
export async function memberExists(db: DbOrTrx, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** What an author card shows of a member (SPEC §3.3 userInfo). */
/** What an author card needs of a member (accounts' public card, P11). */
export type AuthorRow = PublicUserFields;

/** Many members in one query: lists show twenty posts and a thread many replies. */
export async function findAuthorRows(db: DbOrTrx, userIds: readonly number[]): Promise<AuthorRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .leftJoin('codes as job', 'job.id', 'users.job_code_id')
    .leftJoin('mbti_types', 'mbti_types.id', 'users.mbti_id')
    .select([
      'users.id',
      'users.nick_name',
      'users.admin',
      'users.status',
      'users.mbti_id',
      'job.key as job_key',
      'mbti_types.character_key',
    ])
    .where('users.id', 'in', userIds)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    nickName: row.nick_name,
    admin: toBool(row.admin),
    status: row.status as AuthorRow['status'],
    jobKey: row.job_key ?? null,
    mbtiId: row.mbti_id,
    characterKey: row.character_key ?? 'dough',
  }));
}
