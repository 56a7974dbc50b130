import { REJOIN_WAIT_DAYS } from '../../../common/validation/account.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccountsContext } from './context.ts';
import * as admin from './member-admin-repository.ts';
import * as users from './user-repository.ts';

/** What the administrators' console reads of accounts (issue 32): the rules are bans.ts's. */

type ReadContext = Pick<AccountsContext, 'db' | 'clock'>;

const DAY_MS = 24 * 60 * 60 * 1000;

export function listMembersForAdmin(ctx: ReadContext, query: admin.MemberListQuery) {
  return admin.listMembers(ctx.db, query);
}

/** A member's account facts and live sessions; an erased account is gone (P11). */
export async function findMemberForAdmin(ctx: ReadContext, id: number) {
  const user = await users.findUserById(ctx.db, id);
  if (!user || user.erasedAt) throw new AppError('NOT_FOUND');
  const [banReason, sessions] = await Promise.all([
    admin.findBanReason(ctx.db, id),
    admin.listLiveSessions(ctx.db, id, ctx.clock.now().toISOString()),
  ]);
  return {
    id: user.id,
    email: user.userId,
    nickName: user.nickName,
    jobKey: user.jobKey,
    admin: user.admin,
    status: user.status,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
    bannedAt: user.bannedAt,
    banReason,
    withdrawnAt: user.withdrawnAt,
    sessions,
  };
}

/** SPEC §7.3: the members who withdrew in the last 30 days, and when P11 purges their data. */
export async function listRecentWithdrawals(ctx: ReadContext, page: { pageNum: number; pageSize: number }) {
  const now = ctx.clock.now().getTime();
  const since = new Date(now - REJOIN_WAIT_DAYS * DAY_MS).toISOString();
  const list = await admin.listWithdrawalsSince(ctx.db, { since, ...page });
  return {
    rows: list.rows.map((row) => ({
      ...row,
      purgeAt: new Date(new Date(row.withdrawnAt).getTime() + REJOIN_WAIT_DAYS * DAY_MS).toISOString(),
    })),
    total: list.total,
  };
}
