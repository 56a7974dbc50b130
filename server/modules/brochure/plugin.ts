import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BrochureContext } from './context.ts';
import { brochureRoutes } from './routes.ts';

/** The side panel's brochure application (issue 30, P32); its context is built in server/app.ts. */
export const brochurePlugin = fp(
  async (app: FastifyInstance, options: { context: BrochureContext }) => {
    await app.register(async (scope) => brochureRoutes(scope, options.context));
  },
  { name: 'brochure', dependencies: ['members'] },
);
