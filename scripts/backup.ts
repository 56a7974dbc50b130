import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { ConfigError, loadConfig } from '../server/config.ts';

/**
 * `npm run backup` (DESIGN "Operations"). The embedded database is copied with SQLite's online
 * backup API, which gives a consistent snapshot while the server keeps writing; copying the
 * file would miss what is still in the -wal file. PostgreSQL has its own tool: pg_dump.
 */

export interface BackupResult {
  database: string;
  uploads?: string;
}

/** A file-name-safe UTC timestamp: 2026-11-21T20-30-05Z. */
export function backupStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

export async function backupSqlite(dataDir: string, now = new Date()): Promise<BackupResult> {
  const source = path.join(dataDir, 'hearth.db');
  if (!fs.existsSync(source)) {
    throw new Error(`No database at ${source}: check DATA_DIR (it is ${dataDir}).`);
  }
  const directory = path.join(dataDir, 'backups');
  fs.mkdirSync(directory, { recursive: true });
  const stamp = backupStamp(now);
  const database = path.join(directory, `hearth-${stamp}.db`);

  const db = new SqliteDatabase(source, { fileMustExist: true });
  try {
    await db.backup(database);
  } finally {
    db.close();
  }
  // A backup nobody can open is worse than none: check it before saying it worked.
  const copy = new SqliteDatabase(database, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`The backup ${database} failed its integrity check: ${String(check)}`);
  } finally {
    copy.close();
  }

  const uploadsSource = path.join(dataDir, 'uploads');
  if (!fs.existsSync(uploadsSource)) return { database };
  const uploads = path.join(directory, `uploads-${stamp}`);
  fs.cpSync(uploadsSource, uploads, { recursive: true, errorOnExist: true, preserveTimestamps: true });
  return { database, uploads };
}

/** What to run instead when the data lives in PostgreSQL; the URL stays in the environment. */
export function postgresBackupAdvice(now = new Date()): string {
  const file = `hearth-${backupStamp(now)}.dump`;
  return [
    'DATABASE_URL is set: the data is in PostgreSQL, which this script does not copy.',
    'Back it up with pg_dump (custom format, restorable table by table):',
    '',
    `  pg_dump --format=custom --no-owner --file=${file} "$DATABASE_URL"`,
    '',
    'and restore into an empty database with:',
    '',
    `  pg_restore --no-owner --dbname="$DATABASE_URL" ${file}`,
    '',
    'Uploads kept under DATA_DIR/uploads need a copy of their own (for example rsync or tar).',
  ].join('\n');
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.DATABASE_URL) {
    console.log(postgresBackupAdvice());
    return;
  }
  const result = await backupSqlite(config.DATA_DIR);
  console.log(`database backed up to ${result.database}`);
  console.log(result.uploads ? `uploads copied to ${result.uploads}` : 'no uploads folder to copy');
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
