import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuseAllButAdministrators } from './administrators-only.ts';
import { moderationRoutes } from './routes.ts';

/**
 * The console's reports and content moderation (issue 32 items 2 and 5): its own scope, whose
 * calls exist for administrators only; posts are reached through their reports/service.ts.
 */
export const moderationPlugin = fp(async (app: FastifyInstance) => {
  await app.register(async (scope) => {
    refuseAllButAdministrators(scope, { ...app.services, sessionSecret: app.sessionSecret });
    await moderationRoutes(scope, app.postsContext);
  });
});
