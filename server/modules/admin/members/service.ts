import type { AdminMemberDetail, MemberState } from '../../../../common/contracts/admin/members.ts';
import type { ServiceContext } from '../../../lib/context.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import {
  findMemberForAdmin,
  listMembersForAdmin,
  listRecentWithdrawals,
  setBanned,
  type UserStatus,
} from '../../accounts/service.ts';
import { loadMemberActivity, loadReportsAgainstMember } from '../../posts/reports/service.ts';

/**
 * The console's members (issue 32 item 3): it reads and acts only through accounts' and posts'
 * service.ts; the ban itself, its session ending and its audit row are accounts' (bans.ts).
 */

type Context = Pick<ServiceContext, 'db' | 'clock' | 'transaction'>;

/** How many latest posts and reports a member's page shows. */
const LATEST = 5;

/** SPEC §4 calls a withdrawn account `deprecated`; the console says withdrawn. */
const stateOf = (status: UserStatus): MemberState => (status === 'deprecated' ? 'withdrawn' : status);
const statusOf = (state: MemberState): UserStatus => (state === 'withdrawn' ? 'deprecated' : state);

export async function listMembers(
  ctx: Context,
  query: { query?: string; state?: MemberState; pageNum: number; pageSize: number },
) {
  const list = await listMembersForAdmin(ctx, {
    query: query.query,
    status: query.state ? statusOf(query.state) : undefined,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  });
  return {
    rows: list.rows.map(({ status, ...row }) => ({ ...row, state: stateOf(status) })),
    total: list.total,
  };
}

export async function getMember(ctx: Context, id: number): Promise<AdminMemberDetail> {
  const { status, ...member } = await findMemberForAdmin(ctx, id);
  const [activity, reports] = await Promise.all([
    loadMemberActivity(ctx.db, id, LATEST),
    loadReportsAgainstMember(ctx.db, id, LATEST),
  ]);
  return { ...member, state: stateOf(status), activity, reports };
}

export async function banMember(ctx: Context, viewer: Viewer, input: { id: number; reason: string }) {
  await setBanned(ctx, viewer, { id: input.id, banned: true, reason: input.reason });
  return { id: input.id, state: 'banned' as const };
}

export async function unbanMember(ctx: Context, viewer: Viewer, input: { id: number; reason?: string }) {
  await setBanned(ctx, viewer, { id: input.id, banned: false, reason: input.reason });
  return { id: input.id, state: 'active' as const };
}

export function listWithdrawn(ctx: Context, page: { pageNum: number; pageSize: number }) {
  return listRecentWithdrawals(ctx, page);
}
