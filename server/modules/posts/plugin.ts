import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAbuseLimits } from './abuse-limits.ts';
import { replyRoutes } from './reply-routes.ts';
import { postRoutes } from './routes.ts';
import { uploadRoutes } from './upload-routes.ts';
import './events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** DECISIONS P17, shared by posts, replies and reactions (and user follows, later). */
    abuseLimits: ReturnType<typeof createAbuseLimits>;
  }
}

/**
 * Posts and discussions (issue 4): posts and lists; replies, reactions and reports; uploaded
 * images. One feature, three route files, so that each stays about one thing.
 */
export const postsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('abuseLimits', createAbuseLimits(app));
    await app.register(postRoutes);
    await app.register(replyRoutes);
    await app.register(uploadRoutes);
  },
  { name: 'posts' },
);
