import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { publicUserSchema } from '../../../common/contracts/accounts.ts';
import type { Database } from '../../db/database.ts';
import { findUserById } from '../accounts/user-repository.ts';
import { presentPublicUser } from '../accounts/presenter.ts';
import type { UserStatus } from '../accounts/user-repository.ts';

export type Author = z.input<typeof publicUserSchema>;

/**
 * The author cards of posts and replies (SPEC §3.3 userInfo), many at once: lists show twenty
 * posts and a thread many replies, so authors are read in one query, not one per row.
 * A withdrawn author comes back as P11's placeholder (presentPublicUser).
 */
export async function loadAuthors(db: Kysely<Database>, userIds: Iterable<number>): Promise<Map<number, Author>> {
  const ids = [...new Set(userIds)];
  const authors = new Map<number, Author>();
  if (ids.length === 0) return authors;
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
    .where('users.id', 'in', ids)
    .execute();
  for (const row of rows) {
    authors.set(
      row.id,
      presentPublicUser({
        id: row.id,
        nickName: row.nick_name,
        admin: row.admin === true || row.admin === 1,
        status: row.status as UserStatus,
        jobKey: row.job_key ?? null,
        mbtiId: row.mbti_id,
        characterKey: row.character_key ?? 'dough',
      }),
    );
  }
  return authors;
}

/** One author; the same shape as loadAuthors. */
export async function loadAuthor(db: Kysely<Database>, userId: number): Promise<Author | undefined> {
  const user = await findUserById(db, userId);
  return user ? presentPublicUser(user) : undefined;
}
