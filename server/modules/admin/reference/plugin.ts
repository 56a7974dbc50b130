import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServiceContext } from '../../../lib/context.ts';
import { adminReferenceRoutes } from './routes.ts';

/** The console's reference data (issue 32 item 4): through reference's service.ts only. */
export const adminReferencePlugin = fp(
  async (app: FastifyInstance, options: { context: ServiceContext }) => {
    await app.register(async (scope) => adminReferenceRoutes(scope, options.context));
  },
  { name: 'admin-reference' },
);
