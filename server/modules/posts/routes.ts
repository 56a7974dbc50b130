import type { FastifyInstance } from 'fastify';

/** Posts: lists, reading, writing, tags and the member lists (SPEC §7.2, §7.1). */
export async function postRoutes(_app: FastifyInstance): Promise<void> {}
