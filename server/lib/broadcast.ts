import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REDIS_PING_TIMEOUT_MS } from './redis.ts';

/**
 * Signals between the app processes that share one Redis (DESIGN "Shape": cross-process
 * events). A signal carries no data: it says "something changed, drop your copy" (a process's
 * kept list answers, ADR 0012). Without REDIS_URL there is one process and nothing to tell.
 */
export interface Broadcast {
  /** Tells the other processes; this process's own listeners are not called. Never throws. */
  publish(signal: string): void;
  /** Calls `listener` each time another process publishes `signal`. */
  subscribe(signal: string, listener: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    broadcast: Broadcast;
  }
}

const CHANNEL_PREFIX = 'hearth:signal:';

const alone: Broadcast = { publish() {}, subscribe() {} };

export const broadcastPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.redis;
  if (!redis) {
    app.decorate('broadcast', alone);
    return;
  }
  // A connection in subscriber mode can do nothing else, hence its own. It queues commands
  // while Redis is away and subscribes again after a reconnection (ioredis' autoResubscribe).
  const subscriber = redis.duplicate({ maxRetriesPerRequest: null });
  subscriber.on('error', () => {
    // The shared connection's listener already reports the outage (server/lib/redis.ts).
  });
  // Each process signs its messages, to skip its own: it has acted on the change already.
  const self = randomUUID();
  const listeners = new Map<string, Array<() => void>>();
  const subscribing: Array<Promise<unknown>> = [];
  subscriber.on('message', (channel: string, sender: string) => {
    if (sender === self) return;
    for (const listener of listeners.get(channel) ?? []) listener();
  });

  app.decorate('broadcast', {
    publish(signal) {
      redis.publish(CHANNEL_PREFIX + signal, self).catch((error: unknown) => {
        // The others' copies then last until they expire, as without Redis.
        app.log.warn({ err: error, signal }, 'could not tell the other processes');
      });
    },
    subscribe(signal, listener) {
      const channel = CHANNEL_PREFIX + signal;
      const known = listeners.get(channel);
      if (known) {
        known.push(listener);
        return;
      }
      listeners.set(channel, [listener]);
      subscribing.push(subscriber.subscribe(channel).catch(() => undefined));
    },
  } satisfies Broadcast);

  // Ready means subscribed, unless Redis is away: then readiness reports it and the
  // subscriptions follow when it is back.
  app.addHook('onReady', async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, REDIS_PING_TIMEOUT_MS)));
    await Promise.race([Promise.all(subscribing), timeout]);
    clearTimeout(timer);
  });
  app.addHook('onClose', async () => {
    if (subscriber.status !== 'ready') return subscriber.disconnect();
    const ended = new Promise((resolve) => subscriber.once('end', resolve));
    await subscriber.quit();
    await ended;
  });
});
