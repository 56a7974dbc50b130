import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { toBool, toIso, toIsoOrNull } from '../../db/normalize.ts';

/** SPEC §4 account states: pending (e-mail not confirmed), active, banned, deprecated (withdrawn). */
export type UserStatus = 'pending' | 'active' | 'banned' | 'deprecated';

/** A member as the accounts rules see it, the same on both databases (STYLE 3). */
export interface User {
  id: number;
  userId: string;
  passwordHash: string | null;
  nickName: string;
  jobCodeId: number | null;
  jobKey: string | null;
  lang: string;
  admin: boolean;
  status: UserStatus;
  signupFrom: string;
  signupFromCodeId: number | null;
  agreePrivacyAt: string | null;
  agreeMarketingAt: string | null;
  mbtiId: number | null;
  characterKey: string;
  /** Issue 35 item 6: the member's picture as the page chrome shows it (the uploaded image, else a base image). */
  profileImagePath: string | null;
  profileBaseImageIndex: number | null;
  /** Issue 28: the activity temperature in tenths (gamification writes it; members' memberStanding reads it). */
  temperatureTenths: number;
  confirmedAt: string | null;
  lastLoginAt: string | null;
  showAlarmDate: string | null;
  bannedAt: string | null;
  withdrawnAt: string | null;
  erasedAt: string | null;
  createdAt: string;
}

function selectUsers(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('codes as job', 'job.id', 'users.job_code_id')
    .leftJoin('codes as source', (join) =>
      join.onRef('source.key', '=', 'users.signup_from').on('source.code_group', '=', 'signup_from'),
    )
    .leftJoin('mbti_types', 'mbti_types.id', 'users.mbti_id')
    .select([
      'users.id',
      'users.user_id',
      'users.password_hash',
      'users.nick_name',
      'users.job_code_id',
      'job.key as job_key',
      'users.lang',
      'users.admin',
      'users.status',
      'users.signup_from',
      'source.id as signup_from_code_id',
      'users.agree_privacy_at',
      'users.agree_marketing_at',
      'users.mbti_id',
      // P22: the main character chosen (issue 14), else the type's, else dough (rowToUser).
      (eb) => eb.fn.coalesce('users.main_character_key', 'mbti_types.character_key').as('character_key'),
      'users.profile_image_path',
      'users.profile_base_image_index',
      'users.temperature_tenths',
      'users.confirmed_at',
      'users.last_login_at',
      'users.show_alarm_date',
      'users.banned_at',
      'users.withdrawn_at',
      'users.erased_at',
      'users.created_at',
    ]);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

function rowToUser(row: UserRow): User {
  return {
    id: row.id,
    userId: row.user_id,
    passwordHash: row.password_hash,
    nickName: row.nick_name,
    jobCodeId: row.job_code_id,
    jobKey: row.job_key ?? null,
    lang: row.lang,
    admin: toBool(row.admin),
    status: row.status as UserStatus,
    signupFrom: row.signup_from,
    signupFromCodeId: row.signup_from_code_id ?? null,
    agreePrivacyAt: toIsoOrNull(row.agree_privacy_at),
    agreeMarketingAt: toIsoOrNull(row.agree_marketing_at),
    mbtiId: row.mbti_id,
    characterKey: row.character_key ?? 'dough',
    profileImagePath: row.profile_image_path,
    profileBaseImageIndex: row.profile_base_image_index,
    temperatureTenths: Number(row.temperature_tenths),
    confirmedAt: toIsoOrNull(row.confirmed_at),
    lastLoginAt: toIsoOrNull(row.last_login_at),
    showAlarmDate: toIsoOrNull(row.show_alarm_date),
    bannedAt: toIsoOrNull(row.banned_at),
    withdrawnAt: toIsoOrNull(row.withdrawn_at),
    erasedAt: toIsoOrNull(row.erased_at),
    createdAt: toIso(row.created_at),
  };
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<User | undefined> {
  const row = await selectUsers(db).where('users.id', '=', id).executeTakeFirst();
  return row ? rowToUser(row) : undefined;
}

/**
 * The first administrator (P12: the one created at start): the operator's address where a
 * feature mails the site itself and no address is configured (brochure requests, P32).
 */
export async function findFirstAdministrator(
  db: Kysely<Database>,
): Promise<{ id: number; email: string; lang: string } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'user_id', 'lang'])
    .where('admin', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? { id: row.id, email: row.user_id, lang: row.lang } : undefined;
}

/** E-mail addresses are stored lowercased (common/validation/account.ts normalizeEmail). */
export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  const row = await selectUsers(db).where('users.user_id', '=', email).executeTakeFirst();
  return row ? rowToUser(row) : undefined;
}

/** Nicknames compare without regard to the case of Latin letters (the unique index does the same). */
export async function findUserByNickname(db: Kysely<Database>, nickName: string): Promise<User | undefined> {
  const row = await selectUsers(db)
    .where((eb) => eb(eb.fn('lower', ['users.nick_name']), '=', nickName.toLowerCase()))
    .executeTakeFirst();
  return row ? rowToUser(row) : undefined;
}

export interface NewUser {
  userId: string;
  passwordHash: string | null;
  nickName: string;
  jobCodeId: number;
  lang: string;
  status: UserStatus;
  signupFrom: string;
  agreePrivacyAt: string;
  agreeMarketingAt: string | null;
  confirmedAt: string | null;
  now: string;
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      user_id: user.userId,
      password_hash: user.passwordHash,
      nick_name: user.nickName,
      job_code_id: user.jobCodeId,
      lang: user.lang,
      status: user.status,
      signup_from: user.signupFrom,
      agree_privacy_at: user.agreePrivacyAt,
      agree_marketing_at: user.agreeMarketingAt,
      confirmed_at: user.confirmedAt,
      created_at: user.now,
      updated_at: user.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type UserChanges = Partial<{
  password_hash: string | null;
  status: UserStatus;
  mbti_id: number | null;
  lang: string;
  agree_marketing_at: string | null;
  confirmed_at: string | null;
  last_login_at: string;
  show_alarm_date: string;
  banned_at: string | null;
  ban_reason: string | null;
  withdrawn_at: string;
  erased_at: string;
  user_id: string;
  nick_name: string;
}>;

export async function updateUser(db: Kysely<Database>, id: number, changes: UserChanges, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteUser(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** Whether a job code exists and is one a member may choose (not JOB_NONE, not JOB_ADMIN). */
export async function findJobKey(db: Kysely<Database>, jobCodeId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('codes')
    .select('key')
    .where('id', '=', jobCodeId)
    .where('code_group', '=', 'job')
    .executeTakeFirst();
  return row?.key;
}

export async function mbtiExists(db: Kysely<Database>, mbtiId: number): Promise<boolean> {
  const row = await db.selectFrom('mbti_types').select('id').where('id', '=', mbtiId).executeTakeFirst();
  return row !== undefined;
}
