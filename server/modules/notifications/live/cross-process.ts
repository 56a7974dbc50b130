import type { FastifyInstance } from 'fastify';
import type { AlarmStreams } from './stream-hub.ts';

/** The data channel of the processes' `alarms.changed` (server/lib/broadcast.ts). */
export const ALARMS_CHANNEL = 'alarms.changed';

/** Members named per message: a fan-out batch (500) fits, and no message grows past ~10 KB. */
export const RELAY_BATCH = 1000;

/**
 * `alarms.changed` reaches every process's open bells: this process's streams at once, the
 * others' through Redis (a member's tabs may be connected anywhere). Events of one turn of the
 * event loop are merged into one message per batch of members.
 *
 * While this process does not hear the others (Redis away, ADR 0018) its streams are told to
 * poll; when it hears them again, whatever it missed is made good by sending every open stream
 * its state read afresh.
 */
export function relayAlarmEvents(app: FastifyInstance, streams: AlarmStreams): void {
  const outgoing = new Set<number>();
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    const ids = [...outgoing];
    outgoing.clear();
    for (let start = 0; start < ids.length; start += RELAY_BATCH) {
      app.broadcast.publishData(ALARMS_CHANNEL, JSON.stringify({ userIds: ids.slice(start, start + RELAY_BATCH) }));
    }
  };

  app.bus.on('alarms.changed', ({ userIds }) => {
    streams.notify(userIds);
    if (!app.redis) return;
    for (const id of userIds) outgoing.add(id);
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(flush);
  });

  app.broadcast.subscribeData(ALARMS_CHANNEL, (json) => {
    const userIds = parseUserIds(json);
    if (userIds) streams.notify(userIds);
    else app.log.warn('an alarms.changed message from another process was not understood');
  });
  app.broadcast.onListeningLost(() => streams.degradeAll());
  app.broadcast.onMissedSignals(() => streams.refreshAll());
}

function parseUserIds(json: string): number[] | undefined {
  try {
    const message = JSON.parse(json) as { userIds?: unknown };
    const ids = message.userIds;
    return Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id)) ? (ids as number[]) : undefined;
  } catch {
    return undefined;
  }
}
