import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis, type RedisOptions } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis client when REDIS_URL is set (rate limits, caches, cross-process events); else null. */
    redis: Redis | null;
  }
}

/**
 * The longest a Redis command may hold a request (ADR 0018). Redis answers in well under a
 * millisecond on a healthy network, so a quarter of a second without a byte is an outage, not
 * a slow answer; and it leaves three quarters of the 1 s that a request may take during an
 * outage (issue 23) to the database fallback that follows.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/** Between attempts to reach Redis again: quick at first, then once a second. */
export function reconnectDelay(attempt: number): number {
  return Math.min(attempt * 100, 1000);
}

/**
 * Fail fast (issue 23): no command waits for Redis while it is away or stalled.
 * - `enableOfflineQueue: false`: while not connected a command fails at once instead of
 *   waiting in a queue for the reconnection.
 * - `socketTimeout`: a connection that stops answering (a paused or overloaded server, a
 *   silent network) is dropped after that long, so the next commands fail at once instead of
 *   each waiting its own timeout; `commandTimeout` bounds any one command the same way.
 * - `maxRetriesPerRequest: 0`, `autoResendUnfulfilledCommands: false`: a command in flight
 *   when the connection drops fails instead of being sent again later, when the request that
 *   sent it has long been answered (a counter would count twice).
 */
export const REDIS_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: false,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  socketTimeout: REDIS_COMMAND_TIMEOUT_MS,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  connectTimeout: 1000,
  retryStrategy: reconnectDelay,
} satisfies RedisOptions;

/** Answers whether Redis serves commands now; never waits longer than the timeout. */
export async function pingRedis(redis: Redis, timeoutMs = REDIS_COMMAND_TIMEOUT_MS): Promise<boolean> {
  // While reconnecting a command would fail anyway: report the outage without sending one.
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
 * The errors ioredis gives a command that Redis did not serve: the connection is away, was
 * dropped while the command waited, or the command timed out; and replies in which the server
 * says it cannot work now (out of memory, loading, read-only replica, busy script). A request
 * that meets one is answered 503 with Retry-After by the errors plugin, never 500 (issue 23).
 * Other replies (a wrong type, a script error) are bugs and stay 500.
 */
const UNSERVED_MESSAGES = [
  "Stream isn't writeable", // enableOfflineQueue: false while not connected
  'Command timed out', // commandTimeout
  'Connection is closed', // the client was closed
];
const UNSERVED_ERROR_NAMES = new Set(['MaxRetriesPerRequestError', 'AbortError', 'InterruptError']);
const REFUSING_REPLIES = /^(OOM|LOADING|READONLY|MISCONF|BUSY|MASTERDOWN|NOREPLICAS|TRYAGAIN|CLUSTERDOWN)\b/;

export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (UNSERVED_ERROR_NAMES.has(error.name)) return true;
  if (error.name === 'ReplyError') return REFUSING_REPLIES.test(error.message);
  return UNSERVED_MESSAGES.some((message) => error.message.startsWith(message));
}

/**
 * Connects to REDIS_URL when it is set (DESIGN "Shape"). The process starts even when Redis
 * is down: ioredis keeps reconnecting, /readyz reports the process degraded, and what needs
 * Redis falls back (ADR 0018) instead of the process crash-looping.
 */
export const redisPlugin = fp(async (app: FastifyInstance) => {
  const url = app.config.REDIS_URL;
  if (!url) {
    app.decorate('redis', null);
    return;
  }
  const redis = new Redis(url, REDIS_OPTIONS);
  let reported = false;
  redis.on('error', (error: Error) => {
    // Reconnection repeats the same error every second; log it once per outage.
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
    await redis.quit().catch(() => redis.disconnect());
    await ended;
  });
  // Wait for the first attempt so that readiness is known once the app is ready; a failure
  // has already been logged by the error listener and reconnection goes on.
  await redis.connect().catch(() => undefined);
});
