import { setTimeout as delay } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { DatabaseHandle } from './connection.ts';

/**
 * The PostgreSQL advisory lock key of the start-up steps: "HEARTH" then 1, as a bigint.
 * Kysely's migrator takes its own key inside, which this one encloses.
 */
export const POSTGRES_BOOTSTRAP_LOCK_KEY = '5207640365980975105';

/** How often a SQLite process that found the lock taken tries again. */
const SQLITE_RETRY_MS = 50;

export interface BootstrapLockOptions {
  /** Called once when another process holds the lock, before this one waits for it. */
  onWait?: () => void;
}

/** The file beside the SQLite database whose lock the start-up steps hold. */
export function sqliteBootstrapLockFile(databaseFile: string): string {
  return `${databaseFile}.bootstrap-lock`;
}

/**
 * Runs `steps` (migrations, reference data, administrator, demo content) while holding a lock
 * that every process starting on the same database takes (ADR 0019), so that they run one
 * process after another and each later process finds the work done. The lock is the
 * database server's or the kernel's: a process that dies holding it releases it, so there is
 * no stale lock to clear.
 *
 * - PostgreSQL: a session advisory lock on a connection reserved for the whole run.
 * - SQLite: an exclusive transaction on a separate, empty SQLite file beside the database.
 *   The database itself cannot hold it: its one connection must stay free for the steps.
 * - SQLite in memory: no other process can open it, so there is nothing to lock.
 */
export async function withBootstrapLock<T>(
  database: DatabaseHandle,
  steps: () => Promise<T>,
  options: BootstrapLockOptions = {},
): Promise<T> {
  if (database.dialect === 'postgres') return withPostgresLock(database, steps, options);
  if (!database.file) return steps();
  return withSqliteLock(sqliteBootstrapLockFile(database.file), steps, options);
}

/** How often a waiting process asks for the PostgreSQL start-up lock again. */
const POSTGRES_LOCK_POLL_MS = 200;

async function withPostgresLock<T>(
  database: DatabaseHandle,
  steps: () => Promise<T>,
  options: BootstrapLockOptions,
): Promise<T> {
  return database.db.connection().execute(async (connection) => {
    const key = sql`${POSTGRES_BOOTSTRAP_LOCK_KEY}::bigint`;
    const tryLock = async () =>
      (await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(connection)).rows[0]
        ?.locked === true;
    if (!(await tryLock())) {
      options.onWait?.();
      // Asked again and again rather than waited for in one statement: the other process's steps
      // (a demo community, scores for an upgraded site's content) may outlast the statement and
      // query timeouts (DATABASE_QUERY_TIMEOUT_MS), which would end a single long wait.
      while (!(await tryLock())) await delay(POSTGRES_LOCK_POLL_MS);
    }
    try {
      return await steps();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

async function withSqliteLock<T>(lockFile: string, steps: () => Promise<T>, options: BootstrapLockOptions): Promise<T> {
  const lock = new SqliteDatabase(lockFile);
  try {
    // No busy wait inside SQLite: better-sqlite3 is synchronous, and a wait there would
    // freeze this process's event loop (its Redis connection, its timers) meanwhile.
    lock.pragma('busy_timeout = 0');
    let announced = false;
    for (;;) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
        if (!announced) options.onWait?.();
        announced = true;
        await delay(SQLITE_RETRY_MS);
      }
    }
    try {
      return await steps();
    } finally {
      lock.exec('ROLLBACK');
    }
  } finally {
    lock.close();
  }
}
