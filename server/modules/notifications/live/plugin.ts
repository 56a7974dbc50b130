import type { FastifyInstance } from 'fastify';
import type { NotificationsContext } from '../context.ts';
import { relayAlarmEvents } from './cross-process.ts';
import { alarmStreamRoutes } from './routes.ts';
import { readBells } from './state.ts';
import { AlarmStreams } from './stream-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open bells of this process (live/); tests and the benchmark adjust its settings. */
    alarmStreams: AlarmStreams;
  }
}

/**
 * The live bell (issue 29 point 3): /api/alarm/stream, fed by `alarms.changed` from this
 * process and, through Redis, from the others. Every stream ends before the server closes
 * (preClose): an open stream would otherwise hold a graceful shutdown until it times out.
 */
export async function registerLiveBell(app: FastifyInstance, ctx: NotificationsContext): Promise<void> {
  const streams = new AlarmStreams({
    read: (userIds) => readBells(ctx, userIds),
    listening: () => app.broadcast.listening,
    log: app.log.child({ component: 'alarm-stream' }),
  });
  app.decorate('alarmStreams', streams);
  relayAlarmEvents({ bus: app.bus, broadcast: app.broadcast, log: app.log, shared: Boolean(app.redis) }, streams);
  app.addHook('preClose', async () => streams.closeAll());
  await app.register(async (scope) => alarmStreamRoutes(scope, streams));
}
