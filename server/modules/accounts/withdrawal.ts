import { REJOIN_WAIT_DAYS, type WithdrawReason } from '../../../common/validation/account.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { queueMail } from '../mail/service.ts';
import type { AccountsContext } from './context.ts';
import { eraseWithdrawnUser } from './erasure.ts';
import './events.ts';
import { canWithdraw } from './policy.ts';
import { revokeUserSessions } from './session-repository.ts';
import * as users from './user-repository.ts';
import * as withdrawals from './withdrawal-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Changes to a member's own account and by administrators: writes, mails, jobs, events. */
type MembershipContext = Pick<AccountsContext, 'transaction' | 'clock' | 'config'>;

/**
 * DECISIONS P11: the account is deprecated at once and every session ends; the e-mail and the
 * nickname stay blocked for 30 days, after which a scheduled job erases the personal data.
 */
export async function withdraw(
  ctx: MembershipContext,
  viewer: Viewer,
  input: { reasons: WithdrawReason[]; comment?: string },
): Promise<{ withdrawnAt: string; erasedAfter: string }> {
  if (!canWithdraw(viewer)) throw new AppError('FORBIDDEN');
  return ctx.transaction(async (trx, emit) => {
    const user = await users.findUserById(trx, viewer.id);
    if (!user || user.status !== 'active') throw new AppError('LOGIN_REQUIRED');
    const now = ctx.clock.now();
    const erasedAfter = new Date(now.getTime() + REJOIN_WAIT_DAYS * DAY_MS);
    await users.updateUser(trx, user.id, { status: 'deprecated', withdrawn_at: now.toISOString() }, now.toISOString());
    await withdrawals.insertWithdrawal(trx, {
      userId: user.id,
      reasons: [...new Set(input.reasons)],
      comment: input.comment ? input.comment : null,
      now: now.toISOString(),
    });
    await revokeUserSessions(trx, user.id, 'withdraw', now.toISOString());
    await queueMail(trx, ctx, {
      userId: user.id,
      to: user.userId,
      lang: user.lang as Locale,
      template: 'accountDeleted',
      params: { nickName: user.nickName, erasedAt: erasedAfter.toISOString() },
    });
    await enqueueJob(trx, { type: 'account.erase', payload: { userId: user.id }, runAt: erasedAfter }, ctx);
    emit('user.withdrawn', { userId: user.id, at: now.toISOString() });
    return { withdrawnAt: now.toISOString(), erasedAfter: erasedAfter.toISOString() };
  });
}

/** The job scheduled at withdrawal; a no-op when a rejoin check already erased the row. */
export async function eraseWhenDue(ctx: MembershipContext, userId: number): Promise<void> {
  await ctx.transaction(async (trx, emit) => {
    const user = await users.findUserById(trx, userId);
    if (!user?.withdrawnAt) return;
    if (new Date(user.withdrawnAt).getTime() + REJOIN_WAIT_DAYS * DAY_MS > ctx.clock.now().getTime()) {
      throw new Error('account.erase ran before its time'); // the worker retries it later
    }
    if (await eraseWithdrawnUser(ctx, trx, userId)) {
      emit('user.erased', { userId, at: ctx.clock.now().toISOString() });
    }
  });
}
