import type { FastifyBaseLogger } from 'fastify';
import type { Broadcast } from '../../../lib/broadcast.ts';
import type { EventBus } from '../../../lib/events.ts';
import type { AlarmStreams } from './stream-hub.ts';

/** What the relay is given: the bus it listens to, the channel between processes, a log. */
export interface RelayParts {
  bus: EventBus;
  broadcast: Broadcast;
  log: FastifyBaseLogger;
  /** Whether other processes share this one's Redis: without it there is nobody to tell. */
  shared: boolean;
}

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
export function relayAlarmEvents(parts: RelayParts, streams: AlarmStreams): void {
  const { bus, broadcast, log, shared } = parts;
  const outgoing = new Set<number>();
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    const ids = [...outgoing];
    outgoing.clear();
    for (let start = 0; start < ids.length; start += RELAY_BATCH) {
      broadcast.publishData(ALARMS_CHANNEL, JSON.stringify({ userIds: ids.slice(start, start + RELAY_BATCH) }));
    }
  };

  bus.on('alarms.changed', ({ userIds }) => {
    streams.notify(userIds);
    if (!shared) return;
    for (const id of userIds) outgoing.add(id);
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(flush);
  });

  broadcast.subscribeData(ALARMS_CHANNEL, (json) => {
    const userIds = parseUserIds(json);
    if (userIds) streams.notify(userIds);
    else log.warn('an alarms.changed message from another process was not understood');
  });
  broadcast.onListeningLost(() => streams.degradeAll());
  broadcast.onMissedSignals(() => streams.refreshAll());
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
