import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServiceContext } from '../../lib/context.ts';
import { pingRedis } from '../../lib/redis.ts';
import { pingDatabase } from './repository.ts';

/** Readiness looks at the database and, when configured, Redis (DESIGN "Shape"). */
export type HealthContext = Pick<ServiceContext, 'db' | 'dialect'> & { redis: Redis | null };

export interface Readiness {
  ready: boolean;
  database: ServiceContext['dialect'];
  redis?: 'ready' | 'unavailable';
}

/** Each failed part is logged on the request's logger, so the log line carries its id. */
export async function checkReadiness(ctx: HealthContext, log: FastifyBaseLogger): Promise<Readiness> {
  let databaseReady = true;
  try {
    await pingDatabase(ctx.db);
  } catch (error) {
    log.error({ err: error }, 'readiness check failed: database');
    databaseReady = false;
  }
  const redis = ctx.redis ? ((await pingRedis(ctx.redis)) ? 'ready' : 'unavailable') : undefined;
  if (redis === 'unavailable') log.error('readiness check failed: Redis');
  return { ready: databaseReady && redis !== 'unavailable', database: ctx.dialect, ...(redis ? { redis } : {}) };
}
