import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { refuseNulInText } from './nul-guard.ts';
import { createDatabaseOutage, type DatabaseOutage } from './outage.ts';
import { statementCachingDatabase } from './sqlite-statements.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The SQLite file, when there is one: the start-up lock sits beside it (server/db/bootstrap-lock.ts). */
  file?: string;
  /** The outage, if one is on: its log lines and the query that ends it (server/db/outage.ts). */
  outage: DatabaseOutage;
  close(): Promise<void>;
}

/**
 * How long the database may hold a request (issue 34, ADR 0024). Defaults of the configuration
 * (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS, SQLITE_BUSY_TIMEOUT_MS).
 */
export interface DatabaseTimeouts {
  /** PostgreSQL: a connection not established by then (a server that accepts and says nothing) is given up. */
  connectTimeoutMs: number;
  /**
   * PostgreSQL: the server cancels a statement running longer (statement_timeout), and the
   * client gives up on one the server has not answered a second after that (query_timeout: a
   * stopped or partitioned server cancels nothing). 0: no bound.
   */
  queryTimeoutMs: number;
  /** SQLite: how long a write waits for another process's write lock before SQLITE_BUSY. */
  busyTimeoutMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectTimeoutMs: 3000,
  queryTimeoutMs: 10_000,
  busyTimeoutMs: 1000,
};

/** The client's own margin after statement_timeout: the server's cancellation arrives first when it can. */
const CLIENT_QUERY_MARGIN_MS = 1000;

/**
 * The pool as Kysely sees it, with two differences: a client whose query timed out on the
 * client side is destroyed when released, not handed to the next query (node-postgres keeps
 * such a client busy with the unanswered query, and every later query on it would wait behind
 * it and time out in turn); and a checked-out client's connection errors are listened to.
 */
function discardingTimedOutClients(pool: pg.Pool): PostgresPool {
  return {
    options: pool.options,
    end: () => pool.end(),
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken = false;
      // While a client is checked out the pool does not listen to its errors: a server that
      // ends the connection between two queries of a transaction (57P01 on a stop) would be an
      // uncaught exception and end the process. The client is broken: destroyed on release.
      const onError = () => {
        broken = true;
      };
      client.on('error', onError);
      const query = (...args: unknown[]) => {
        const result = (client.query as (...a: unknown[]) => unknown)(...args);
        if (result instanceof Promise) {
          return result.catch((error: unknown) => {
            if (error instanceof Error && error.message === 'Query read timeout') broken = true;
            throw error;
          });
        }
        return result;
      };
      return {
        get processID() {
          return (client as unknown as { processID?: number }).processID;
        },
        query: query as PostgresPoolClient['query'],
        release: (destroy?: boolean) => {
          client.removeListener('error', onError);
          client.release(destroy === true || broken);
        },
      };
    },
  };
}

// pg returns int8 (count(*), bigserial) as strings; ids and counts here fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export function openPostgres(
  connectionString: string,
  max = 10,
  timeouts: Pick<DatabaseTimeouts, 'connectTimeoutMs' | 'queryTimeoutMs'> = DEFAULT_DATABASE_TIMEOUTS,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    ...(timeouts.queryTimeoutMs > 0
      ? {
          statement_timeout: timeouts.queryTimeoutMs,
          query_timeout: timeouts.queryTimeoutMs + CLIENT_QUERY_MARGIN_MS,
        }
      : {}),
    // A peer that vanished without closing (a host gone, a cut link) is noticed on an idle
    // connection too, instead of at the next query's timeout.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // pg reports errors of idle clients (a server restart, a forced disconnect) on the pool;
  // without a listener they would crash the process. The broken client is discarded and the
  // next query opens a fresh one, where a lasting outage surfaces as a normal error.
  pool.on('error', () => {});
  const outage = createDatabaseOutage();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: discardingTimedOutClients(pool) }),
    plugins: [refuseNulInText, outage.plugin],
  });
  return {
    db,
    dialect: 'postgres',
    outage,
    async close() {
      // pool.end() resolves before every client has finished closing; wait for each removal
      // so that a caller dropping the database right after does not kill live connections.
      const closed = new Promise<void>((resolve) => {
        if (pool.totalCount === 0) return resolve();
        pool.on('remove', () => {
          if (pool.totalCount === 0) resolve();
        });
      });
      await db.destroy();
      await closed;
    },
  };
}

/** How long opening waits for another process's hold on a brand-new database file. */
const WAL_SWITCH_WAIT_MS = 5000;
const WAL_SWITCH_RETRY_MS = 20;

/**
 * Switches the file to WAL. Processes started together on a brand-new database (issue 23) all
 * switch it at once, and SQLite answers a switch that meets another connection's write lock
 * SQLITE_BUSY at once, without its busy handler: one of them crashed at start-up. So the busy
 * switch is retried here for a bounded time. The wait blocks the thread, which is fine: this
 * runs once, while the process opens its database and serves nothing yet.
 */
function switchToWal(sqlite: SqliteDatabase.Database): void {
  const deadline = Date.now() + WAL_SWITCH_WAIT_MS;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      sqlite.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() >= deadline) throw error;
      Atomics.wait(sleeper, 0, 0, WAL_SWITCH_RETRY_MS);
    }
  }
}

/** The embedded default: one file under DATA_DIR, WAL for concurrent readers (DESIGN "Shape"). */
export function openSqlite(
  file: string,
  timeouts: Pick<DatabaseTimeouts, 'busyTimeoutMs'> = DEFAULT_DATABASE_TIMEOUTS,
  limits: { maxSizeMb?: number } = {},
): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  switchToWal(sqlite);
  sqlite.pragma('foreign_keys = ON');
  // The wait blocks the process's one thread (better-sqlite3 is synchronous), every request
  // with it: another process's write takes milliseconds, so a lock held for seconds is an
  // outage, answered 503 (ADR 0024), not a wait.
  sqlite.pragma(`busy_timeout = ${Math.trunc(timeouts.busyTimeoutMs)}`);
  sqlite.pragma('synchronous = NORMAL');
  if (limits.maxSizeMb !== undefined) {
    // SQLITE_MAX_SIZE_MB: past it a write fails with SQLITE_FULL, as on a full disk (503, ADR 0024).
    const pageSize = sqlite.pragma('page_size', { simple: true }) as number;
    sqlite.pragma(`max_page_count = ${Math.max(1, Math.floor((limits.maxSizeMb * 1024 * 1024) / pageSize))}`);
  }
  // While another process holds the write lock past the timeout, writes fail at once instead
  // of each blocking the process for the timeout again (the drill's slowest answer went from
  // 4.5 s to about 2 s); the wait comes back when the outage ends.
  const outage = createDatabaseOutage(Date.now, {
    lockHeld: (held) => sqlite.pragma(`busy_timeout = ${held ? 0 : Math.trunc(timeouts.busyTimeoutMs)}`),
  });
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: statementCachingDatabase(sqlite) }),
    plugins: [refuseNulInText, outage.plugin],
  });
  return { db, dialect: 'sqlite', ...(file === ':memory:' ? {} : { file }), outage, close: () => db.destroy() };
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  timeouts?: DatabaseTimeouts;
  sqliteMaxSizeMb?: number;
}): DatabaseHandle {
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, 10, timeouts);
  return openSqlite(path.join(options.dataDir, 'hearth.db'), timeouts, { maxSizeMb: options.sqliteMaxSizeMb });
}
