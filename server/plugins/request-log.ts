import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { INTERNAL_REQUEST_HEADER } from './security.ts';

/** Whether the web renderer made this call through app.inject while rendering a page (ADR 0004). */
export function isInternalRequest(request: FastifyRequest): boolean {
  const token = (request.server as { internalRequestToken?: string }).internalRequestToken;
  return token !== undefined && request.headers[INTERNAL_REQUEST_HEADER] === token;
}

/**
 * Issue 35 item 2 (ADR 0026): one log line per request, when it is answered, with its status and
 * time ("GET /ko 200 12 ms"), in place of Fastify's two (incoming, completed). A page's own
 * calls to the API (app.inject, ADR 0004) are part of that page: they are logged at debug, so
 * LOG_LEVEL=debug shows them under the page's request id and the default level the page alone.
 * One-time tokens leave the message as they leave the `req` field (app.ts's serializer).
 */
export class OneLinePerRequest extends LogController {
  private readonly redactUrl: (url: string) => string;

  constructor(redactUrl: (url: string) => string) {
    super();
    this.redactUrl = redactUrl;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const internal = isInternalRequest(request);
    const line = `${request.method} ${this.redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    const fields = {
      req: request,
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
      ...(internal ? { internal } : {}),
      ...(error ? { err: error } : {}),
    };
    if (error) reply.log.error(fields, line);
    else if (internal) reply.log.debug(fields, line);
    else reply.log.info(fields, line);
  }
}
