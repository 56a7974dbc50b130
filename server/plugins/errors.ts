import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorEnvelope, FieldIssue } from '../../common/errors.ts';
import { fieldIssueCode, MAX_FIELD_ISSUES, numericParams, valueAt } from '../../common/field-issues.ts';
import { NulInTextError } from '../db/nul-guard.ts';
import { AppError, type AppFieldIssue } from '../lib/errors.ts';
import { hasTranslation, translatorFor } from '../lib/i18n.ts';
import { isRedisUnavailable } from '../lib/redis.ts';
import { reportDatabaseOutage } from '../lib/route.ts';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * Turns one zod issue into field issues with stable codes. A schema may name a SPEC §5
 * message key as its message (`z.string().min(2, 'nicknameMinLength')`); that key wins.
 */
function toFieldIssues(issue: ValidationIssue, body: unknown, lang: FastifyRequest['lang']): AppFieldIssue[] {
  const pathParts = issue.instancePath.split('/').filter(Boolean);
  const field = pathParts.join('.') || '(body)';
  const custom = issue.message && hasTranslation(lang, issue.message) ? issue.message : undefined;
  const params = issue.params as { minimum?: number; maximum?: number; origin?: string; keys?: string[] };

  if (issue.keyword === 'unrecognized_keys') {
    return (params.keys ?? []).slice(0, MAX_FIELD_ISSUES).map((key) => ({
      field: [...pathParts, key].join('.'),
      code: 'field.unknownField',
    }));
  }
  if (custom) return [{ field, code: custom, params: numericParams(params) }];

  const missing = pathParts.length > 0 && valueAt(body, pathParts) === undefined;
  const sized = params.origin === 'string' || params.origin === 'array';
  const code = fieldIssueCode(issue.keyword, { sized, missing });
  return [{ field, code, params: numericParams(params) }];
}

/**
 * How soon a caller refused for a Redis outage may try again. Most calls do not need Redis
 * at all during one (ADR 0018); those that do wait for its reconnection, which is attempted
 * every second.
 */
export const REDIS_OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * How soon a caller refused for a database outage may try again (ADR 0024): a restart of
 * PostgreSQL takes a few seconds, and the pool tries a new connection at each request.
 */
export const DATABASE_OUTAGE_RETRY_AFTER_SECONDS = 5;

/** The answer to a call the database could not serve: 503 with Retry-After, in the request's language. */
export function databaseUnavailableError(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', {
    headers: { 'retry-after': String(DATABASE_OUTAGE_RETRY_AFTER_SECONDS) },
  });
}

/** Fastify's own client errors, by code, mapped to ours. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'BAD_REQUEST',
};

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const t = translatorFor(request.lang);
  const fields: FieldIssue[] = error.fields.slice(0, MAX_FIELD_ISSUES).map((issue) => ({
    field: issue.field,
    code: issue.code.startsWith('field.') ? issue.code.slice('field.'.length) : issue.code,
    message: t(issue.code, { ns: 'errors', ...issue.params }),
  }));
  const body: ErrorEnvelope = {
    success: false,
    code: error.code,
    message: t(error.code, { ns: 'errors', ...error.params }),
    ...(fields.length > 0 ? { fields } : {}),
  };
  return reply.status(error.status).headers(error.headers).send(body);
}

/**
 * The failure envelope of DESIGN "API conventions": every error leaves as
 * `{ success: false, code, message, fields? }` in the request's language; unknown errors are
 * logged and become a generic 500 that leaks nothing (STYLE 5). A call that Redis could not
 * serve is 503 with Retry-After, never 500: the outage is passing, the call is not wrong
 * (issue 23). So is a call the database could not serve (issue 34): the outage is logged once,
 * by the database's outage watch, not once per request with a stack trace.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.flatMap((issue) =>
        toFieldIssues(issue as ValidationIssue, request.body, request.lang),
      );
      return sendError(request, reply, new AppError('VALIDATION_FAILED', { fields }));
    }
    if (error instanceof AppError) return sendError(request, reply, error);
    if (error instanceof NulInTextError) return sendError(request, reply, new AppError('INVALID_CHARACTERS'));
    if (reportDatabaseOutage(app, error)) {
      request.log.debug({ reason: error.message }, 'the database could not serve this call');
      return sendError(request, reply, databaseUnavailableError());
    }
    if (isRedisUnavailable(error)) {
      request.log.warn({ err: error }, 'Redis could not serve this call');
      const headers = { 'retry-after': String(REDIS_OUTAGE_RETRY_AFTER_SECONDS) };
      return sendError(request, reply, new AppError('SERVICE_UNAVAILABLE', { headers }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return sendError(request, reply, new AppError('INTERNAL_ERROR'));
    }
    const mapped = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (mapped) return sendError(request, reply, new AppError(mapped));
    if (error.statusCode === 429) return sendError(request, reply, new AppError('RATE_LIMITED'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, new AppError('BAD_REQUEST', { status: error.statusCode }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new AppError('INTERNAL_ERROR'));
  });
});
