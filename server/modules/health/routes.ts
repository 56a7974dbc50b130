import type { FastifyInstance } from 'fastify';
import { checkReadiness, type HealthContext } from './service.ts';

/**
 * /healthz: the process answers. /readyz: it can serve traffic (database and, when
 * configured, Redis reachable; not shutting down), so a load balancer stops sending
 * requests before a graceful stop or during an outage.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const ctx: HealthContext = { db: app.services.db, dialect: app.services.dialect, redis: app.redis };

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (app.shuttingDown) return reply.status(503).send({ status: 'shutting-down' });
    const { ready, database, redis } = await checkReadiness(ctx, request.log);
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'unavailable',
      database,
      ...(redis ? { redis } : {}),
    });
  });
}
