import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastPlugin } from './broadcast.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** An app with just what the broadcast needs: its Redis connection and a logger. */
async function processWith(redis: Redis | null): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('redis', redis);
  await app.register(broadcastPlugin);
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
});
