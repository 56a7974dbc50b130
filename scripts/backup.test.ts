import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backupStamp, completeBackups, readManifest } from './backup/backup-set.ts';
import { BackupCheckError } from './backup/sqlite-snapshot.ts';
import { takeBackup } from './backup/take-backup.ts';
import { createHearthDataDir } from './backup/testing/hearth-data-dir.ts';

/** Every file under a folder, relative to it. */
function filesUnder(folder: string): string[] {
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('npm run backup', () => {
  let template: string;
  let dataDir: string;

  beforeAll(async () => {
    template = await createHearthDataDir(5);
  });
  afterAll(() => fs.rmSync(template, { recursive: true, force: true }));
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-backup-'));
    fs.cpSync(template, dataDir, { recursive: true, preserveTimestamps: true });
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('copies a database that is open and being written, including rows only in the WAL', async () => {
    const live = new SqliteDatabase(path.join(dataDir, 'hearth.db'));
    try {
      live.pragma('journal_mode = WAL');
      // Without automatic checkpoints the row stays in hearth.db-wal: a plain file copy would miss it.
      live.pragma('wal_autocheckpoint = 0');
      live.prepare('insert into backup_probe (id, payload) values (?, ?)').run(1, '첫 글: backed up');
      expect(fs.statSync(path.join(dataDir, 'hearth.db-wal')).size).toBeGreaterThan(0);

      const result = await takeBackup({ dataDir, now: new Date('2026-11-21T20:30:05.123Z') });

      expect(result.directory).toBe(path.join(dataDir, 'backups', 'hearth-2026-11-21T20-30-05Z'));
      // Only the finished backup is left: its partial folder was renamed, not copied.
      expect(fs.readdirSync(path.join(dataDir, 'backups'))).toEqual(['hearth-2026-11-21T20-30-05Z']);
      expect(fs.readdirSync(result.directory).sort()).toEqual([
        'hearth.db',
        'manifest.json',
        'session-secret',
        'uploads',
      ]);
      const copy = new SqliteDatabase(path.join(result.directory, 'hearth.db'), { readonly: true });
      try {
        expect(copy.prepare('select id, payload from backup_probe').all()).toEqual([
          { id: 1, payload: '첫 글: backed up' },
        ]);
        expect(copy.prepare('select count(*) as n from posts').get()).toEqual({ n: 5 });
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        copy.close();
      }
      expect(readManifest(result.directory)).toMatchObject({
        format: 1,
        createdAt: '2026-11-21T20:30:05.123Z',
        database: { engine: 'sqlite', file: 'hearth.db', tables: expect.arrayContaining(['posts', 'users']) },
        sessionSecret: 'included',
      });
    } finally {
      live.close();
    }
  });

  it('includes the session secret with mode 0600, and says when SESSION_SECRET replaces it', async () => {
    const first = await takeBackup({ dataDir, now: new Date('2026-11-21T20:30:05Z') });
    const secret = path.join(first.directory, 'session-secret');
    expect(fs.readFileSync(secret, 'utf8')).toBe(fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8'));
    expect(fs.statSync(secret).mode & 0o777).toBe(0o600);
    expect(fs.statSync(first.directory).mode & 0o777).toBe(0o700);

    const second = await takeBackup({
      dataDir,
      now: new Date('2026-11-21T20:30:06Z'),
      sessionSecretFromEnvironment: true,
    });
    expect(second.manifest.sessionSecret).toBe('environment');
    expect(fs.existsSync(path.join(second.directory, 'session-secret'))).toBe(false);

    fs.rmSync(path.join(dataDir, 'session-secret'));
    const third = await takeBackup({ dataDir, now: new Date('2026-11-21T20:30:07Z') });
    expect(third.manifest.sessionSecret).toBe('absent');
  });

  it('copies only new and changed uploads into the next backup, hard-linking the unchanged ones', async () => {
    const uploads = path.join(dataDir, 'uploads');
    const before = filesUnder(uploads);
    expect(before.length).toBeGreaterThan(3);
    const first = await takeBackup({ dataDir, now: new Date('2026-11-21T20:30:05Z') });
    expect(first.manifest.uploads).toMatchObject({ files: before.length, copiedFiles: before.length, linkedFiles: 0 });

    fs.mkdirSync(path.join(uploads, '2026', '11'), { recursive: true });
    fs.writeFileSync(path.join(uploads, '2026', '11', 'new.webp'), 'a new image');
    const changed = before[0]!;
    fs.appendFileSync(path.join(uploads, changed), 'changed');
    // A file the storage is still writing (renamed into place when complete) is not an upload yet.
    fs.writeFileSync(path.join(uploads, '2026', '11', 'half.webp.1a2b3c.partial'), 'half');
    const second = await takeBackup({ dataDir, now: new Date('2026-11-21T20:30:06Z') });

    const secondFiles = filesUnder(path.join(second.directory, 'uploads'));
    expect(secondFiles).toEqual([...before, path.join('2026', '11', 'new.webp')].sort());
    const changedBytes = fs.statSync(path.join(uploads, changed)).size;
    expect(second.manifest.uploads).toEqual({
      files: before.length + 1,
      bytes: expect.any(Number),
      copiedFiles: 2,
      copiedBytes: 'a new image'.length + changedBytes,
      linkedFiles: before.length - 1,
    });
    expect(second.manifest.linkedTo).toBe(path.basename(first.directory));
    for (const name of before) {
      const earlier = fs.statSync(path.join(first.directory, 'uploads', name));
      const now = fs.statSync(path.join(second.directory, 'uploads', name));
      // Unchanged: the same file on disk, under both backups. Changed: a copy of its own.
      expect(now.ino === earlier.ino).toBe(name !== changed);
      expect(fs.readFileSync(path.join(second.directory, 'uploads', name))).toEqual(
        fs.readFileSync(path.join(uploads, name)),
      );
    }
  });

  it('removes the partial folders of interrupted runs whose process is gone, not of live ones', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(gone.stdout.toString());
    const backups = path.join(dataDir, 'backups');
    fs.mkdirSync(path.join(backups, `.partial-hearth-2026-11-21T20-30-00Z-${deadPid}`, 'uploads'), { recursive: true });
    fs.mkdirSync(path.join(backups, `.partial-hearth-2026-11-21T20-30-01Z-${process.ppid}`), { recursive: true });

    const result = await takeBackup({ dataDir, now: new Date('2026-11-21T20:30:05Z') });

    expect(result.abandonedRemoved).toEqual([`.partial-hearth-2026-11-21T20-30-00Z-${deadPid}`]);
    expect(fs.readdirSync(backups).sort()).toEqual([
      `.partial-hearth-2026-11-21T20-30-01Z-${process.ppid}`,
      'hearth-2026-11-21T20-30-05Z',
    ]);
  });

  it('refuses a DATA_DIR without a database, or whose database is not Hearth’s, and leaves no backup', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-backup-empty-'));
    try {
      await expect(takeBackup({ dataDir: empty })).rejects.toThrow(path.join(empty, 'hearth.db'));
      expect(fs.existsSync(path.join(empty, 'backups'))).toBe(false);

      // An empty database opens and passes quick_check: the check must look for Hearth's tables.
      new SqliteDatabase(path.join(empty, 'hearth.db')).close();
      await expect(takeBackup({ dataDir: empty })).rejects.toThrow(BackupCheckError);
      expect(fs.readdirSync(path.join(empty, 'backups'))).toEqual([]);
      expect(completeBackups(empty)).toEqual([]);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('stamps folder names in UTC without characters that file systems reject', () => {
    expect(backupStamp(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03-04-05Z');
  });
});
