import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How a feed or sitemap leaves: its own content type, kept by caches for a while, and with an
 * ETag, so that a feed reader polling every few minutes gets an empty 304 while nothing changed.
 */
export function sendXml(
  request: FastifyRequest,
  reply: FastifyReply,
  xml: string,
  options: { contentType: string; maxAgeSeconds: number },
): FastifyReply {
  const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
  reply
    .header('content-type', `${options.contentType}; charset=utf-8`)
    .header('cache-control', `public, max-age=${options.maxAgeSeconds}`)
    .header('etag', etag);
  const asked = request.headers['if-none-match'];
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.status(304).send();
  }
  return reply.send(xml);
}

/** An address under a known pattern that names nothing (a language, grouping or file that does not exist). */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send('Not found');
}
