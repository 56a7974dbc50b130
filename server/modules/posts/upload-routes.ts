import type { FastifyInstance } from 'fastify';

/** Editor images: upload, uploadBase64 and serving /uploads (P19). */
export async function uploadRoutes(_app: FastifyInstance): Promise<void> {}
