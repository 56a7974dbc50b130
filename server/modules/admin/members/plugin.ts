import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServiceContext } from '../../../lib/context.ts';
import { adminMembersRoutes } from './routes.ts';

/** The console's members (issue 32 item 3): through accounts' and posts' service.ts only. */
export const adminMembersPlugin = fp(
  async (app: FastifyInstance, options: { context: ServiceContext }) => {
    await app.register(async (scope) => adminMembersRoutes(scope, options.context));
  },
  { name: 'admin-members', dependencies: ['posts'] },
);
