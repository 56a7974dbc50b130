import type { BodyOf, Contract, DataOf } from '../../common/contracts/envelope.ts';
import type { FieldIssue } from '../../common/errors.ts';

/** One HTTP exchange with the API, whatever carries it (app.inject in the server process, server/web.ts). */
export type Transport = (request: {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}) => Promise<{ status: number; body: unknown }>;

/** A failure envelope as a typed error; callers decide on toasts and redirects (STYLE 8). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldIssue[];
  constructor(status: number, envelope: { code?: string; message?: string; fields?: FieldIssue[] }) {
    super(envelope.message ?? envelope.code ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = envelope.code ?? 'INTERNAL_ERROR';
    this.fields = envelope.fields ?? [];
  }
}

export interface ApiClient {
  call<C extends Contract>(contract: C, body: BodyOf<C>): Promise<DataOf<C>>;
}

/** The one API client of the web (DESIGN "Data flows"): loaders and actions use nothing else. */
export function createApiClient(transport: Transport): ApiClient {
  return {
    async call(contract, body) {
      const { status, body: payload } = await transport({ method: contract.method, path: contract.path, body });
      const envelope = (payload ?? {}) as {
        success?: boolean;
        data?: unknown;
        code?: string;
        message?: string;
        fields?: FieldIssue[];
      };
      if (status >= 200 && status < 300 && envelope?.success === true) return envelope.data as never;
      throw new ApiError(status, envelope);
    },
  };
}
