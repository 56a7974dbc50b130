import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ALARM_ONE_CLICK_PATH,
  alarmUnsubscribe,
  alarmUnsubscribePreview,
  userGetAlarmMailSetting,
  userUpdateAlarmMailSetting,
} from '../../../../common/contracts/notifications/mail-settings.ts';
import { isLocale } from '../../../../common/i18n/locales.ts';
import { AppError } from '../../../lib/errors.ts';
import { route } from '../../../lib/route.ts';
import { ownMember } from '../../../lib/viewer.ts';
import { requireViewer } from '../../../plugins/auth.ts';
import type { AlarmMailContext } from './context.ts';
import { getAlarmMailSettings, previewUnsubscribe, unsubscribe, updateAlarmMailSettings } from './settings-service.ts';

const FORM = 'application/x-www-form-urlencoded';

/** The switches (signed in) and the unsubscribe links (no sign-in: the token is signed). */
export async function alarmMailRoutes(app: FastifyInstance, ctx: AlarmMailContext): Promise<void> {
  const member = (request: FastifyRequest, userInfoId: number | undefined) => {
    const viewer = requireViewer(request);
    ownMember(viewer, userInfoId);
    return viewer;
  };

  route(app, userGetAlarmMailSetting, async (body, request) =>
    getAlarmMailSettings(ctx, member(request, body.userInfoId)),
  );
  route(app, userUpdateAlarmMailSetting, async (body, request) => {
    const { lang: _lang, userInfoId, ...changes } = body;
    return updateAlarmMailSettings(ctx, member(request, userInfoId), changes);
  });
  route(app, alarmUnsubscribePreview, async (body) => previewUnsubscribe(ctx, body.token));
  route(app, alarmUnsubscribe, async (body) => unsubscribe(ctx, body.token));

  // RFC 8058: mail programs POST `List-Unsubscribe=One-Click`, form-encoded, to the header's
  // address. Only this scope parses forms; every other API call stays JSON only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const query = (request: FastifyRequest) => {
      const { token, lang } = (request.query ?? {}) as Record<string, unknown>;
      if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw new AppError('LINK_INVALID');
      return { token, lang: isLocale(lang) ? lang : request.lang };
    };
    scope.post(ALARM_ONE_CLICK_PATH, { schema: { hide: true } }, async (request) => {
      const { token } = query(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!request.headers['content-type']?.startsWith(FORM) || body['List-Unsubscribe'] !== 'One-Click') {
        throw new AppError('BAD_REQUEST');
      }
      return { success: true as const, data: await unsubscribe(ctx, token) };
    });
    // A person opening the header's address gets the page that asks first.
    scope.get(ALARM_ONE_CLICK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const { token, lang } = query(request);
      return reply.redirect(`/${lang}/alarm/unsubscribe?token=${encodeURIComponent(token)}`, 303);
    });
  });
}
