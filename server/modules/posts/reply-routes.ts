import type { FastifyInstance } from 'fastify';

/** Replies, likes, bookmarks, followed posts and reports (SPEC §7.2, §7.4). */
export async function replyRoutes(_app: FastifyInstance): Promise<void> {}
