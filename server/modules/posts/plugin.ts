import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GuidePort, PostsContext } from './context.ts';
import { createListCache } from './posts/list-cache.ts';
import { postRoutes } from './posts/routes.ts';
import { reactionRoutes } from './reactions/routes.ts';
import { replyRoutes } from './replies/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import type { AbuseLimits } from './shared/abuse-limits.ts';
import { purgeIfUnused } from './uploads/purge.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { createLocalStorage } from './uploads/storage.ts';
import { createUploadLimit } from './uploads/upload-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the posts services are given, built once here (context.ts). */
    postsContext: PostsContext;
  }
}

/**
 * The platform's parts (app.services) and the feature's own: storage, list cache, and the P17
 * limits built in server/app.ts (members counts follows in the same instance).
 */
function createPostsContext(app: FastifyInstance, limits: AbuseLimits, guides: GuidePort): PostsContext {
  const { db, dialect, transaction, clock, config, log, bus } = app.services;
  return {
    db,
    dialect,
    transaction,
    clock,
    config,
    log,
    limits,
    uploadLimit: createUploadLimit({ counters: app.rateCounters, config }),
    storage: createLocalStorage(path.join(config.DATA_DIR, 'uploads')),
    listCache: createListCache({ config, clock, bus, broadcast: app.broadcast }),
    viewerSecret: app.sessionSecret,
    guides,
  };
}

/**
 * Posts and discussions (issue 4): posts and their lists, replies, reactions, reports and
 * uploaded images, one sub-feature folder each (README.md), sharing one context.
 */
export const postsPlugin = fp(
  async (app: FastifyInstance, options: { limits: AbuseLimits; guides: GuidePort }) => {
    const context = createPostsContext(app, options.limits, options.guides);
    app.decorate('postsContext', context);
    app.jobs.register('upload.purgeIfUnused', async ({ uploadId }) => {
      await purgeIfUnused({ ...context, log: context.log.child({ component: 'uploads' }) }, uploadId);
    });
    await app.register(async (scope) => postRoutes(scope, context));
    await app.register(async (scope) => replyRoutes(scope, context));
    await app.register(async (scope) => reactionRoutes(scope, context));
    await app.register(async (scope) => reportRoutes(scope, context));
    await app.register(async (scope) => uploadRoutes(scope, context));
  },
  { name: 'posts' },
);
