import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/**
 * Signals between the app processes that share one Redis (DESIGN "Shape": cross-process
 * events). A signal carries no data: it says "something changed, drop your copy" (a process's
 * kept list answers, ADR 0012). Data channels (`publishData`) carry a small JSON text on the
 * same subscriber and the same terms: the live bell's members to tell (issue 29). Without
 * REDIS_URL there is one process and nothing to tell.
 *
 * Neither is stored: one sent while a process is not subscribed never reaches it. So a
 * process says whether it hears them now (`listening`), a copy that signals keep true is used
 * only then, and every (re)subscription tells the copies to start afresh (ADR 0018).
 */
export interface Broadcast {
  /** Tells the other processes; this process's own listeners are not called. Never throws. */
  publish(signal: string): void;
  /** Calls `listener` each time another process publishes `signal`. */
  subscribe(signal: string, listener: () => void): void;
  /**
   * Whether this process hears the others' signals now: always without Redis (there are no
   * others); with Redis only while its subscriber connection is subscribed to every signal.
   * While it is false, whatever the signals keep true must be neither served nor kept.
   */
  readonly listening: boolean;
  /**
   * Calls `listener` each time this process starts hearing signals (each subscription and
   * resubscription, at the moment `listening` turns true): signals sent before it may have
   * been missed, so whatever they would have dropped must be dropped now.
   */
  onMissedSignals(listener: () => void): void;
  /**
   * Calls `listener` each time this process stops hearing signals (`listening` turns false:
   * the subscriber connection was lost), so that what is pushed to clients can say so.
   */
  onListeningLost(listener: () => void): void;
  /**
   * Tells the other processes something with data (JSON text, kept small: Redis sends it to
   * every process). Like a signal: not stored, never throws, this process's own listeners are
   * not called, and what could not be sent is sent again once Redis is back (up to a bound).
   */
  publishData(channel: string, json: string): void;
  /** Calls `listener` with the JSON text each time another process publishes on `channel`. */
  subscribeData(channel: string, listener: (json: string) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    broadcast: Broadcast;
  }
}

const CHANNEL_PREFIX = 'hearth:signal:';
const DATA_CHANNEL_PREFIX = 'hearth:data:';

/**
 * Messages with data this process could not send, kept to be sent once Redis is back. Data is
 * not merged as signals are, so it is bounded: past it the oldest are dropped (and a process
 * that missed them anyway re-reads everything on its own resubscription).
 */
export const OWED_DATA_LIMIT = 1000;

/**
 * How often the subscriber asks Redis whether it is still there. A subscribed connection
 * otherwise sends nothing, and a paused or unreachable Redis would leave it looking
 * subscribed while signals cannot arrive; a PING without an answer within the command
 * timeout drops the connection (server/lib/redis.ts). So a silent Redis is noticed within
 * 0.5 s + 0.25 s.
 */
export const SUBSCRIBER_HEARTBEAT_MS = 500;

/** After Redis refused a subscription on a live connection, when to ask again. */
const SUBSCRIBE_RETRY_MS = 1000;

/** At start, how long the app waits for its first subscription before it serves anyway. */
const FIRST_SUBSCRIPTION_WAIT_MS = 1000;

const alone: Broadcast = {
  publish() {},
  subscribe() {},
  listening: true,
  onMissedSignals() {},
  onListeningLost() {},
  publishData() {},
  subscribeData() {},
};

export const broadcastPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.redis;
  if (!redis) {
    app.decorate('broadcast', alone);
    return;
  }
  app.decorate('broadcast', createRedisBroadcast(app, redis));
});

function createRedisBroadcast(app: FastifyInstance, redis: Redis): Broadcast {
  // A connection in subscriber mode can do nothing else, hence its own. It subscribes again
  // itself on each 'ready' (not ioredis' autoResubscribe, which does not say when it is done).
  const subscriber = redis.duplicate({ autoResubscribe: false });
  subscriber.on('error', () => {
    // The shared connection's listener already reports the outage (server/lib/redis.ts).
  });
  // Each process signs its messages, to skip its own: it has acted on the change already.
  const self = randomUUID();
  const listeners = new Map<string, Array<() => void>>();
  const dataListeners = new Map<string, Array<(json: string) => void>>();
  const missedListeners: Array<() => void> = [];
  const lostListeners: Array<() => void> = [];
  let listening = false;
  function stopListening(): void {
    const was = listening;
    listening = false;
    if (was) for (const listener of lostListeners) listener();
  }
  // Counts lost connections: a subscription answered on a connection lost since is no news.
  let losses = 0;
  let firstSubscribed: () => void = () => undefined;
  const subscribedOnce = new Promise<void>((resolve) => (firstSubscribed = resolve));

  subscriber.on('message', (channel: string, message: string) => {
    if (channel.startsWith(DATA_CHANNEL_PREFIX)) {
      // `<sender>\n<json>`: the sender's id has a fixed length and no newline.
      if (message.startsWith(self)) return;
      const json = message.slice(message.indexOf('\n') + 1);
      for (const listener of dataListeners.get(channel) ?? []) listener(json);
      return;
    }
    if (message === self) return;
    for (const listener of listeners.get(channel) ?? []) listener();
  });
  subscriber.on('close', () => {
    losses += 1;
    stopListening();
  });

  async function subscribeToAll(): Promise<void> {
    const lossesBefore = losses;
    stopListening();
    const channels = [...listeners.keys(), ...dataListeners.keys()];
    const stillConnected = () => losses === lossesBefore && subscriber.status === 'ready';
    try {
      if (channels.length > 0) await subscriber.subscribe(...channels);
    } catch (error) {
      // Lost connection: its next 'ready' subscribes again. Refused on a live connection (an
      // ACL without these channels): try again, as a reconnection would.
      if (stillConnected()) {
        app.log.error({ err: error }, 'Redis refused the subscription to signals; trying again');
        setTimeout(() => stillConnected() && void subscribeToAll(), SUBSCRIBE_RETRY_MS).unref();
      }
      return;
    }
    if (!stillConnected()) return;
    // Turn listening on and drop what may be stale in one synchronous step: no read sees
    // a kept copy in between.
    listening = true;
    for (const listener of missedListeners) listener();
    firstSubscribed();
  }
  subscriber.on('ready', () => void subscribeToAll());

  const heartbeat = setInterval(() => {
    if (subscriber.status === 'ready') subscriber.ping().catch(() => undefined);
  }, SUBSCRIBER_HEARTBEAT_MS);
  heartbeat.unref();

  // Signals this process could not send while Redis was away; sent once it is back, for the
  // processes that never lost their subscription (a stall of this process's connection only).
  const owed = new Set<string>();
  let warned = false;
  function publish(signal: string): void {
    redis.publish(CHANNEL_PREFIX + signal, self).then(
      () => (warned = false),
      (error: unknown) => {
        owed.add(signal);
        if (warned) return;
        warned = true;
        app.log.warn({ err: error, signal }, 'could not tell the other processes; will tell them once Redis is back');
      },
    );
  }
  const owedData: Array<{ channel: string; message: string }> = [];
  let warnedData = false;
  function sendData(channel: string, message: string): void {
    redis.publish(channel, message).then(
      () => (warnedData = false),
      (error: unknown) => {
        owedData.push({ channel, message });
        if (owedData.length > OWED_DATA_LIMIT) owedData.shift();
        if (warnedData) return;
        warnedData = true;
        app.log.warn({ err: error, channel }, 'could not send data to the other processes; will once Redis is back');
      },
    );
  }
  redis.on('ready', () => {
    const signals = [...owed];
    owed.clear();
    for (const signal of signals) publish(signal);
    const messages = owedData.splice(0);
    for (const { channel, message } of messages) sendData(channel, message);
  });

  app.addHook('onReady', async () => {
    void subscriber.connect().catch(() => undefined);
    // Ready means subscribed, unless Redis is away: then readiness reports it, the caches
    // that depend on signals are bypassed, and the subscriptions follow when it is back.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, FIRST_SUBSCRIPTION_WAIT_MS)));
    await Promise.race([subscribedOnce, timeout]);
    clearTimeout(timer);
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    if (subscriber.status !== 'ready') return subscriber.disconnect();
    const ended = new Promise((resolve) => subscriber.once('end', resolve));
    await subscriber.quit().catch(() => subscriber.disconnect());
    await ended;
  });

  return {
    publish,
    subscribe(signal, listener) {
      const channel = CHANNEL_PREFIX + signal;
      const known = listeners.get(channel);
      if (known) {
        known.push(listener);
        return;
      }
      listeners.set(channel, [listener]);
      // Registered after the first subscription: subscribe again, with the new channel.
      if (subscriber.status === 'ready') void subscribeToAll();
    },
    get listening() {
      return listening;
    },
    onMissedSignals(listener) {
      missedListeners.push(listener);
    },
    onListeningLost(listener) {
      lostListeners.push(listener);
    },
    publishData(channel, json) {
      sendData(DATA_CHANNEL_PREFIX + channel, `${self}\n${json}`);
    },
    subscribeData(channel, listener) {
      const name = DATA_CHANNEL_PREFIX + channel;
      const known = dataListeners.get(name);
      if (known) {
        known.push(listener);
        return;
      }
      dataListeners.set(name, [listener]);
      if (subscriber.status === 'ready') void subscribeToAll();
    },
  };
}
