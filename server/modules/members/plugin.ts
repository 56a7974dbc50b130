import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MembersContext } from './context.ts';
import { memberRoutes } from './routes.ts';

/**
 * Members (issue 14): profiles, following members, the profile edit. Its context is built once
 * in server/app.ts (with the P17 limits posts uses); registered after posts, whose uploads store
 * profile images.
 */
export const membersPlugin = fp(
  async (app: FastifyInstance, options: { context: MembersContext }) => {
    await app.register(async (scope) => memberRoutes(scope, options.context));
  },
  { name: 'members', dependencies: ['posts'] },
);
