import type { FastifyInstance } from 'fastify';
import type { NotificationsContext } from '../context.ts';
import type { AlarmMailContext } from './context.ts';
import { alarmMailRoutes } from './routes.ts';
import { sendDueAlarmMails } from './send.ts';

/**
 * Notification e-mails (issue 29 point 4): the switches, the unsubscribe links and the
 * `alarms.mail` job. Registered by notifications' plugin; the secret that signs the links is
 * the app's.
 */
export async function registerAlarmMails(app: FastifyInstance, context: NotificationsContext): Promise<void> {
  const ctx: AlarmMailContext = { ...context, sessionSecret: app.sessionSecret };
  await app.register(async (scope) => alarmMailRoutes(scope, ctx));
  app.jobs.register('alarms.mail', async (payload) => {
    await sendDueAlarmMails(ctx, payload.postId);
  });
}
