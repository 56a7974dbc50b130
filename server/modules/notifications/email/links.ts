import type { Locale } from '../../../../common/i18n/locales.ts';
import { ALARM_ONE_CLICK_PATH } from '../../../../common/contracts/notifications/mail-settings.ts';
import { siteOrigin } from '../../../lib/link-origin.ts';
import { siteLink, type SiteLinkContext } from '../../mail/service.ts';
import type { NoticeMailKind } from './kinds.ts';
import { signUnsubscribeToken } from './token.ts';

/**
 * The unsubscribe addresses of one mail, from the configured public address (never a
 * request's Host): the footer's page, which asks before it switches anything off (mail
 * scanners follow links), and RFC 8058's one-click target for the List-Unsubscribe header.
 */
export function unsubscribeLinks(
  ctx: SiteLinkContext & { sessionSecret: string },
  lang: Locale,
  target: { userId: number; kind: NoticeMailKind },
): { page: string; headers: Record<string, string> } {
  const token = encodeURIComponent(signUnsubscribeToken(ctx.sessionSecret, target));
  const oneClick = `${siteOrigin(ctx.config)}${ALARM_ONE_CLICK_PATH}?token=${token}&lang=${lang}`;
  return {
    page: siteLink(ctx, lang, `/alarm/unsubscribe?token=${token}`),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
