import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { refuseNulInText } from './nul-guard.ts';
import { statementCachingDatabase } from './sqlite-statements.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The SQLite file, when there is one: the start-up lock sits beside it (server/db/bootstrap-lock.ts). */
  file?: string;
  close(): Promise<void>;
}

// pg returns int8 (count(*), bigserial) as strings; ids and counts here fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export function openPostgres(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max });
  // pg reports errors of idle clients (a server restart, a forced disconnect) on the pool;
  // without a listener they would crash the process. The broken client is discarded and the
  // next query opens a fresh one, where a lasting outage surfaces as a normal error.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [refuseNulInText] });
  return {
    db,
    dialect: 'postgres',
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
export function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  switchToWal(sqlite);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: statementCachingDatabase(sqlite) }),
    plugins: [refuseNulInText],
  });
  return { db, dialect: 'sqlite', ...(file === ':memory:' ? {} : { file }), close: () => db.destroy() };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openSqlite(path.join(options.dataDir, 'hearth.db'));
}
