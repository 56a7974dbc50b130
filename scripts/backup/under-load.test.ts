import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, waitForLine } from './testing/child-lines.ts';
import { createHearthDataDir } from './testing/hearth-data-dir.ts';
import { probePayload } from './testing/steady-writer.ts';

/**
 * Issue 23 item 5: at 100 writes/s the online backup never finished, since every commit of
 * another connection started it over. Here `npm run backup` runs, as its own process, while
 * another process commits 100 rows a second; the backup is restored into a new DATA_DIR.
 */
const root = path.resolve(import.meta.dirname, '../..');
const BULK_ROWS = 20_000;
/** The writer's bound: a minute at 100 a second, stopped as soon as the backup has finished. */
const MAX_WRITES = 6_000;

describe('a backup at 100 writes/s', () => {
  let dataDir: string;
  let restoredDir: string;

  beforeAll(async () => {
    dataDir = await createHearthDataDir(5);
    // Some megabytes, so that the copy spans many of the writer's commits.
    const db = new SqliteDatabase(path.join(dataDir, 'hearth.db'));
    const insert = db.prepare('insert into backup_probe (id, payload) values (?, ?)');
    db.transaction(() => {
      for (let id = 1; id <= BULK_ROWS; id += 1) insert.run(id, probePayload(id));
    })();
    db.close();
    restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-restored-'));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(restoredDir, { recursive: true, force: true });
  });

  it('finishes and restores with every acknowledged write', async () => {
    const writer = spawn(process.execPath, [path.join(import.meta.dirname, 'testing', 'steady-writer.ts')], {
      cwd: root,
      env: {
        ...process.env,
        WRITER_DATABASE: path.join(dataDir, 'hearth.db'),
        WRITER_RATE: '100',
        WRITER_COUNT: String(MAX_WRITES),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let lastAcked = 0;
    let writerDone = false;
    writer.stdout.on('data', (chunk: Buffer) => {
      for (const match of chunk.toString().matchAll(/^acked (\d+)$/gm)) lastAcked = Number(match[1]);
    });
    const writerExit = exited(writer).then((code) => {
      writerDone = true;
      return code;
    });
    await waitForLine(writer, (line) => line === `acked ${BULK_ROWS + 50}`);

    // Every write acknowledged before the backup started must be in it.
    const ackedBeforeBackup = lastAcked;
    const backup = spawn(process.execPath, [path.join(root, 'scripts', 'backup.ts')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let backupOutput = '';
    backup.stdout.on('data', (chunk: Buffer) => (backupOutput += chunk.toString()));
    expect(await exited(backup)).toBe(0);
    const ackedAfterBackup = lastAcked;
    // It finished while the writer still wrote (the old backup never did), with writes during it.
    expect(writerDone).toBe(false);
    expect(ackedAfterBackup - ackedBeforeBackup).toBeGreaterThanOrEqual(10);
    writer.kill('SIGTERM');
    expect(await writerExit).toBe(0);

    const directory = /^backup complete: (.+)$/m.exec(backupOutput)?.[1];
    expect(directory).toBeDefined();
    const restore = spawnSync(process.execPath, [path.join(root, 'scripts', 'restore.ts'), directory!], {
      cwd: root,
      env: { ...process.env, DATA_DIR: restoredDir },
      encoding: 'utf8',
    });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);

    const restored = new SqliteDatabase(path.join(restoredDir, 'hearth.db'), { readonly: true });
    try {
      expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = restored.prepare('select id, payload from backup_probe order by id').all() as {
        id: number;
        payload: string;
      }[];
      // A snapshot: the writes up to one point, none missing before it, each row whole.
      const last = rows.at(-1)!.id;
      expect(last).toBeGreaterThanOrEqual(ackedBeforeBackup);
      expect(last).toBeLessThanOrEqual(ackedAfterBackup);
      expect(rows).toHaveLength(last);
      expect(rows.filter((row, index) => row.id !== index + 1 || row.payload !== probePayload(row.id))).toEqual([]);
      expect(restored.prepare('select count(*) as n from posts').get()).toEqual({ n: 5 });
    } finally {
      restored.close();
    }
    // Up to a minute of writes and four processes: more than the default on a busy 2-core machine.
  }, 90_000);
});
