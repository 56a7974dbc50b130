import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PrivateRedis, privateRedisAvailable, startPrivateRedis } from '../test/private-redis.ts';
import { broadcastPlugin, SUBSCRIBER_HEARTBEAT_MS } from './broadcast.ts';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_OPTIONS } from './redis.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * An app with just what the broadcast needs: its Redis connection and a logger. `beforeReady`
 * registers what must see the first subscription (listeners of missed signals).
 */
async function processWith(
  redis: Redis | null,
  options: { beforeReady?: (app: FastifyInstance) => void; logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logStream ? { level: 'warn', stream: options.logStream } : false });
  app.decorate('redis', redis);
  await app.register(broadcastPlugin);
  options.beforeReady?.(app);
  await app.ready();
  return app;
}

/** A listener that counts calls and can be waited for. */
function counter() {
  let calls = 0;
  let wake: (() => void) | undefined;
  return {
    listener: () => {
      calls += 1;
      wake?.();
    },
    get calls() {
      return calls;
    },
    /** Resolves once the listener has been called `count` times in all. */
    reached(count: number) {
      return new Promise<void>((resolve) => {
        const check = () => (calls >= count ? resolve() : (wake = check));
        check();
      });
    },
  };
}

describe('signals without Redis', () => {
  it('has one process to tell: publishing calls no listener and never fails', async () => {
    const app = await processWith(null);
    const heard = counter();
    app.broadcast.subscribe('anything', heard.listener);
    app.broadcast.publish('anything');
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard.calls).toBe(0);
    await app.close();
  });

  it('has nobody to send data to: publishing data calls no listener and never fails', async () => {
    const app = await processWith(null);
    const heard: string[] = [];
    app.broadcast.subscribeData('anything', (json) => heard.push(json));
    app.broadcast.publishData('anything', '{"userIds":[1]}');
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual([]);
    expect(app.broadcast.listening).toBe(true);
    await app.close();
  });
});

describe.runIf(Boolean(redisUrl))('signals between processes sharing Redis', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  const connections: Redis[] = [];

  beforeAll(async () => {
    const connect = () => {
      const redis = new Redis(redisUrl as string, { maxRetriesPerRequest: 1 });
      connections.push(redis);
      return redis;
    };
    first = await processWith(connect());
    second = await processWith(connect());
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    for (const redis of connections) redis.disconnect();
  });

  it('reaches the other process and skips the one that published', async () => {
    // A signal of this test alone: other tests' processes share the Redis server.
    const signal = `test-${randomUUID()}`;
    const heardByFirst = counter();
    const heardBySecond = counter();
    // Subscribing is asynchronous; listeners of the same signal share one subscription.
    first.broadcast.subscribe(signal, heardByFirst.listener);
    second.broadcast.subscribe(signal, heardBySecond.listener);
    const subscribed = async (count: number) => {
      const publisher = connections[0]!;
      while (Number((await publisher.pubsub('NUMSUB', `hearth:signal:${signal}`))[1]) < count) {
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await subscribed(2);

    first.broadcast.publish(signal);
    await heardBySecond.reached(1);
    // Redis delivers in publishing order: the first process's own message, had it been
    // heard, came before this one.
    second.broadcast.publish(signal);
    await heardByFirst.reached(1);
    expect([heardByFirst.calls, heardBySecond.calls]).toEqual([1, 1]);
  });

  it('carries data to the other process, as sent, and skips the one that published', async () => {
    const channel = `data-${randomUUID()}`;
    const heardByFirst: string[] = [];
    const heardBySecond: string[] = [];
    const secondHeard = counter();
    first.broadcast.subscribeData(channel, (json) => heardByFirst.push(json));
    second.broadcast.subscribeData(channel, (json) => {
      heardBySecond.push(json);
      secondHeard.listener();
    });
    const publisher = connections[0]!;
    while (Number((await publisher.pubsub('NUMSUB', `hearth:data:${channel}`))[1]) < 2) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const json = JSON.stringify({ userIds: [1, 2, 3], text: 'line\nbreak ✓' });
    first.broadcast.publishData(channel, json);
    await secondHeard.reached(1);
    // Redis delivers in order: had the first process heard its own message, it came by now.
    second.broadcast.publishData(channel, '{"after":true}');
    await expect.poll(() => heardByFirst).toEqual(['{"after":true}']);
    expect(heardBySecond).toEqual([json]);
  });
});

describe.runIf(privateRedisAvailable())('signals through a Redis outage (a redis-server of the test’s own)', () => {
  let server: PrivateRedis;
  let connections: Redis[];
  let apps: FastifyInstance[];

  beforeAll(async () => {
    server = await startPrivateRedis();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    connections = [];
    apps = [];
  });
  afterEach(async () => {
    // Each test leaves the server running for the next; a paused one, should a test fail early, goes on.
    server.resume();
    for (const app of apps) await app.close();
    for (const redis of connections) redis.disconnect();
  });

  /** A connection as the app makes it (server/lib/redis.ts), connected. */
  const connect = async () => {
    const redis = new Redis(server.url, REDIS_OPTIONS);
    redis.on('error', () => undefined);
    connections.push(redis);
    await redis.connect();
    return redis;
  };

  /** A process subscribed to `signal`, counting what it hears and each missed-signals call. */
  const listeningProcess = async (signal: string, logStream?: { write(line: string): void }) => {
    const heard = counter();
    const missed = counter();
    const listeningWhenMissed: boolean[] = [];
    const app = await processWith(await connect(), {
      logStream,
      beforeReady: (process) => {
        process.broadcast.subscribe(signal, heard.listener);
        process.broadcast.onMissedSignals(() => {
          listeningWhenMissed.push(process.broadcast.listening);
          missed.listener();
        });
      },
    });
    apps.push(app);
    return { app, heard, missed, listeningWhenMissed };
  };

  /** Publishes from a plain connection until the process hears it: proves it is subscribed. */
  const hearsSignals = async (signal: string, heard: ReturnType<typeof counter>) => {
    const before = heard.calls;
    const publisher = await connect();
    await publisher.publish(`hearth:signal:${signal}`, 'another-process');
    await heard.reached(before + 1);
  };

  it('listens once subscribed at start, stops when Redis dies, and listens again only after subscribing again, saying signals were missed', async () => {
    const signal = `outage-${randomUUID()}`;
    const one = await listeningProcess(signal);
    // The first subscription counts as a resubscription: nothing was heard before it.
    expect([one.app.broadcast.listening, one.missed.calls]).toEqual([true, 1]);
    await hearsSignals(signal, one.heard);

    await server.kill();
    await expect.poll(() => one.app.broadcast.listening, { timeout: 2000 }).toBe(false);

    await server.start();
    await one.missed.reached(2);
    // Listening turned on in the same step as the call, never before it.
    expect(one.listeningWhenMissed).toEqual([true, true]);
    expect(one.app.broadcast.listening).toBe(true);
    await hearsSignals(signal, one.heard);
  });

  it('does not listen while Redis serves commands but refuses the subscription, and listens once it is allowed', async () => {
    const signal = `acl-${randomUUID()}`;
    const lines: string[] = [];
    let refusalLogged: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => (refusalLogged = resolve));
    const one = await listeningProcess(signal, {
      write(line) {
        lines.push(line);
        if (line.includes('refused the subscription')) refusalLogged();
      },
    });
    const admin = await connect();
    try {
      // Channels no longer allowed; the live subscription is cut and refused on reconnection.
      await admin.call('ACL', 'SETUSER', 'default', 'resetchannels');
      await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
      await refused;
      expect(one.app.broadcast.listening).toBe(false);
      expect(await admin.ping()).toBe('PONG');
      expect(one.missed.calls).toBe(1);
    } finally {
      await admin.call('ACL', 'SETUSER', 'default', 'allchannels');
    }
    await one.missed.reached(2);
    expect(one.app.broadcast.listening).toBe(true);
    await hearsSignals(signal, one.heard);
  });

  it('notices a paused Redis through its heartbeat and drops its copies once it answers again', async () => {
    const signal = `pause-${randomUUID()}`;
    const one = await listeningProcess(signal);
    server.pause();
    const pausedAt = Date.now();
    await expect.poll(() => one.app.broadcast.listening, { timeout: 5000 }).toBe(false);
    const noticedAfterMs = Date.now() - pausedAt;
    // A heartbeat, its timeout and this machine's slack (two busy cores): well under 2 s.
    expect(noticedAfterMs).toBeLessThan(SUBSCRIBER_HEARTBEAT_MS + REDIS_COMMAND_TIMEOUT_MS + 1000);
    console.info(`paused Redis noticed by the subscriber after ${noticedAfterMs} ms`);

    server.resume();
    await one.missed.reached(2);
    expect(one.app.broadcast.listening).toBe(true);
    await hearsSignals(signal, one.heard);
  });

  it('says when it stops listening, and hears data again after resubscribing', async () => {
    const channel = `data-outage-${randomUUID()}`;
    const one = await listeningProcess(`unused-${randomUUID()}`);
    const data: string[] = [];
    const lost = counter();
    one.app.broadcast.subscribeData(channel, (json) => data.push(json));
    one.app.broadcast.onListeningLost(() => {
      expect(one.app.broadcast.listening).toBe(false);
      lost.listener();
    });
    const publisher = await connect();
    const hearsData = async (json: string) => {
      // Until the data channel is subscribed, a message is lost: send until one arrives.
      await expect
        .poll(
          async () => {
            await publisher.publish(`hearth:data:${channel}`, `another-process-id-of-36-characters!\n${json}`);
            return data.includes(json);
          },
          { timeout: 5000, interval: 50 },
        )
        .toBe(true);
    };
    await hearsData('{"n":1}');

    const missedBefore = one.missed.calls;
    await server.kill();
    await lost.reached(1);
    expect(lost.calls).toBe(1);
    await server.start();
    await one.missed.reached(missedBefore + 1);
    await hearsData('{"n":2}');
    expect(lost.calls).toBe(1);
  });

  it('sends data it could not send once its connection is back', async () => {
    const channel = `data-owed-${randomUUID()}`;
    const listener = await listeningProcess(`unused-${randomUUID()}`);
    const data: string[] = [];
    const heard = counter();
    listener.app.broadcast.subscribeData(channel, (json) => {
      data.push(json);
      heard.listener();
    });
    const publisher = await connect();
    await expect
      .poll(async () => Number((await publisher.pubsub('NUMSUB', `hearth:data:${channel}`))[1]), { timeout: 5000 })
      .toBe(1);
    const sender = await processWith(await connect());
    apps.push(sender);
    sender.redis!.disconnect(true);
    sender.broadcast.publishData(channel, '{"owed":1}');
    sender.broadcast.publishData(channel, '{"owed":2}');
    await heard.reached(2);
    expect(data).toEqual(['{"owed":1}', '{"owed":2}']);
  });

  it('sends a signal it could not send once its connection is back', async () => {
    const signal = `owed-${randomUUID()}`;
    const listener = await listeningProcess(signal);
    const sender = await processWith(await connect());
    apps.push(sender);
    // Only the sender's connection drops (and reconnects): the listener stays subscribed.
    sender.redis!.disconnect(true);
    sender.broadcast.publish(signal);
    await listener.heard.reached(1);
    expect(listener.missed.calls).toBe(1);
  });
});
