import type { BodyOf, Contract, DataOf } from '../../common/contracts/envelope.ts';
import type { FieldIssue } from '../../common/errors.ts';

/** One HTTP exchange with the API, whatever carries it (app.inject in the server process, server/web.ts). */
export type Transport = (request: {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}) => Promise<{ status: number; body: unknown }>;

/**
 * The server process holds two copies of this module: server/web.ts builds the client from the
 * source, the routes import the bundled build. `instanceof` therefore checks a brand shared
 * through the global symbol registry instead of the class's identity.
 */
const API_ERROR = Symbol.for('hearth.web.ApiError');
const SESSION_ENDED = Symbol.for('hearth.web.SessionEndedError');

function branded(value: unknown, brand: symbol): boolean {
  return typeof value === 'object' && value !== null && brand in value;
}

/** A failure envelope as a typed error; callers decide on toasts and redirects (STYLE 8). */
export class ApiError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return branded(value, API_ERROR);
  }
  readonly [API_ERROR] = true;
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

/**
 * The session cannot go on (SPEC §4): the token was invalid, or it expired and one refresh did
 * not help. The language route's loader turns it into a redirect to the root.
 */
export class SessionEndedError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return branded(value, SESSION_ENDED);
  }
  readonly [SESSION_ENDED] = true;
  readonly code: string;
  constructor(code: string) {
    super(`The session ended (${code})`);
    this.name = 'SessionEndedError';
    this.code = code;
  }
}

export interface ApiClient {
  call<C extends Contract>(contract: C, body: BodyOf<C>): Promise<DataOf<C>>;
}

/**
 * SPEC §4: calls that start or end a session never trigger a refresh. The paths of the contracts
 * signin, signout, signup, authRegister and authRefresh (common/contracts/accounts/); written out
 * so that this module does not pull zod into the browser (api.test.ts keeps them in step).
 */
export const PATHS_WITHOUT_REFRESH: ReadonlySet<string> = new Set([
  '/api/user/signin',
  '/api/user/signout',
  '/api/user/signup',
  '/api/auth/register',
  '/api/auth/refresh',
]);
const REFRESH_PATH = '/api/auth/refresh';

type Envelope = { success?: boolean; data?: unknown; code?: string; message?: string; fields?: FieldIssue[] };

function isExpired(status: number, envelope: Envelope): boolean {
  return (status === 401 || status === 422) && envelope.code === 'TOKEN_EXPIRED';
}

function isInvalid(status: number, envelope: Envelope): boolean {
  return (status === 401 || status === 422) && envelope.code === 'TOKEN_INVALID';
}

/**
 * The one API client of the web (DESIGN "Data flows"): loaders and actions use nothing else.
 * Token handling lives here and only here (SPEC §4, P8): an expired access token is refreshed
 * once and the call retried; a failed refresh, a second expiry or an invalid token end the
 * session. The transport carries the refreshed cookies into the retry.
 */
export function createApiClient(
  transport: Transport,
  options: {
    /**
     * Runs instead of throwing SessionEndedError when given: the server's renderer signs out
     * and redirects to the root from there, so every loader and action ends a session the same
     * way (SPEC §4) without catching it.
     */
    onSessionEnded?: (code: 'TOKEN_EXPIRED' | 'TOKEN_INVALID') => Promise<never>;
  } = {},
): ApiClient {
  const sessionEnded = async (code: 'TOKEN_EXPIRED' | 'TOKEN_INVALID'): Promise<never> => {
    if (options.onSessionEnded) await options.onSessionEnded(code);
    throw new SessionEndedError(code);
  };
  // Loaders of one request run in parallel: they share one refresh, because a refresh token
  // used twice counts as stolen and revokes the whole session (P8).
  let refreshing: Promise<boolean> | undefined;

  async function exchange(method: Contract['method'], path: string, body: unknown) {
    const { status, body: payload } = await transport({ method, path, body });
    return { status, envelope: (payload ?? {}) as Envelope };
  }

  function refreshOnce(lang: unknown): Promise<boolean> {
    refreshing ??= exchange('POST', REFRESH_PATH, lang === undefined ? {} : { lang }).then(
      ({ status, envelope }) => status >= 200 && status < 300 && envelope.success === true,
    );
    return refreshing;
  }

  return {
    async call(contract, body) {
      const path = fillPathParameters(contract.path, body as Record<string, unknown>);
      let { status, envelope } = await exchange(contract.method, path, body);
      if (!PATHS_WITHOUT_REFRESH.has(contract.path)) {
        if (isExpired(status, envelope)) {
          if (!(await refreshOnce((body as { lang?: unknown } | undefined)?.lang))) {
            return sessionEnded('TOKEN_EXPIRED');
          }
          ({ status, envelope } = await exchange(contract.method, path, body));
          if (isExpired(status, envelope)) return sessionEnded('TOKEN_EXPIRED');
        }
        if (isInvalid(status, envelope)) return sessionEnded('TOKEN_INVALID');
      }
      if (status >= 200 && status < 300 && envelope.success === true) return envelope.data as never;
      throw new ApiError(status, envelope);
    },
  };
}

/** `/api/user/signup/:snsType` with `{ snsType: 'google' }` → `/api/user/signup/google`. */
function fillPathParameters(path: string, body: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(body?.[name] ?? '')));
}
