import type { Locale } from '../../../common/i18n/locales.ts';
import type { Trx } from '../../lib/context.ts';
import { queueMail, siteLink } from '../mail/service.ts';
import type { AccountsContext } from './context.ts';
import './events.ts';
import * as users from './user-repository.ts';

/** Changes to a member's own account facts: writes and mails, in the caller's transaction. */
type SettingsContext = Pick<AccountsContext, 'clock' | 'config'>;

export interface AccountChanges {
  mailLang?: Locale | undefined;
  agreeMarketing?: boolean | undefined;
  showAlarmDate?: string | undefined;
}

/**
 * The account facts of /api/user/update (mail language, marketing consent with its proof mail,
 * last alarm view), applied in the transaction of the whole update (the members feature's), so
 * that a refused profile field leaves them unchanged too. The caller has authorized the member.
 */
export async function applyAccountChanges(
  trx: Trx,
  ctx: SettingsContext,
  user: users.User,
  changes: AccountChanges,
): Promise<void> {
  const now = ctx.clock.now().toISOString();
  const update: users.UserChanges = {};
  if (changes.mailLang) update.lang = changes.mailLang;
  if (changes.showAlarmDate) {
    // A browser clock ahead of the server's would hide notifications made until then (issue 29).
    const seen = new Date(changes.showAlarmDate).toISOString();
    update.show_alarm_date = seen < now ? seen : now;
  }
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
}
