import type { Locale } from '../../../common/i18n/locales.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { queueMail, siteLink } from '../mail/service.ts';
import type { AccountsContext } from './context.ts';
import './events.ts';
import { canUpdateAccount } from './policy.ts';
import * as users from './user-repository.ts';

/** Changes to a member's own account and by administrators: writes, mails, jobs, events. */
type MembershipContext = Pick<AccountsContext, 'transaction' | 'clock' | 'config'>;

export interface AccountChanges {
  id?: number;
  mbtiId?: number | null;
  mailLang?: Locale;
  agreeMarketing?: boolean;
  showAlarmDate?: string;
}

/** /api/user/update for the account's own facts; profile fields belong to the members feature. */
export async function updateAccount(
  ctx: MembershipContext,
  viewer: Viewer,
  changes: AccountChanges,
): Promise<users.User> {
  if (!canUpdateAccount(viewer, changes.id ?? viewer.id)) throw new AppError('FORBIDDEN');
  return ctx.transaction(async (trx, emit) => {
    const user = await users.findUserById(trx, viewer.id);
    if (!user) throw new AppError('LOGIN_REQUIRED');
    const now = ctx.clock.now().toISOString();
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
        await queueMail(trx, ctx, {
          userId: user.id,
          to: user.userId,
          lang,
          template: 'marketingConsent',
          params: { nickName: user.nickName, agreedAt: now, link: siteLink(ctx, lang, '/service/agreementmarketing') },
        });
      }
    }
    if (Object.keys(update).length > 0) await users.updateUser(trx, user.id, update, now);
    return (await users.findUserById(trx, user.id)) ?? user;
  });
}
