import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GamificationContext } from './context.ts';
import { gamificationRoutes } from './routes.ts';

/** The activity temperature's calls (issue 28); its rules are registered on the bus by server/app.ts. */
export const gamificationPlugin = fp(
  async (app: FastifyInstance, options: { context: GamificationContext }) => {
    await app.register(async (scope) => gamificationRoutes(scope, options.context));
  },
  { name: 'gamification', dependencies: ['members'] },
);
