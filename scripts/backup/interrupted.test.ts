import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeBackups, newestCompleteBackup } from './backup-set.ts';
import { takeBackup } from './take-backup.ts';
import { exited, waitForLine } from './testing/child-lines.ts';
import { createHearthDataDir } from './testing/hearth-data-dir.ts';
import { probePayload } from './testing/steady-writer.ts';

/**
 * Issue 23 item 5: an interrupted backup had left a file under the normal backup name that
 * opened as an empty database, so "restore the newest backup" gave an empty site. Here a real
 * backup process is killed with SIGKILL at each of its steps.
 */
const root = path.resolve(import.meta.dirname, '../..');
const pausingBackup = path.join(import.meta.dirname, 'testing', 'pausing-backup.ts');

describe('an interrupted backup', () => {
  let dataDir: string;
  let good: string;

  beforeAll(async () => {
    dataDir = await createHearthDataDir(5);
    // Some megabytes, so that a kill as the copy starts lands inside VACUUM INTO.
    const db = new SqliteDatabase(path.join(dataDir, 'hearth.db'));
    const insert = db.prepare('insert into backup_probe (id, payload) values (?, ?)');
    db.transaction(() => {
      for (let id = 1; id <= 20_000; id += 1) insert.run(id, probePayload(id));
    })();
    db.close();
    good = (await takeBackup({ dataDir, now: new Date('2020-01-01T00:00:00Z') })).directory;
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const killPoints: { step: string; nth?: number; pause: boolean }[] = [
    { step: 'started', pause: true },
    // Killed as soon as it says the copy begins, without waiting: during the copy itself.
    { step: 'database-copying', pause: false },
    { step: 'database-copied', pause: true },
    { step: 'session-secret-copied', pause: true },
    { step: 'upload-copied', nth: 3, pause: true },
    { step: 'manifest-written', pause: true },
  ];

  it.each(killPoints)('killed at $step leaves nothing under a backup’s name', async ({ step, nth, pause }) => {
    const child = spawn(process.execPath, [pausingBackup], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, ...(pause ? { PAUSE_AT: step, PAUSE_NTH: String(nth ?? 1) } : {}) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await waitForLine(child, (line) => line === (pause ? `paused ${step}` : `at ${step}`));
    child.kill('SIGKILL');
    expect(await exited(child)).toBe('SIGKILL');

    const names = fs.readdirSync(path.join(dataDir, 'backups'));
    // The killed run's work is there, under its partial name only (the run before it, also
    // killed, was cleared away as this one started).
    expect(names.filter((name) => name.startsWith('.partial-'))).toEqual([
      expect.stringMatching(new RegExp(`^\\.partial-hearth-.*-${child.pid}$`)),
    ]);
    expect(names.filter((name) => name.startsWith('hearth-'))).toEqual([path.basename(good)]);
    expect(completeBackups(dataDir)).toEqual([good]);
    expect(newestCompleteBackup(dataDir)).toBe(good);
  });

  it('is never what `npm run restore -- --newest` picks, and the next backup clears it away', async () => {
    const partials = fs.readdirSync(path.join(dataDir, 'backups')).filter((name) => name.startsWith('.partial-'));
    // The last run was killed after writing its manifest: a partial folder complete inside.
    expect(partials).toHaveLength(1);
    expect(fs.readdirSync(path.join(dataDir, 'backups', partials[0]!)).sort()).toEqual([
      'hearth.db',
      'manifest.json',
      'session-secret',
      'uploads',
    ]);

    const target = fs.mkdtempSync(path.join(dataDir, 'restored-'));
    fs.cpSync(path.join(dataDir, 'backups'), path.join(target, 'backups'), { recursive: true });
    const restore = spawnSync(process.execPath, [path.join(root, 'scripts', 'restore.ts'), '--newest'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: target },
      encoding: 'utf8',
    });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toContain(`restored ${path.join(target, 'backups', path.basename(good))}`);
    const restored = new SqliteDatabase(path.join(target, 'hearth.db'), { readonly: true });
    try {
      expect(restored.prepare('select count(*) as n from posts').get()).toEqual({ n: 5 });
      expect(restored.prepare('select count(*) as n from backup_probe').get()).toEqual({ n: 20_000 });
    } finally {
      restored.close();
    }

    const next = await takeBackup({ dataDir });
    expect(next.abandonedRemoved.sort()).toEqual(partials.sort());
    expect(fs.readdirSync(path.join(dataDir, 'backups')).sort()).toEqual(
      [path.basename(good), path.basename(next.directory)].sort(),
    );
  });
});
