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
  // Text holding NUL, which no database field stores (issue 13)
  INVALID_CHARACTERS: 400,
  // Accounts (SPEC §5, §8; issue 3)
  USER_FOUND: 409,
  USER_AUTH_FOUND: 409,
  USER_PENDING: 403,
  nicknameExist: 409,
  userNotfound: 404,
  passwordCheck: 401,
  currentPasswordCheck: 400,
  NO_PASSWORD: 400,
  USER_BANNED: 403,
  USER_WITHDRAWN: 403,
  LOGIN_THROTTLED: 429,
  LINK_EXPIRED: 410,
  LINK_INVALID: 400,
  SNS_NOT_CONFIGURED: 404,
  SNS_STATE_INVALID: 400,
  SNS_CODE_INVALID: 400,
  SNS_PROVIDER_ERROR: 502,
  SNS_TICKET_INVALID: 400,
  SNS_ALREADY_LINKED: 409,
  SNS_EMAIL_REQUIRED: 400,
  // Sign-ups from one address past SIGNUP_MAX_PER_IP (issue 13), SPEC §8's break message
  SIGNUP_ABUSING: 429,
  // Posts and discussions (SPEC §8, DECISIONS P16, P17, P19; issue 4)
  POST_REMOVE: 410,
  REPLY_REMOVE: 410,
  POST_REPLY_ABUSING: 429,
  LIKE_ABUSING: 429,
  POST_BOOKMARK_ABUSING: 429,
  USER_FOLLOW_ABUSING: 429,
  REPORT_DUPLICATE: 409,
  REPORT_OWN_CONTENT: 403,
  OWN_CONTENT: 403,
  ADMIN_ONLY: 403,
  FILE_SIZE_EXCEEDED: 413,
  POST_UPLOADS_EXCEEDED: 413,
  FILE_TYPE_UNSUPPORTED: 415,
  IMAGE_DIMENSIONS_EXCEEDED: 422,
  IMAGE_PROCESSED_TOO_LARGE: 413,
  // Members (SPEC §4, §5, §8; DECISIONS P11, P19; issue 14)
  MEMBER_WITHDRAWN: 410,
  MEMBER_SUSPENDED: 403,
  FOLLOW_SELF: 400,
  PROFILE_IMAGE_SIZE_EXCEEDED: 413,
  // The side panel's brochure applications past BROCHURE_MAX_PER_WINDOW (DECISIONS P32; issue 30)
  BROCHURE_ABUSING: 429,
  // The knowledge areas (SPEC §5, §7.5; DECISIONS P24; issue 31)
  ALREADY_REVIEWED: 409,
  REVIEW_ABUSING: 429,
  KNOWLEDGE_CATEGORY_NOT_EMPTY: 409,
  KNOWLEDGE_CATEGORY_PARENT_INVALID: 400,
  KNOWLEDGE_CATEGORY_INVALID: 400,
  KNOWLEDGE_ORDER_MISMATCH: 400,
  KNOWLEDGE_LINK_INVALID: 400,
  KNOWLEDGE_KIND_MISMATCH: 400,
  REFERENCE_FORUM_ONLY: 400,
  // Administration (issue 32 item 8, DECISIONS P31)
  LAST_ADMIN: 409,
  ADMIN_GRANT_INACTIVE: 409,
  // Moderation in the console (issue 32)
  REPORTS_NOT_WAITING: 409,
  CONTENT_NOT_HIDDEN: 409,
  CONTENT_ALREADY_HIDDEN: 409,
  // Administration of members (DECISIONS P12; issue 32)
  BAN_SELF: 409,
  BAN_ADMINISTRATOR: 409,
  // Administration of reference data (issue 32)
  REFERENCE_KEY_TAKEN: 409,
  REFERENCE_KEY_FIXED: 400,
  CATEGORY_PARENT_INVALID: 400,
  CATEGORY_ORDER_MISMATCH: 400,
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
