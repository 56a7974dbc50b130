import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AnswerCache } from '../../lib/answer-cache.ts';
import { createAbuseLimits } from './abuse-limits.ts';
import { createListCache } from './list-cache.ts';
import { replyRoutes } from './reply-routes.ts';
import { postRoutes } from './routes.ts';
import { uploadRoutes } from './upload-routes.ts';
import './events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** DECISIONS P17, shared by posts, replies and reactions (and user follows, later). */
    abuseLimits: ReturnType<typeof createAbuseLimits>;
    /** The kept answers of the public post lists (list-cache.ts). */
    postListCache: AnswerCache;
  }
}

/**
 * Posts and discussions (issue 4): posts and lists; replies, reactions and reports; uploaded
 * images. One feature, three route files, so that each stays about one thing.
 */
export const postsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('abuseLimits', createAbuseLimits(app));
    app.decorate('postListCache', createListCache(app));
    await app.register(postRoutes);
    await app.register(replyRoutes);
    await app.register(uploadRoutes);
  },
  { name: 'posts' },
);
