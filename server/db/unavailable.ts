/**
 * Whether an error means "the database cannot be reached or cannot take this now" (issue 34):
 * a passing condition that a retry a few seconds later may not meet, answered 503 with
 * Retry-After (server/plugins/errors.ts), never 500. Everything else a query can throw (a
 * constraint, a syntax error, a bug) is not in this list and keeps its 500 and its stack trace.
 * The one place that decides it (ADR 0024).
 */

/** Node's socket errors while connecting to or talking with PostgreSQL. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that shuts down or restarts (57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now: starting up or shutting down), refuses more
 * connections (53300), did not finish a statement within statement_timeout (57014: too slow to
 * serve now, DATABASE_QUERY_TIMEOUT_MS) or lost the connection (class 08).
 */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** What node-postgres and its pool say, without a code, when a connection cannot be had or is lost. */
const CLIENT_MESSAGES = [
  'Connection terminated', // …unexpectedly (the server went away), …due to connection timeout
  'timeout exceeded when trying to connect', // the pool's connectionTimeoutMillis
  'Query read timeout', // query_timeout: the server took the query and never answered
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Connection is closed',
  'Cannot use a pool after calling end on the pool', // a query that meets a graceful stop
  'driver has already been destroyed', // Kysely, the same
  'The database connection is not open', // better-sqlite3, the same
];

/**
 * SQLite's result codes that mean "not now" (extended codes such as SQLITE_BUSY_SNAPSHOT or
 * SQLITE_READONLY_DBMOVED share the prefix): another process held the write lock past
 * busy_timeout, the disk or max_page_count is full, the file cannot be written.
 */
const SQLITE_PREFIXES = ['SQLITE_BUSY', 'SQLITE_FULL', 'SQLITE_READONLY'];

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function saysUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = codeOf(error);
  if (code) {
    if (SOCKET_CODES.has(code) || SERVER_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (SQLITE_PREFIXES.some((prefix) => code === prefix || code.startsWith(`${prefix}_`))) return true;
  }
  return CLIENT_MESSAGES.some((message) => error.message.startsWith(message));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (saysUnavailable(error)) return true;
  // Connecting to a name with several addresses fails with every address's error together.
  if (error instanceof AggregateError) return error.errors.length > 0 && error.errors.every(saysUnavailable);
  // One level of wrapping (`new Error('…', { cause })`).
  return error instanceof Error && error.cause !== undefined && saysUnavailable(error.cause);
}

/** The short reason of the outage's log line: a code when there is one, else the message. */
export function unavailableReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = codeOf(error);
  return code ? `${code}: ${error.message}` : error.message;
}
