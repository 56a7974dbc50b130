import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { isAlive, runningProcesses } from '../../server/lib/running-marker.ts';
import {
  type BackupManifest,
  backupStamp,
  fsyncPath,
  readManifest,
  SESSION_SECRET_FILE,
  SQLITE_FILE,
  UPLOADS_FOLDER,
  writeDurably,
} from './backup-set.ts';
import { checkSqliteCopy } from './sqlite-snapshot.ts';

/**
 * `npm run restore -- <backup>` on the embedded database (ADR 0020): checks the backup, refuses
 * while a process serves DATA_DIR, prepares the new data beside the old under a temporary name,
 * then moves the current data into `DATA_DIR/replaced-<stamp>/` and the prepared data into
 * place, each by a rename. Nothing is deleted: the data replaced stays in that folder.
 */

export class RestoreRefusedError extends Error {}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data the restore replaced now is; undefined when DATA_DIR held none. */
  replaced?: string;
}

/** What a restore replaces: the database with its WAL files, which belong to that file only. */
const DATABASE_FILES = [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`];

function refuseWhileRunning(dataDir: string): void {
  const running = runningProcesses(dataDir);
  if (running.length > 0) {
    throw new RestoreRefusedError(
      `Hearth is running on ${dataDir} (process ${running.join(', ')}): stop it, then restore.`,
    );
  }
  // A process that left no mark (another tool, an older Hearth) may still be writing right now.
  const live = path.join(dataDir, SQLITE_FILE);
  if (!fs.existsSync(live)) return;
  const db = new SqliteDatabase(live, { fileMustExist: true, timeout: 0 });
  try {
    db.exec('begin immediate');
    db.exec('rollback');
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new RestoreRefusedError(`${live} is being written by another process: stop it, then restore.`);
    }
    throw error;
  } finally {
    db.close();
  }
}

function copyTree(source: string, target: string): void {
  fs.cpSync(source, target, { recursive: true, errorOnExist: true, preserveTimestamps: true });
}

export function restoreSqlite(backup: string, dataDir: string, now = new Date()): RestoreResult {
  const manifest = readManifest(backup);
  if (!manifest) {
    throw new RestoreRefusedError(`${backup} is not a complete backup (a hearth-<stamp> folder with a manifest).`);
  }
  if (manifest.database.engine !== 'sqlite') {
    throw new RestoreRefusedError(
      `${backup} holds a PostgreSQL dump: restore it with pg_restore (docs/operations.md).`,
    );
  }
  checkSqliteCopy(path.join(backup, SQLITE_FILE), manifest.database.tables);
  fs.mkdirSync(dataDir, { recursive: true });
  refuseWhileRunning(dataDir);

  // Prepared beside DATA_DIR's files, on the same file system, so that each move is a rename.
  for (const name of fs.readdirSync(dataDir)) {
    const pid = /^\.restoring-(\d+)$/.exec(name)?.[1];
    // Left by a restore that was interrupted: its copies were never moved into place.
    if (pid && !isAlive(Number(pid))) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
  const staging = path.join(dataDir, `.restoring-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging);
  const incoming: string[] = [SQLITE_FILE];
  try {
    fs.copyFileSync(path.join(backup, SQLITE_FILE), path.join(staging, SQLITE_FILE));
    fsyncPath(path.join(staging, SQLITE_FILE));
    if (manifest.sessionSecret === 'included') {
      writeDurably(
        path.join(staging, SESSION_SECRET_FILE),
        fs.readFileSync(path.join(backup, SESSION_SECRET_FILE)),
        0o600,
      );
      incoming.push(SESSION_SECRET_FILE);
    }
    const uploads = path.join(backup, UPLOADS_FOLDER);
    if (fs.existsSync(uploads)) {
      // Copied, not linked: the site may later remove its files, and the backup must not change.
      copyTree(uploads, path.join(staging, UPLOADS_FOLDER));
      incoming.push(UPLOADS_FOLDER);
    }
    fsyncPath(staging);

    // Checked again just before the swap: a site started meanwhile must not lose its file.
    refuseWhileRunning(dataDir);
    const outgoing = [...DATABASE_FILES, ...incoming.filter((name) => name !== SQLITE_FILE)].filter((name) =>
      fs.existsSync(path.join(dataDir, name)),
    );
    let replaced: string | undefined;
    if (outgoing.length > 0) {
      replaced = path.join(dataDir, `replaced-${backupStamp(now)}`);
      fs.mkdirSync(replaced);
      for (const name of outgoing) fs.renameSync(path.join(dataDir, name), path.join(replaced, name));
      fsyncPath(replaced);
    }
    for (const name of incoming) fs.renameSync(path.join(staging, name), path.join(dataDir, name));
    fsyncPath(dataDir);
    return { manifest, replaced };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
