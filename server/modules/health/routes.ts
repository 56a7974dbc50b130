import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { pingRedis } from '../../lib/redis.ts';

/**
 * /healthz: the process answers. /readyz: it can serve traffic (database and, when
 * configured, Redis reachable; not shutting down), so a load balancer stops sending
 * requests before a graceful stop or during an outage.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (app.shuttingDown) return reply.status(503).send({ status: 'shutting-down' });
    let databaseReady = true;
    try {
      await sql`select 1`.execute(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed: database');
      databaseReady = false;
    }
    const redis = app.redis ? ((await pingRedis(app.redis)) ? 'ready' : 'unavailable') : undefined;
    if (redis === 'unavailable') request.log.error('readiness check failed: Redis');
    const ready = databaseReady && redis !== 'unavailable';
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'unavailable',
      database: app.dialect,
      ...(redis ? { redis } : {}),
    });
  });
}
