import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupSqlite, backupStamp, postgresBackupAdvice } from './backup.ts';

describe('npm run backup', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-backup-'));
  });

  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A WAL database like the server's, left open with a committed row still in the -wal file. */
  function openLiveDatabase() {
    const live = new SqliteDatabase(path.join(dataDir, 'hearth.db'));
    live.pragma('journal_mode = WAL');
    // Without automatic checkpoints the row stays in hearth.db-wal: a plain file copy would miss it.
    live.pragma('wal_autocheckpoint = 0');
    live.exec('create table posts (id integer primary key, title text not null)');
    live.prepare('insert into posts (title) values (?)').run('첫 글: backed up');
    return live;
  }

  it('copies a database that is open and being written, including rows only in the WAL', async () => {
    const live = openLiveDatabase();
    try {
      expect(fs.statSync(path.join(dataDir, 'hearth.db-wal')).size).toBeGreaterThan(0);
      const result = await backupSqlite(dataDir, new Date('2026-11-21T20:30:05.123Z'));

      expect(result.database).toBe(path.join(dataDir, 'backups', 'hearth-2026-11-21T20-30-05Z.db'));
      expect(result.uploads).toBeUndefined();
      const copy = new SqliteDatabase(result.database, { readonly: true, fileMustExist: true });
      try {
        expect(copy.prepare('select id, title from posts').all()).toEqual([{ id: 1, title: '첫 글: backed up' }]);
      } finally {
        copy.close();
      }
    } finally {
      live.close();
    }
  });

  it('copies the uploads folder beside the database copy', async () => {
    openLiveDatabase().close();
    fs.mkdirSync(path.join(dataDir, 'uploads', '2026', '11'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', '2026', '11', 'photo.webp'), 'image bytes');

    const result = await backupSqlite(dataDir, new Date('2026-11-21T20:30:05Z'));

    expect(result.uploads).toBe(path.join(dataDir, 'backups', 'uploads-2026-11-21T20-30-05Z'));
    expect(fs.readFileSync(path.join(result.uploads ?? '', '2026', '11', 'photo.webp'), 'utf8')).toBe('image bytes');
  });

  it('refuses, naming the path, when DATA_DIR holds no database', async () => {
    await expect(backupSqlite(dataDir)).rejects.toThrow(path.join(dataDir, 'hearth.db'));
    expect(fs.existsSync(path.join(dataDir, 'backups'))).toBe(false);
  });

  it('gives pg_dump advice for PostgreSQL without printing the connection string', () => {
    const advice = postgresBackupAdvice(new Date('2026-11-21T20:30:05Z'));
    expect(advice).toContain(
      'pg_dump --format=custom --no-owner --file=hearth-2026-11-21T20-30-05Z.dump "$DATABASE_URL"',
    );
    expect(advice).toContain('pg_restore');
  });

  it('stamps file names in UTC without characters that file systems reject', () => {
    expect(backupStamp(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03-04-05Z');
  });
});
