import type { FastifyInstance } from 'fastify';
import { discoveryRoutes } from './routes.ts';

/**
 * Being found from outside (issue 30 item 8): the sitemaps and the feeds. Registered with the
 * feature modules in server/app.ts; its posts are read through the posts feature's service.
 */
export async function discoveryPlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app.services;
  discoveryRoutes(app, { db, config });
}
