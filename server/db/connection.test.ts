import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from './connection.ts';

/**
 * Issue 23 item 1, found again by `npm run audit:resilience`: two processes started together on
 * a brand-new embedded database both switch it to WAL, and SQLite answers the one that meets
 * the other's write lock SQLITE_BUSY at once (its busy handler is not asked), so that process
 * crashed before listening (1 start in about 40 on this machine). Here another process holds
 * the write lock of a brand-new file for a moment, deterministically.
 */
const HOLD_MS = 400;

/** A process that takes the write lock of `file` (BEGIN IMMEDIATE), says so, and lets go after HOLD_MS. */
function holdWriteLock(file: string): Promise<{ released: Promise<void> }> {
  const script = `
    const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
    const db = new Database(${JSON.stringify(file)});
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('held\\n');
    setTimeout(() => { db.exec('ROLLBACK'); db.close(); }, ${HOLD_MS});
  `;
  const child = spawn(process.execPath, ['--input-type=commonjs', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const released = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve({ released }));
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code} before holding`)));
  });
}

describe('openSqlite on a brand-new file', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('waits for another process holding the write lock, then opens in WAL mode', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-open-'));
    dirs.push(dir);
    const file = path.join(dir, 'hearth.db');
    const holder = await holdWriteLock(file);
    const started = performance.now();
    const handle = openSqlite(file);
    const waited = performance.now() - started;
    try {
      const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
      expect(rows[0]?.journal_mode).toBe('wal');
      // It did wait for the holder (the switch cannot happen under its lock), and not for the whole bound.
      expect(waited).toBeGreaterThan(HOLD_MS / 2);
      expect(waited).toBeLessThan(5000);
    } finally {
      await handle.close();
      await holder.released;
    }
  });
});
