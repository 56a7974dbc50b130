/**
 * Error codes of the API (DESIGN "API conventions"). Each code is also the translation key of
 * its message in the `errors` namespace, so the server and the web say the same thing.
 * Codes are SPEC §5 and §8 names where they exist; append new ones, never rename.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LOGIN_REQUIRED: 401,
  TOKEN_EXPIRED: 401,
  TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  CROSS_ORIGIN_REQUEST: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldIssue {
  field: string;
  code: string;
  message: string;
}

export interface ErrorEnvelope {
  success: false;
  code: string;
  message: string;
  fields?: FieldIssue[];
}

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
}
