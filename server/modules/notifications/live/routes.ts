import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.ts';
import { requireViewer } from '../../../plugins/auth.ts';
import type { AlarmStreams } from './stream-hub.ts';

export const ALARM_STREAM_PATH = '/api/alarm/stream';

/** Retry-After of a stream refused because the process holds as many as it may. */
const FULL_RETRY_AFTER_SECONDS = 5;

/**
 * The signed-in member's bell as Server-Sent Events (issue 29 point 3; frames in wire.ts).
 * `Last-Event-ID` is accepted and needs nothing: the state is sent on every connection.
 *
 * Once the member is known the reply is hijacked and the frames are written to the response
 * itself: nothing of Fastify's sending path stands between them and the socket, so no hook
 * (compression above all, which would hold frames back until its buffer fills) can delay
 * one, and an open stream costs only its socket and response. The headers that onRequest
 * hooks set (security) are on the response already; the request id is added here, as the
 * onSend hook of server/app.ts would.
 */
export async function alarmStreamRoutes(app: FastifyInstance, streams: AlarmStreams): Promise<void> {
  app.get(ALARM_STREAM_PATH, { compress: false, schema: { hide: true } }, async (request, reply) => {
    const viewer = requireViewer(request);
    if (streams.full) {
      throw new AppError('SERVICE_UNAVAILABLE', { headers: { 'retry-after': String(FULL_RETRY_AFTER_SECONDS) } });
    }
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    const stream = streams.open(viewer.id, response);
    response.once('close', () => streams.close(stream));
    request.log.debug({ userId: viewer.id }, 'alarm stream opened');
  });
}
