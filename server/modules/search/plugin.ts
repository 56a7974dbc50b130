import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SearchContext } from './context.ts';
import { registerSearchIndexing, registerViewFollowing } from './indexer.ts';
import { searchRoutes } from './routes.ts';

/**
 * Search (issue 30): its calls, and the index following posts' changes inside their
 * transactions and their views after them.
 */
export const searchPlugin = fp(
  async (app: FastifyInstance, options: { context: SearchContext; indexing: boolean }) => {
    const ctx = options.context;
    if (options.indexing) registerSearchIndexing(app.bus, ctx);
    registerViewFollowing(app.bus, ctx);
    await app.register(async (scope) => searchRoutes(scope, ctx));
  },
  { name: 'search' },
);
