import { ERROR_STATUS, type ErrorCode } from '../../common/errors.ts';

export interface AppFieldIssue {
  field: string;
  /** A key of the `errors` namespace (`field.tooLong`) or a SPEC §5 message key (`nicknameFormat`). */
  code: string;
  params?: Record<string, string | number>;
}

/**
 * The one error type services throw. The code is a translation key (STYLE 5): the errors
 * plugin turns it into the envelope in the request's language.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: AppFieldIssue[];
  readonly params: Record<string, string | number>;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode | (string & {}),
    options: {
      status?: number;
      fields?: AppFieldIssue[];
      params?: Record<string, string | number>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code as ErrorCode] ?? 400;
    this.fields = options.fields ?? [];
    this.params = options.params ?? {};
    this.headers = options.headers ?? {};
  }
}

export const notFound = () => new AppError('NOT_FOUND');
