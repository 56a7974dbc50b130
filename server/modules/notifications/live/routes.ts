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
 * Not compressed: a compressing stream would hold the frames back until its buffer fills.
 */
export async function alarmStreamRoutes(app: FastifyInstance, streams: AlarmStreams): Promise<void> {
  app.get(ALARM_STREAM_PATH, { compress: false, schema: { hide: true } }, async (request, reply) => {
    const viewer = requireViewer(request);
    if (streams.full) {
      throw new AppError('SERVICE_UNAVAILABLE', { headers: { 'retry-after': String(FULL_RETRY_AFTER_SECONDS) } });
    }
    const stream = streams.open(viewer.id);
    stream.body.on('error', () => undefined);
    reply.raw.once('close', () => streams.close(stream));
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(stream.body);
  });
}
