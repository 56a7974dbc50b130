import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { knowledgeAdminRoutes } from './admin-routes.ts';
import type { KnowledgeContext } from './context.ts';
import { knowledgeRoutes } from './routes.ts';

/** The knowledge areas (issue 31, P24): Documentation and Solomon; the context is built in server/app.ts. */
export const knowledgePlugin = fp(
  async (app: FastifyInstance, options: { context: KnowledgeContext }) => {
    await app.register(async (scope) => knowledgeRoutes(scope, options.context));
    await app.register(async (scope) => knowledgeAdminRoutes(scope, options.context));
  },
  { name: 'knowledge', dependencies: ['posts', 'members'] },
);
