import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Broadcast } from '../../lib/broadcast.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { pingRedis } from '../../lib/redis.ts';
import { pingDatabase } from './repository.ts';

/** Readiness looks at the database and, when configured, Redis and its signals (DESIGN "Shape"). */
export type HealthContext = Pick<ServiceContext, 'db' | 'dialect'> & {
  redis: Redis | null;
  signals: Pick<Broadcast, 'listening'>;
  /** Takes the ping's error: true when the database is away, which is logged once per outage (ADR 0024). */
  reportDatabaseOutage: (error: unknown) => boolean;
};

/**
 * - ready: everything answers.
 * - degraded: the database answers, Redis does not (or its signals are not heard yet): the
 *   process still serves every call, with limits counted in the database and the kept lists
 *   bypassed (ADR 0018), so a load balancer must keep sending it requests.
 * - unavailable: the database does not answer; nothing can be served.
 */
export type ReadinessStatus = 'ready' | 'degraded' | 'unavailable';

export interface Readiness {
  status: ReadinessStatus;
  database: ServiceContext['dialect'];
  /** `not-subscribed`: commands are served, but this process does not hear the others' signals yet. */
  redis?: 'ready' | 'unavailable' | 'not-subscribed';
  /** The parts the process works without now. */
  degraded?: Array<'redis'>;
}

async function redisState(ctx: HealthContext): Promise<Readiness['redis']> {
  if (!ctx.redis) return undefined;
  if (!(await pingRedis(ctx.redis))) return 'unavailable';
  return ctx.signals.listening ? 'ready' : 'not-subscribed';
}

/** Each failed part is logged on the request's logger, so the log line carries its id. */
export async function checkReadiness(ctx: HealthContext, log: FastifyBaseLogger): Promise<Readiness> {
  let databaseReady = true;
  try {
    await pingDatabase(ctx.db);
  } catch (error) {
    // A load balancer asks every few seconds: an outage is logged once, where it is judged.
    if (!ctx.reportDatabaseOutage(error)) log.error({ err: error }, 'readiness check failed: database');
    databaseReady = false;
  }
  const redis = await redisState(ctx);
  const redisDegraded = redis !== undefined && redis !== 'ready';
  if (redisDegraded) log.warn({ redis }, 'readiness: serving without Redis');
  const status: ReadinessStatus = !databaseReady ? 'unavailable' : redisDegraded ? 'degraded' : 'ready';
  return {
    status,
    database: ctx.dialect,
    ...(redis ? { redis } : {}),
    ...(redisDegraded ? { degraded: ['redis' as const] } : {}),
  };
}
