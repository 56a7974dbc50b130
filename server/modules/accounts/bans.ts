import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { AccountsContext } from './context.ts';
import './events.ts';
import { canBan } from './policy.ts';
import { revokeUserSessions } from './session-repository.ts';
import * as users from './user-repository.ts';

/** Changes to a member's own account and by administrators: writes, mails, jobs, events. */
type MembershipContext = Pick<AccountsContext, 'transaction' | 'clock'>;

/** DECISIONS P12: administrators ban members; a ban ends the member's sessions at once. */
export async function setBanned(
  ctx: MembershipContext,
  viewer: Viewer,
  input: { id: number; banned: boolean; reason?: string },
): Promise<void> {
  await ctx.transaction(async (trx, emit) => {
    const user = await users.findUserById(trx, input.id);
    if (!user || user.status === 'deprecated' || user.status === 'pending') throw new AppError('NOT_FOUND');
    if (!canBan(viewer, user)) throw new AppError('FORBIDDEN');
    const now = ctx.clock.now().toISOString();
    await users.updateUser(
      trx,
      user.id,
      input.banned
        ? { status: 'banned', banned_at: now, ban_reason: input.reason ?? null }
        : { status: 'active', banned_at: null, ban_reason: null },
      now,
    );
    if (input.banned) await revokeUserSessions(trx, user.id, 'ban', now);
    emit('user.banned', { userId: user.id, banned: input.banned, byUserId: viewer.id, at: now });
  });
}
