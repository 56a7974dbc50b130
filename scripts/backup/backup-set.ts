import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from '../../server/lib/running-marker.ts';

/**
 * What a backup is on disk (ADR 0020): a directory `DATA_DIR/backups/hearth-<stamp>/` holding
 * the database (`hearth.db`, or `hearth.dump` from pg_dump), the session secret (mode 0600),
 * the uploads, and `manifest.json`. It is built under a hidden partial name and renamed last,
 * so a name of the complete form only ever appears on a finished, checked backup; the manifest,
 * written just before that rename, is the second mark that readers require.
 */

export const MANIFEST = 'manifest.json';
export const SQLITE_FILE = 'hearth.db';
export const POSTGRES_FILE = 'hearth.dump';
export const SESSION_SECRET_FILE = 'session-secret';
export const UPLOADS_FOLDER = 'uploads';

const COMPLETE_NAME = /^hearth-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/;
const PARTIAL_NAME = /^\.partial-hearth-.+-(\d+)$/;

export interface UploadsSummary {
  files: number;
  bytes: number;
  /** Files new or changed since the previous backup, copied. */
  copiedFiles: number;
  copiedBytes: number;
  /** Files unchanged since the previous backup, hard-linked to its copy. */
  linkedFiles: number;
}

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database:
    | { engine: 'sqlite'; file: typeof SQLITE_FILE; bytes: number; tables: string[] }
    | { engine: 'postgres'; file: typeof POSTGRES_FILE; bytes: number };
  /** `environment`: SESSION_SECRET is set, so the secret is the operator's to keep, not ours. */
  sessionSecret: 'included' | 'environment' | 'absent';
  uploads: UploadsSummary;
  /** The previous backup that unchanged uploads are linked to. */
  linkedTo?: string;
  seconds: { database: number; uploads: number; total: number };
}

/** A file-name-safe UTC timestamp: 2026-11-21T20-30-05Z. */
export function backupStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

export function backupsFolder(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

export function completeName(stamp: string): string {
  return `hearth-${stamp}`;
}

export function partialName(stamp: string, pid = process.pid): string {
  return `.partial-hearth-${stamp}-${pid}`;
}

/** The manifest of a complete backup directory, or null for anything else. */
export function readManifest(directory: string): BackupManifest | null {
  if (!COMPLETE_NAME.test(path.basename(directory))) return null;
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(directory, MANIFEST), 'utf8')) as BackupManifest;
    return manifest.format === 1 ? manifest : null;
  } catch {
    return null;
  }
}

/** Complete backups under DATA_DIR/backups, oldest first (stamps sort as text). */
export function completeBackups(dataDir: string): string[] {
  const folder = backupsFolder(dataDir);
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .filter((name) => COMPLETE_NAME.test(name))
    .sort()
    .map((name) => path.join(folder, name))
    .filter((directory) => readManifest(directory) !== null);
}

export function newestCompleteBackup(dataDir: string): string | undefined {
  return completeBackups(dataDir).at(-1);
}

/** Removes what interrupted backups left behind: partial directories whose process is gone. */
export function removeAbandonedPartials(dataDir: string): string[] {
  const folder = backupsFolder(dataDir);
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const match = PARTIAL_NAME.exec(name);
    if (!match || isAlive(Number(match[1]))) continue;
    fs.rmSync(path.join(folder, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** Flushes a file's or a directory's entries to disk, so a rename after it cannot outrun the data. */
export function fsyncPath(target: string): void {
  const descriptor = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
}

/** Writes a file durably with the given mode, refusing to replace one. */
export function writeDurably(file: string, data: string | Buffer, mode = 0o644): void {
  const descriptor = fs.openSync(file, 'wx', mode);
  try {
    fs.writeFileSync(descriptor, data);
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
  // The mode given to open is reduced by the umask; the secret must end 0600 whatever it is.
  fs.chmodSync(file, mode);
}
