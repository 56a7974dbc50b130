import { z } from 'zod';
import { idField } from '../accounts/shared.ts';
import { defineContract, langField } from '../envelope.ts';
import { ALARM_MAIL_KINDS, type AlarmMailKind } from '../../notifications/limits.ts';

/**
 * Notification e-mails (issue 29 point 4; SPEC §3.6, DECISIONS P26): which of them a member
 * receives, and the unsubscribe links in their footers. Server:
 * server/modules/notifications/email. Web: web/features/notifications/email-settings.
 */

// The switches, shared with the web without zod.
export { ALARM_MAIL_KINDS, type AlarmMailKind };

/** Every switch, true = the member receives that e-mail. */
export const alarmMailSettingsSchema = z.object({
  replyOnMyPost: z.boolean(),
  replyOnMyReply: z.boolean(),
  replyOnFollowedPost: z.boolean(),
  newPostByFollowed: z.boolean(),
  marketing: z.boolean(),
});
export type AlarmMailSettings = z.infer<typeof alarmMailSettingsSchema>;

export const userGetAlarmMailSetting = defineContract({
  method: 'POST',
  path: '/api/user/get_alarm_mail_setting',
  summary:
    "The signed-in member's notification e-mail switches (all on until switched off) and the marketing consent. userInfoId, when sent, must be the member (403 otherwise).",
  tags: ['notifications'],
  body: z.strictObject({ ...langField, userInfoId: idField.optional() }),
  data: alarmMailSettingsSchema,
});

export const userUpdateAlarmMailSetting = defineContract({
  method: 'POST',
  path: '/api/user/update_alarm_mail_setting',
  summary:
    "Switches some of the signed-in member's notification e-mails on or off; those not sent stay as they are. `marketing` is the marketing consent of My Zone's settings: turning it on records the date and mails its proof, as there. Answers every switch. Administrators receive no notification e-mails (SPEC §6): 403.",
  tags: ['notifications'],
  body: z.strictObject({
    ...langField,
    userInfoId: idField.optional(),
    replyOnMyPost: z.boolean().optional(),
    replyOnMyReply: z.boolean().optional(),
    replyOnFollowedPost: z.boolean().optional(),
    newPostByFollowed: z.boolean().optional(),
    marketing: z.boolean().optional(),
  }),
  data: alarmMailSettingsSchema,
});

/** An unsubscribe token from a mail's footer: "<member>.<kind>.<signature>", base64url parts. */
const unsubscribeToken = z.string().min(1).max(200);

/** The notification kinds an unsubscribe link can name (marketing mails carry none yet). */
export const UNSUBSCRIBABLE_KINDS = ALARM_MAIL_KINDS.filter((kind) => kind !== 'marketing');

export const alarmUnsubscribePreview = defineContract({
  method: 'POST',
  path: '/api/alarm/unsubscribe_preview',
  summary:
    'What an unsubscribe link would switch off, without switching it (the page shows it before the member confirms; mail scanners follow links). No sign-in. A forged or altered token is 400 LINK_INVALID.',
  tags: ['notifications'],
  body: z.strictObject({ ...langField, token: unsubscribeToken }),
  data: z.object({ kind: z.enum(ALARM_MAIL_KINDS), on: z.boolean() }),
});

export const alarmUnsubscribe = defineContract({
  method: 'POST',
  path: '/api/alarm/unsubscribe',
  summary:
    'Switches off the e-mail kind an unsubscribe link names, for the member it names. No sign-in: the token is signed by the server. The same answer however often it is called. A forged or altered token is 400 LINK_INVALID.',
  tags: ['notifications'],
  body: z.strictObject({ ...langField, token: unsubscribeToken }),
  data: z.object({ kind: z.enum(ALARM_MAIL_KINDS) }),
});

/**
 * RFC 8058's one-click target, the List-Unsubscribe header's address: mail programs POST
 * `List-Unsubscribe=One-Click` to it, form-encoded, with the token in the query. A GET (a
 * person opening the address) is sent to the confirmation page instead.
 */
export const ALARM_ONE_CLICK_PATH = '/api/alarm/unsubscribe/one-click';
