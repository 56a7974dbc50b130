import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServiceContext } from '../../lib/context.ts';
import { adminRoutes } from './routes.ts';

/** The administration console's own calls (issue 32, P31); the other features record their actions. */
export const adminPlugin = fp(
  async (app: FastifyInstance, options: { context: ServiceContext }) => {
    await app.register(async (scope) => adminRoutes(scope, options.context));
  },
  { name: 'admin', dependencies: ['knowledge'] },
);
