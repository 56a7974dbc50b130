import type { FastifyInstance } from 'fastify';
import { checkReadiness, type HealthContext } from './service.ts';

/**
 * /healthz: the process answers. /readyz: it can serve traffic: 200 when ready and when
 * degraded (Redis away: everything is still served, ADR 0018), 503 when the database does not
 * answer or a graceful stop has begun, so that a load balancer stops sending requests then.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const ctx: HealthContext = {
    db: app.services.db,
    dialect: app.services.dialect,
    redis: app.redis,
    signals: app.broadcast,
    reportDatabaseOutage: (error) => app.databaseOutage.report(error),
  };

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (app.shuttingDown) return reply.status(503).send({ status: 'shutting-down' });
    const readiness = await checkReadiness(ctx, request.log);
    return reply.status(readiness.status === 'unavailable' ? 503 : 200).send(readiness);
  });
}
