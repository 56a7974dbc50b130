import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Contract, errorEnvelope, successEnvelope } from '../../common/contracts/envelope.ts';

/**
 * Registers one call of SPEC §7 from its contract: the same zod schema validates the body,
 * types the handler and documents the call in OpenAPI (STYLE 2). The handler returns the
 * `data`; the success envelope is added here, once.
 */
export function route<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: (body: z.output<C['body']>, request: FastifyRequest, reply: FastifyReply) => Promise<z.input<C['data']>>,
  /** Per-call settings: `bodyLimit` for the few calls whose body may exceed the global 1 MB (an image as base64). */
  options: { bodyLimit?: number } = {},
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
    // Path parameters (/api/user/signup/:snsType) join the body so that one schema checks both.
    ...(contract.path.includes(':')
      ? {
          preValidation: async (request: FastifyRequest) => {
            const body = request.body && typeof request.body === 'object' ? request.body : {};
            request.body = { ...body, ...(request.params as object) };
          },
        }
      : {}),
    handler: async (request, reply) => {
      const input = (contract.method === 'GET' ? request.query : request.body) as z.output<C['body']>;
      const data = await handler(input, request, reply);
      return { success: true as const, data };
    },
  });
}
