import { toBool } from '../../db/normalize.ts';
import type { DbOrTrx } from '../../lib/context.ts';

export type MemberStatus = 'pending' | 'active' | 'banned' | 'deprecated';

/**
 * Members with their job code and personality type joined: the one query the member card
 * (card-repository.ts) and the profile (repository.ts) start from, each adding the columns it
 * shows. The users table is accounts'; members reads it for display.
 */
export function selectMembers(db: DbOrTrx) {
  return db
    .selectFrom('users')
    .leftJoin('codes as job', 'job.id', 'users.job_code_id')
    .leftJoin('mbti_types', 'mbti_types.id', 'users.mbti_id')
    .select([
      'users.id',
      'users.nick_name',
      'users.admin',
      'users.status',
      'users.temperature_tenths',
      'job.key as job_key',
      'users.mbti_id',
      'users.main_character_key',
      'mbti_types.character_key',
    ]);
}

/** What every member row says of who the member is. */
export interface MemberBasics {
  id: number;
  nickName: string;
  admin: boolean;
  status: MemberStatus;
  jobKey: string | null;
  /** Issue 28: the activity temperature in tenths of a degree (gamification writes it). */
  temperatureTenths: number;
}

/** The driver's row of `selectMembers` to its basics (SQLite answers booleans as numbers). */
export function toMemberBasics(row: {
  id: number;
  nick_name: string;
  admin: boolean | number | string;
  status: string;
  job_key: string | null;
  temperature_tenths: number | string;
}): MemberBasics {
  return {
    id: row.id,
    nickName: row.nick_name,
    admin: toBool(row.admin),
    status: row.status as MemberStatus,
    jobKey: row.job_key ?? null,
    temperatureTenths: Number(row.temperature_tenths),
  };
}
