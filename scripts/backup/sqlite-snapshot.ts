import SqliteDatabase from 'better-sqlite3';

/**
 * The embedded database's copy (ADR 0020). `VACUUM INTO` writes the whole database in one read
 * transaction: a consistent snapshot that writers in WAL mode do not disturb, taking as long as
 * one pass over the data whatever the write rate. The online backup API used before copied 100
 * pages a step and started over whenever another connection committed, so at 100 writes/s it
 * never finished (issue 23 item 5).
 */

/** Tables without which a file is no Hearth database, whatever else it holds. */
const REQUIRED_TABLES = ['kysely_migration', 'posts', 'users'];

export class BackupCheckError extends Error {}

function tableNames(db: SqliteDatabase.Database): string[] {
  const rows = db
    .prepare("select name from sqlite_schema where type = 'table' and name not like 'sqlite_%' order by name")
    .all() as { name: string }[];
  return rows.map((row) => row.name);
}

/** Copies `source` into the new file `target` and checks the copy; returns the tables it holds. */
export function snapshotSqlite(source: string, target: string): string[] {
  const db = new SqliteDatabase(source, { fileMustExist: true });
  let tables: string[];
  try {
    db.pragma('busy_timeout = 5000');
    tables = tableNames(db);
    const missing = REQUIRED_TABLES.filter((name) => !tables.includes(name));
    if (missing.length > 0) {
      throw new BackupCheckError(`${source} is not a Hearth database (no ${missing.join(', ')}): check DATA_DIR.`);
    }
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
  checkSqliteCopy(target, tables);
  return tables;
}

/**
 * A copy is good when SQLite finds it sound and it holds every table the source had when the
 * copy began, with its migrations recorded: an empty file opens and passes quick_check too.
 */
export function checkSqliteCopy(file: string, expectedTables: readonly string[] = REQUIRED_TABLES): void {
  const copy = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupCheckError(`${file} failed its integrity check: ${String(check)}`);
    const tables = tableNames(copy);
    const missing = [...new Set([...expectedTables, ...REQUIRED_TABLES])].filter((name) => !tables.includes(name));
    if (missing.length > 0) throw new BackupCheckError(`${file} lacks the tables ${missing.join(', ')}`);
    const migrations = copy.prepare('select count(*) as n from kysely_migration').get() as { n: number };
    if (migrations.n === 0) throw new BackupCheckError(`${file} records no migration`);
  } finally {
    copy.close();
  }
}
