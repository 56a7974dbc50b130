import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { AccountsContext } from './context.ts';
import './events.ts';
import { canBan } from './policy.ts';
import { revokeUserSessions } from './session-repository.ts';
import * as users from './user-repository.ts';

/** Changes to a member's own account and by administrators: writes, mails, jobs, events. */
type MembershipContext = Pick<AccountsContext, 'transaction' | 'clock'>;

/**
 * DECISIONS P12: administrators ban members; a ban ends the member's sessions (and so their
 * refresh tokens) at once. Never themselves nor another administrator: a 409 that says which,
 * so the console can tell the administrator. Each ban and unban is recorded in the audit log
 * in its own transaction (issue 32), with the reason given.
 */
export async function setBanned(
  ctx: MembershipContext,
  viewer: Viewer,
  input: { id: number; banned: boolean; reason?: string },
): Promise<void> {
  if (!viewer.admin) throw new AppError('FORBIDDEN');
  await ctx.transaction(async (trx, emit) => {
    const user = await users.findUserById(trx, input.id);
    if (!user || user.status === 'deprecated' || user.status === 'pending') throw new AppError('NOT_FOUND');
    if (!canBan(viewer, user)) throw new AppError(user.id === viewer.id ? 'BAN_SELF' : 'BAN_ADMINISTRATOR');
    const now = ctx.clock.now().toISOString();
    const reason = input.reason?.trim() || null;
    await users.updateUser(
      trx,
      user.id,
      input.banned
        ? { status: 'banned', banned_at: now, ban_reason: reason }
        : { status: 'active', banned_at: null, ban_reason: null },
      now,
    );
    if (input.banned) await revokeUserSessions(trx, user.id, 'ban', now);
    await recordAudit(trx, {
      actorId: viewer.id,
      action: input.banned ? 'member.ban' : 'member.unban',
      target: { type: 'member', id: user.id },
      before: { status: user.status },
      after: { status: input.banned ? 'banned' : 'active' },
      reason,
      at: now,
    });
    emit('user.banned', { userId: user.id, banned: input.banned, byUserId: viewer.id, at: now });
  });
}
