import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { toBool, toIso, toIsoOrNull } from '../../db/normalize.ts';
import type { UserStatus } from './user-repository.ts';

/** What the administrators' console reads of members (issue 32): lists, a member's sessions, withdrawals. */

/** A LIKE pattern of literal text: the query's own %, _ and \ match themselves. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

export interface MemberListQuery {
  query?: string;
  status?: UserStatus;
  pageNum: number;
  pageSize: number;
}

export async function listMembers(db: Kysely<Database>, query: MemberListQuery) {
  let base = db.selectFrom('users').where('users.erased_at', 'is', null);
  if (query.status) base = base.where('users.status', '=', query.status);
  const text = query.query?.trim().toLowerCase();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`lower(users.user_id) like ${pattern} escape '\\'`,
        sql<boolean>`lower(users.nick_name) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        'users.id',
        'users.user_id',
        'users.nick_name',
        'users.status',
        'users.admin',
        'users.created_at',
        'users.last_login_at',
      ])
      .orderBy('users.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      email: row.user_id,
      nickName: row.nick_name,
      status: row.status as UserStatus,
      admin: toBool(row.admin),
      createdAt: toIso(row.created_at),
      lastLoginAt: toIsoOrNull(row.last_login_at),
    })),
    total: Number(count.count),
  };
}

export async function findBanReason(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('ban_reason').where('id', '=', userId).executeTakeFirst();
  return row?.ban_reason ?? null;
}

/** The member's live sessions: device and times, never an identifier that could be replayed. */
export async function listLiveSessions(db: Kysely<Database>, userId: number, now: string) {
  const rows = await db
    .selectFrom('sessions')
    .select(['user_agent', 'created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    userAgent: row.user_agent,
    createdAt: toIso(row.created_at),
    lastSeenAt: toIso(row.last_seen_at),
    expiresAt: toIso(row.expires_at),
  }));
}

/** Withdrawals since `since`, newest first, with the member's name while it is still kept (P11). */
export async function listWithdrawalsSince(
  db: Kysely<Database>,
  query: { since: string; pageNum: number; pageSize: number },
) {
  const base = db
    .selectFrom('withdrawals')
    .innerJoin('users', 'users.id', 'withdrawals.user_id')
    .where('withdrawals.created_at', '>=', query.since);
  const [rows, count] = await Promise.all([
    base
      .select([
        'withdrawals.id',
        'withdrawals.user_id',
        'users.user_id as email',
        'users.nick_name',
        'withdrawals.reasons',
        'withdrawals.comment',
        'withdrawals.created_at',
      ])
      .orderBy('withdrawals.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      memberId: row.user_id,
      email: row.email,
      nickName: row.nick_name,
      reasons: JSON.parse(row.reasons) as string[],
      comment: row.comment,
      withdrawnAt: toIso(row.created_at),
    })),
    total: Number(count.count),
  };
}
