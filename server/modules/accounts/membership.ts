import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../common/i18n/locales.ts';
import { REJOIN_WAIT_DAYS, type WithdrawReason } from '../../../common/validation/account.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { queueMail, siteLink } from '../mail/outbox.ts';
import { eraseWithdrawnUser } from './erasure.ts';
import './events.ts';
import { canBan, canUpdateAccount, canWithdraw } from './policy.ts';
import { revokeUserSessions } from './session-repository.ts';
import type { Viewer } from '../../lib/viewer.ts';
import * as users from './user-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccountChanges {
  id?: number;
  mbtiId?: number | null;
  mailLang?: Locale;
  agreeMarketing?: boolean;
  showAlarmDate?: string;
}

/** /api/user/update for the account's own facts; profile fields belong to the members feature. */
export async function updateAccount(
  app: FastifyInstance,
  viewer: Viewer,
  changes: AccountChanges,
): Promise<users.User> {
  if (!canUpdateAccount(viewer, changes.id ?? viewer.id)) throw new AppError('FORBIDDEN');
  return inTransaction(app.db, app.bus, async (trx, emit) => {
    const user = await users.findUserById(trx, viewer.id);
    if (!user) throw new AppError('LOGIN_REQUIRED');
    const now = app.clock.now().toISOString();
    const update: users.UserChanges = {};
    if (changes.mbtiId !== undefined && changes.mbtiId !== user.mbtiId) {
      if (changes.mbtiId !== null && !(await users.mbtiExists(trx, changes.mbtiId))) {
        throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'mbtiId', code: 'field.invalidValue' }] });
      }
      update.mbti_id = changes.mbtiId;
      emit('user.mbtiChanged', { userId: user.id, mbtiId: changes.mbtiId, at: now });
    }
    if (changes.mailLang) update.lang = changes.mailLang;
    if (changes.showAlarmDate) update.show_alarm_date = new Date(changes.showAlarmDate).toISOString();
    if (changes.agreeMarketing !== undefined && changes.agreeMarketing !== (user.agreeMarketingAt !== null)) {
      update.agree_marketing_at = changes.agreeMarketing ? now : null;
      if (changes.agreeMarketing) {
        const lang = (changes.mailLang ?? user.lang) as Locale;
        await queueMail(trx, app, {
          userId: user.id,
          to: user.userId,
          lang,
          template: 'marketingConsent',
          params: { nickName: user.nickName, agreedAt: now, link: siteLink(app, lang, '/service/agreementmarketing') },
        });
      }
    }
    if (Object.keys(update).length > 0) await users.updateUser(trx, user.id, update, now);
    return (await users.findUserById(trx, user.id)) ?? user;
  });
}

/**
 * DECISIONS P11: the account is deprecated at once and every session ends; the e-mail and the
 * nickname stay blocked for 30 days, after which a scheduled job erases the personal data.
 */
export async function withdraw(
  app: FastifyInstance,
  viewer: Viewer,
  input: { reasons: WithdrawReason[]; comment?: string },
): Promise<{ withdrawnAt: string; erasedAfter: string }> {
  if (!canWithdraw(viewer)) throw new AppError('FORBIDDEN');
  return inTransaction(app.db, app.bus, async (trx, emit) => {
    const user = await users.findUserById(trx, viewer.id);
    if (!user || user.status !== 'active') throw new AppError('LOGIN_REQUIRED');
    const now = app.clock.now();
    const erasedAfter = new Date(now.getTime() + REJOIN_WAIT_DAYS * DAY_MS);
    await users.updateUser(trx, user.id, { status: 'deprecated', withdrawn_at: now.toISOString() }, now.toISOString());
    await users.insertWithdrawal(trx, {
      userId: user.id,
      reasons: [...new Set(input.reasons)],
      comment: input.comment ? input.comment : null,
      now: now.toISOString(),
    });
    await revokeUserSessions(trx, user.id, 'withdraw', now.toISOString());
    await queueMail(trx, app, {
      userId: user.id,
      to: user.userId,
      lang: user.lang as Locale,
      template: 'accountDeleted',
      params: { nickName: user.nickName, erasedAt: erasedAfter.toISOString() },
    });
    await enqueueJob(trx, { type: 'account.erase', payload: { userId: user.id }, runAt: erasedAfter }, app);
    emit('user.withdrawn', { userId: user.id, at: now.toISOString() });
    return { withdrawnAt: now.toISOString(), erasedAfter: erasedAfter.toISOString() };
  });
}

/** The job scheduled at withdrawal; a no-op when a rejoin check already erased the row. */
export async function eraseWhenDue(app: FastifyInstance, userId: number): Promise<void> {
  await inTransaction(app.db, app.bus, async (trx, emit) => {
    const user = await users.findUserById(trx, userId);
    if (!user?.withdrawnAt) return;
    if (new Date(user.withdrawnAt).getTime() + REJOIN_WAIT_DAYS * DAY_MS > app.clock.now().getTime()) {
      throw new Error('account.erase ran before its time'); // the worker retries it later
    }
    if (await eraseWithdrawnUser(app, trx, userId)) {
      emit('user.erased', { userId, at: app.clock.now().toISOString() });
    }
  });
}

/** DECISIONS P12: administrators ban members; a ban ends the member's sessions at once. */
export async function setBanned(
  app: FastifyInstance,
  viewer: Viewer,
  input: { id: number; banned: boolean; reason?: string },
): Promise<void> {
  await inTransaction(app.db, app.bus, async (trx, emit) => {
    const user = await users.findUserById(trx, input.id);
    if (!user || user.status === 'deprecated' || user.status === 'pending') throw new AppError('NOT_FOUND');
    if (!canBan(viewer, user)) throw new AppError('FORBIDDEN');
    const now = app.clock.now().toISOString();
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
