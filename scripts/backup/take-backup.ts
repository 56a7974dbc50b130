import fs from 'node:fs';
import path from 'node:path';
import {
  type BackupManifest,
  backupStamp,
  backupsFolder,
  completeName,
  fsyncPath,
  MANIFEST,
  newestCompleteBackup,
  partialName,
  POSTGRES_FILE,
  removeAbandonedPartials,
  SESSION_SECRET_FILE,
  SQLITE_FILE,
  UPLOADS_FOLDER,
  writeDurably,
} from './backup-set.ts';
import { dumpPostgres } from './postgres-dump.ts';
import { snapshotSqlite } from './sqlite-snapshot.ts';
import { copyUploadsIncrementally } from './uploads-copy.ts';

/**
 * `npm run backup`'s work (ADR 0020): database, session secret and uploads into a partial
 * directory, each written durably, the manifest last, then one rename gives it its final name.
 * Whatever interrupts it before that rename leaves only a partial name, which no reader takes
 * for a backup and the next backup removes.
 */

/** Where a run is; tests stop a real backup process at each of these. */
export type BackupStep =
  'started' | 'database-copying' | 'database-copied' | 'session-secret-copied' | 'upload-copied' | 'manifest-written';

export interface BackupOptions {
  dataDir: string;
  /** Set: the database is this PostgreSQL one, dumped with pg_dump. */
  databaseUrl?: string;
  /** SESSION_SECRET is set, so DATA_DIR/session-secret is not the one in use. */
  sessionSecretFromEnvironment?: boolean;
  now?: Date;
  onStep?: (step: BackupStep) => void | Promise<void>;
}

export interface BackupResult {
  directory: string;
  manifest: BackupManifest;
  /** Partial directories of interrupted runs removed before this one. */
  abandonedRemoved: string[];
}

const seconds = (since: number) => Math.round((performance.now() - since) / 10) / 100;

export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  const { dataDir, databaseUrl, onStep } = options;
  const now = options.now ?? new Date();
  const sqliteSource = path.join(dataDir, SQLITE_FILE);
  if (!databaseUrl && !fs.existsSync(sqliteSource)) {
    throw new Error(`No database at ${sqliteSource}: check DATA_DIR (it is ${dataDir}).`);
  }
  const folder = backupsFolder(dataDir);
  // Members' addresses, password hashes and the session secret: for the owner's eyes only.
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const abandonedRemoved = removeAbandonedPartials(dataDir);
  const stamp = backupStamp(now);
  const directory = path.join(folder, completeName(stamp));
  if (fs.existsSync(directory)) throw new Error(`${directory} exists already: one backup a second at most.`);
  const previous = newestCompleteBackup(dataDir);
  const partial = path.join(folder, partialName(stamp));
  fs.mkdirSync(partial, { mode: 0o700 });
  const started = performance.now();

  try {
    await onStep?.('started');
    await onStep?.('database-copying');
    let database: BackupManifest['database'];
    if (databaseUrl) {
      const file = path.join(partial, POSTGRES_FILE);
      await dumpPostgres(databaseUrl, file);
      fsyncPath(file);
      database = { engine: 'postgres', file: POSTGRES_FILE, bytes: fs.statSync(file).size };
    } else {
      const file = path.join(partial, SQLITE_FILE);
      const tables = snapshotSqlite(sqliteSource, file);
      fsyncPath(file);
      database = { engine: 'sqlite', file: SQLITE_FILE, bytes: fs.statSync(file).size, tables };
    }
    const databaseSeconds = seconds(started);
    await onStep?.('database-copied');

    // Without its secret a restored site signs every member out (issue 23 item 5).
    let sessionSecret: BackupManifest['sessionSecret'] = 'absent';
    const secretFile = path.join(dataDir, SESSION_SECRET_FILE);
    if (options.sessionSecretFromEnvironment) sessionSecret = 'environment';
    else if (fs.existsSync(secretFile)) {
      writeDurably(path.join(partial, SESSION_SECRET_FILE), fs.readFileSync(secretFile), 0o600);
      sessionSecret = 'included';
    }
    await onStep?.('session-secret-copied');

    // After the database: every upload its rows name was written before them, so it is here.
    const uploadsStarted = performance.now();
    const uploadsSource = path.join(dataDir, UPLOADS_FOLDER);
    const uploads = fs.existsSync(uploadsSource)
      ? await copyUploadsIncrementally(
          uploadsSource,
          path.join(partial, UPLOADS_FOLDER),
          previous && path.join(previous, UPLOADS_FOLDER),
          onStep && (() => onStep('upload-copied')),
        )
      : { files: 0, bytes: 0, copiedFiles: 0, copiedBytes: 0, linkedFiles: 0 };
    const uploadsSeconds = seconds(uploadsStarted);

    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      database,
      sessionSecret,
      uploads,
      ...(previous && uploads.linkedFiles > 0 ? { linkedTo: path.basename(previous) } : {}),
      seconds: { database: databaseSeconds, uploads: uploadsSeconds, total: seconds(started) },
    };
    writeDurably(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fsyncPath(partial);
    await onStep?.('manifest-written');

    fs.renameSync(partial, directory);
    fsyncPath(folder);
    return { directory, manifest, abandonedRemoved };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}
