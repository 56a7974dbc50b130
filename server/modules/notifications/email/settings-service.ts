import type { AlarmMailKind, AlarmMailSettings } from '../../../../common/contracts/notifications/mail-settings.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import { applyAccountChanges, findUserById } from '../../accounts/service.ts';
import type { AlarmMailContext } from './context.ts';
import { NOTICE_MAIL_KINDS, type NoticeMailKind } from './kinds.ts';
import { lockMemberRow, switchedOffKinds, switchOff, switchOn } from './repository.ts';
import { verifyUnsubscribeToken } from './token.ts';

type SettingsContext = Pick<AlarmMailContext, 'db' | 'transaction' | 'clock' | 'config' | 'dialect'>;
type TokenContext = SettingsContext & Pick<AlarmMailContext, 'sessionSecret'>;

/** SPEC §6: administrators have no e-mail alerts; the switches are members'. */
function assertMember(viewer: Viewer): void {
  if (viewer.admin) throw new AppError('FORBIDDEN');
}

function present(off: ReadonlySet<NoticeMailKind>, marketing: boolean): AlarmMailSettings {
  return {
    replyOnMyPost: !off.has('replyOnMyPost'),
    replyOnMyReply: !off.has('replyOnMyReply'),
    replyOnFollowedPost: !off.has('replyOnFollowedPost'),
    newPostByFollowed: !off.has('newPostByFollowed'),
    marketing,
  };
}

/** /api/user/get_alarm_mail_setting: the signed-in member's switches. */
export async function getAlarmMailSettings(ctx: SettingsContext, viewer: Viewer): Promise<AlarmMailSettings> {
  assertMember(viewer);
  const user = await findUserById(ctx.db, viewer.id);
  if (!user || user.status !== 'active') throw new AppError('LOGIN_REQUIRED');
  return present(await switchedOffKinds(ctx.db, viewer.id), user.agreeMarketingAt !== null);
}

/**
 * /api/user/update_alarm_mail_setting: the switches sent, in one transaction. `marketing` goes
 * through accounts' own consent path (applyAccountChanges), so its date and its proof mail
 * behave exactly as on My Zone's settings page.
 */
export async function updateAlarmMailSettings(
  ctx: SettingsContext,
  viewer: Viewer,
  changes: Partial<AlarmMailSettings>,
): Promise<AlarmMailSettings> {
  assertMember(viewer);
  return ctx.transaction(async (trx) => {
    await lockMemberRow(trx, ctx.dialect, viewer.id);
    const user = await findUserById(trx, viewer.id);
    if (!user || user.status !== 'active') throw new AppError('LOGIN_REQUIRED');
    const at = ctx.clock.now().toISOString();
    await switchOff(
      trx,
      viewer.id,
      NOTICE_MAIL_KINDS.filter((kind) => changes[kind] === false),
      at,
    );
    await switchOn(
      trx,
      viewer.id,
      NOTICE_MAIL_KINDS.filter((kind) => changes[kind] === true),
    );
    if (changes.marketing !== undefined) {
      await applyAccountChanges(trx, ctx, user, { agreeMarketing: changes.marketing });
    }
    const marketing = changes.marketing ?? user.agreeMarketingAt !== null;
    return present(await switchedOffKinds(trx, viewer.id), marketing);
  });
}

/** What an unsubscribe link names, and whether that e-mail is still on (the page's question). */
export async function previewUnsubscribe(
  ctx: TokenContext,
  token: string,
): Promise<{ kind: AlarmMailKind; on: boolean }> {
  const target = verifyUnsubscribeToken(ctx.sessionSecret, token);
  const off = await switchedOffKinds(ctx.db, target.userId);
  return { kind: target.kind, on: !off.has(target.kind) };
}

/**
 * Switches off what an unsubscribe link names; no sign-in, the signature is the proof. The
 * same answer every time; a member erased since has nothing left to switch off.
 */
export async function unsubscribe(ctx: TokenContext, token: string): Promise<{ kind: AlarmMailKind }> {
  const target = verifyUnsubscribeToken(ctx.sessionSecret, token);
  await ctx.transaction(async (trx) => {
    const user = await findUserById(trx, target.userId);
    if (user) await switchOff(trx, target.userId, [target.kind], ctx.clock.now().toISOString());
  });
  return { kind: target.kind };
}
