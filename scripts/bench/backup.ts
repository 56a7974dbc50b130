import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { takeBackup } from '../backup/take-backup.ts';
import { createHearthDataDir } from '../backup/testing/hearth-data-dir.ts';
import { probePayload } from '../backup/testing/steady-writer.ts';

/**
 * Issue 23 item 5's figures for docs/operations.md: `npm run backup`'s time on a ~100 MB
 * embedded database (BENCH_BACKUP_MB) idle and while another process commits 100 rows a second,
 * and, for comparison, SQLite's online backup API that it replaced (100 pages a step, started
 * over at each commit of another connection), given at most BENCH_BACKUP_OLD_SECONDS (30).
 */
const TARGET_MB = Number(process.env.BENCH_BACKUP_MB ?? 100);
const OLD_LIMIT_SECONDS = Number(process.env.BENCH_BACKUP_OLD_SECONDS ?? 30);
const POSTS = 2_000;
const MB = 1_048_576;

/** A writer process at 100 commits a second, stopped on request. */
function startWriter(file: string) {
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../backup/testing/steady-writer.ts')], {
    env: { ...process.env, WRITER_DATABASE: file, WRITER_RATE: '100', WRITER_COUNT: '1000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  // Drained, or a full pipe would stop the writer.
  child.stdout.resume();
  return {
    started,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The replaced method, stopped at the limit: returns seconds, or null when it did not finish. */
async function onlineBackup(source: string, target: string): Promise<{ seconds: number | null; restarts: number }> {
  const db = new SqliteDatabase(source, { fileMustExist: true });
  const started = performance.now();
  let restarts = 0;
  let lastRemaining = Number.POSITIVE_INFINITY;
  try {
    await db.backup(target, {
      progress({ remainingPages }) {
        if (remainingPages > lastRemaining) restarts += 1;
        lastRemaining = remainingPages;
        if (performance.now() - started > OLD_LIMIT_SECONDS * 1000) throw new Error('over the limit');
        return 100;
      },
    });
    return { seconds: (performance.now() - started) / 1000, restarts };
  } catch {
    return { seconds: null, restarts };
  } finally {
    db.close();
    fs.rmSync(target, { force: true });
  }
}

export async function backupBenchmark(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-backup-'));
  try {
    await createHearthDataDir(POSTS, dataDir);
    const file = path.join(dataDir, 'hearth.db');
    // Posts to 100 MB would take minutes to seed; rows of the writer's table make up the rest.
    const db = new SqliteDatabase(file);
    db.pragma('journal_mode = WAL');
    const insert = db.prepare('insert into backup_probe (id, payload) values (?, ?)');
    const bytes = () =>
      Number(db.pragma('page_count', { simple: true })) * Number(db.pragma('page_size', { simple: true }));
    let rows = 0;
    while (bytes() < TARGET_MB * MB) {
      db.transaction(() => {
        for (let n = 0; n < 10_000; n += 1) insert.run(++rows, probePayload(rows));
      })();
    }
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const size = fs.statSync(file).size;
    console.log(`database: ${(size / MB).toFixed(0)} MB (${POSTS} posts, ${rows} padding rows)`);

    const idle = await takeBackup({ dataDir, now: new Date(Date.now() - 60_000) });
    console.log(
      `npm run backup, idle:          ${idle.manifest.seconds.total.toFixed(2)} s ` +
        `(database ${idle.manifest.seconds.database.toFixed(2)} s)`,
    );

    // Counted in the database: VACUUM INTO holds this process, so the writer's output waits.
    const probe = new SqliteDatabase(file, { readonly: true });
    const lastRow = () => (probe.prepare('select max(id) as id from backup_probe').get() as { id: number }).id;
    const writer = startWriter(file);
    await writer.started;
    const before = lastRow();
    const loadedStarted = performance.now();
    const loaded = await takeBackup({ dataDir });
    const loadedSeconds = (performance.now() - loadedStarted) / 1000;
    const during = lastRow() - before;
    probe.close();
    console.log(
      `npm run backup, 100 writes/s:  ${loaded.manifest.seconds.total.toFixed(2)} s ` +
        `(database ${loaded.manifest.seconds.database.toFixed(2)} s; ${during} writes committed meanwhile, ` +
        `${(during / loadedSeconds).toFixed(0)}/s)`,
    );
    console.log(
      `uploads, second backup:        ${loaded.manifest.uploads.copiedFiles} copied, ` +
        `${loaded.manifest.uploads.linkedFiles} linked`,
    );

    const old = await onlineBackup(file, path.join(dataDir, 'online-backup.db'));
    await writer.stop();
    console.log(
      `online backup API (replaced), 100 writes/s: ` +
        (old.seconds === null
          ? `unfinished after ${OLD_LIMIT_SECONDS} s (${old.restarts} restarts)`
          : `${old.seconds.toFixed(2)} s (${old.restarts} restarts)`),
    );
    const oldIdle = await onlineBackup(file, path.join(dataDir, 'online-backup.db'));
    console.log(`online backup API (replaced), idle: ${oldIdle.seconds?.toFixed(2) ?? 'unfinished'} s`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
