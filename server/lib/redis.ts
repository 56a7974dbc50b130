import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis client when REDIS_URL is set (rate limits, caches, cross-process events); else null. */
    redis: Redis | null;
  }
}

export const REDIS_PING_TIMEOUT_MS = 2000;

/** Answers whether Redis serves commands now; never waits longer than the timeout. */
export async function pingRedis(redis: Redis, timeoutMs = REDIS_PING_TIMEOUT_MS): Promise<boolean> {
  // While reconnecting, a command would sit in the offline queue: report the outage at once.
  if (redis.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([redis.ping().then((answer) => answer === 'PONG'), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Connects to REDIS_URL when it is set (DESIGN "Shape"). The process starts even when Redis
 * is down: ioredis keeps reconnecting and /readyz reports the outage, so a load balancer
 * routes around this process instead of it crash-looping.
 */
export const redisPlugin = fp(async (app: FastifyInstance) => {
  const url = app.config.REDIS_URL;
  if (!url) {
    app.decorate('redis', null);
    return;
  }
  const redis = new Redis(url, {
    lazyConnect: true,
    // Rate limits and caches must fail fast during an outage rather than hold requests.
    maxRetriesPerRequest: 1,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // Reconnection repeats the same error every few seconds; log it once per outage.
    if (reported) return;
    reported = true;
    app.log.error({ err: error }, 'Redis is unavailable; reconnecting');
  });
  redis.on('ready', () => {
    if (reported) app.log.info('Redis connection restored');
    reported = false;
  });
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    if (redis.status !== 'ready') return redis.disconnect();
    // QUIT resolves on the server's reply; the socket is closed once 'end' is emitted.
    const ended = new Promise((resolve) => redis.once('end', resolve));
    await redis.quit();
    await ended;
  });
  // Wait for the first attempt so that readiness is known once the app is ready; a failure
  // has already been logged by the error listener and reconnection goes on.
  await redis.connect().catch(() => undefined);
});
