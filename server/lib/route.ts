import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Contract, errorEnvelope, successEnvelope } from '../../common/contracts/envelope.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { AnswerCache } from './answer-cache.ts';
import { assertNoBrokenText } from './text-input.ts';

export interface RouteOptions<C extends Contract> {
  /** For the few calls whose body may exceed the global 1 MB (an image as base64). */
  bodyLimit?: number;
  /**
   * Public reads whose answer is the same for every reader: kept serialized in `store` under
   * `key` (ADR 0012). `key` returns undefined for a question that must not be kept.
   */
  cache?: { store: AnswerCache; key: (input: z.output<C['body']>, request: FastifyRequest) => string | undefined };
}

/**
 * Marks an answer served from what was kept because the database could not be reached (ADR
 * 0024): its value says why. The web renderer passes it on to the page, and neither is cached.
 */
export const STALE_ANSWER_HEADER = 'x-hearth-stale';

/**
 * Whether an error says the database is away, told to the app's outage watch (ADR 0024), which
 * logs the outage once. A bare app (some tests) has no watch: the error is judged, not logged.
 */
export function reportDatabaseOutage(app: FastifyInstance, error: unknown): boolean {
  return app.hasDecorator('databaseOutage') ? app.databaseOutage.report(error) : isDatabaseUnavailable(error);
}

/** Sends JSON text as it is: Fastify serializes objects, never strings. */
const sendJsonText = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

/**
 * Registers one call of SPEC §7 from its contract: the same zod schema validates the body,
 * types the handler and documents the call in OpenAPI (STYLE 2). The handler returns the
 * `data`; the success envelope is added here, once.
 */
export function route<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: (body: z.output<C['body']>, request: FastifyRequest, reply: FastifyReply) => Promise<z.input<C['data']>>,
  options: RouteOptions<C> = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      summary: contract.summary,
      tags: contract.tags,
      ...(contract.method === 'GET' ? { querystring: contract.body } : { body: contract.body }),
      response: { 200: successEnvelope(contract.data), '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    preValidation: async (request: FastifyRequest) => {
      // Path parameters (/api/user/signup/:snsType) join the body so that one schema checks both.
      if (contract.path.includes(':')) {
        const body = request.body && typeof request.body === 'object' ? request.body : {};
        request.body = { ...body, ...(request.params as object) };
      }
      // Issue 13: every text input of every call, here and once: lone surrogates and
      // non-characters refused with 400 naming the field (server/lib/text-input.ts).
      assertNoBrokenText(contract.method === 'GET' ? request.query : request.body);
    },
    handler: async (request, reply) => {
      const input = (contract.method === 'GET' ? request.query : request.body) as z.output<C['body']>;
      const cache = options.cache;
      const key = cache?.key(input, request);
      if (cache === undefined || key === undefined)
        return { success: true as const, data: await handler(input, request, reply) };
      const kept = cache.store.get(key);
      if (kept !== undefined) return sendJsonText(reply, kept);
      const generation = cache.store.generation;
      let data: z.input<C['data']>;
      try {
        data = await handler(input, request, reply);
      } catch (error) {
        // Readers keep reading while the database is away (issue 34 item 4): the last answer
        // kept, marked stale and not to be stored; without one, the 503 of the errors plugin.
        const stale = reportDatabaseOutage(request.server, error) ? cache.store.stale(key) : undefined;
        if (stale === undefined) throw error;
        reply.header(STALE_ANSWER_HEADER, 'database-unavailable').header('cache-control', 'no-store');
        return sendJsonText(reply, stale);
      }
      // The route's own serializer: a kept answer has been checked against the schema.
      const json = reply.serialize({ success: true as const, data }) as string;
      cache.store.set(key, json, generation);
      return sendJsonText(reply, json);
    },
  });
}
