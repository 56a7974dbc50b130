import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/**
 * /healthz: the process answers. /readyz: it can serve traffic (database reachable, not
 * shutting down), so a load balancer stops sending requests before a graceful stop.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (app.shuttingDown) return reply.status(503).send({ status: 'shutting-down' });
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ready', database: app.dialect };
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: app.dialect });
    }
  });
}
