import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statements kept prepared; lists with `in (?, ?, …)` make one per length. */
export const STATEMENT_CACHE_SIZE = 500;

/** better-sqlite3 cannot bind booleans; SQLite stores them as 0/1 (reads: db/normalize.ts). */
function bindable(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}

/**
 * better-sqlite3 as Kysely's SqliteDialect sees it, with two differences:
 *
 * - Prepared statements are kept. Kysely prepares every query anew, and SQLite's parsing and
 *   planning cost about as much as running a list page's queries (docs/performance.md). A
 *   kept statement is recompiled by SQLite itself when the schema changes.
 * - Booleans are bound as 0/1, so services write `true` on both dialects. Doing it here, on
 *   the parameters, replaces a Kysely plugin that copied every query's syntax tree.
 *
 * Streaming (`iterate`) gets a statement of its own: a kept statement that is still being
 * iterated cannot run another query.
 */
export function statementCachingDatabase(
  database: BetterSqlite3.Database,
  capacity = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const kept = new Map<string, BetterSqlite3.Statement>();

  function keptStatement(sql: string): BetterSqlite3.Statement {
    let statement = kept.get(sql);
    if (statement) return statement;
    statement = database.prepare(sql);
    // Insertion order is age: past capacity the oldest goes (hot statements are re-added soon).
    if (kept.size >= capacity) kept.delete(kept.keys().next().value!);
    kept.set(sql, statement);
    return statement;
  }

  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const statement = keptStatement(sql);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(bindable(parameters)),
        run: (parameters) => statement.run(bindable(parameters)),
        iterate: (parameters) => database.prepare(sql).iterate(bindable(parameters)) as IterableIterator<unknown>,
      };
    },
  };
}
