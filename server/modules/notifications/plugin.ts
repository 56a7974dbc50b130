import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NotificationsContext } from './context.ts';
import { registerAlarmMails } from './email/plugin.ts';
import { runFanOut } from './fan-out.ts';
import { registerLiveBell } from './live/plugin.ts';
import { runPurgeAndReschedule } from './retention.ts';
import { notificationsRoutes } from './routes.ts';

/**
 * Notifications (issue 29): the bell's calls, its live stream (live/), and the jobs that fan
 * out and expire notifications. The rules that make them are registered on the bus by server/app.ts.
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance, options: { context: NotificationsContext }) => {
    const ctx = options.context;
    await app.register(async (scope) => notificationsRoutes(scope, ctx));
    await registerLiveBell(app, ctx);
    app.jobs.register('alarms.fanOut', async (job) => {
      await runFanOut(ctx, job);
    });
    app.jobs.register('alarms.purge', () => runPurgeAndReschedule(ctx));
    await registerAlarmMails(app, ctx);
  },
  { name: 'notifications', dependencies: ['members'] },
);
