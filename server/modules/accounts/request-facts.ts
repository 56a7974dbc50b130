import type { FastifyRequest } from 'fastify';

/** The device a session is started from, as the sessions list shows it (P8). */
export const userAgentOf = (request: FastifyRequest) =>
  typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined;
