import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuseNonAdministrators } from '../../../plugins/auth.ts';
import { moderationRoutes } from './routes.ts';

/**
 * The console's reports and content moderation (issue 32 items 2 and 5): its own scope, whose
 * calls exist for administrators only (refuseNonAdministrators, server/plugins/auth.ts); posts are reached through their reports/service.ts.
 */
export const moderationPlugin = fp(async (app: FastifyInstance) => {
  await app.register(async (scope) => {
    refuseNonAdministrators(scope);
    await moderationRoutes(scope, app.postsContext);
  });
});
