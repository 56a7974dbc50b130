import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForServer } from '../lib/local-server.ts';
import { takeBackup } from './take-backup.ts';
import { exited } from './testing/child-lines.ts';
import { createHearthDataDir, FIXTURE_ADMIN } from './testing/hearth-data-dir.ts';

/**
 * `npm run restore` against a real server process (server/main.ts, API only): refused while
 * the site runs on DATA_DIR, done once it stopped, and members stay signed in across it,
 * because the session secret comes back with the data.
 */
const root = path.resolve(import.meta.dirname, '../..');
const ADMIN = FIXTURE_ADMIN;

/** Started servers, stopped after each test even when it failed while one was starting. */
const servers: ChildProcess[] = [];

async function startServer(dataDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HEARTH_API_ONLY: 'true',
    DEMO_DATA: 'off',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET']) delete env[name];
  const child = spawn(process.execPath, [path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(child);
  const origin = `http://127.0.0.1:${port}`;
  await waitForServer(child, origin);
  return { child, origin };
}

async function stopServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  expect(await exited(child)).toBe(0);
}

function restore(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, [path.join(root, 'scripts', 'restore.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

async function signedInAs(origin: string, token: string): Promise<string | undefined> {
  const response = await fetch(`${origin}/api/user/check`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) return undefined;
  return ((await response.json()) as { data: { user: { userId: string } } }).data.user.userId;
}

describe('npm run restore', () => {
  let dataDir: string;
  let elsewhere: string;

  beforeAll(async () => {
    dataDir = await createHearthDataDir(5);
    elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-elsewhere-'));
  });
  afterEach(async () => {
    for (const child of servers.splice(0)) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill('SIGTERM');
      await exited(child);
    }
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(elsewhere, { recursive: true, force: true });
  });

  it('refuses while the site runs, restores once it stopped, and keeps members signed in', async () => {
    const site = await startServer(dataDir);
    const signin = await fetch(`${site.origin}/api/user/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: ADMIN.email, password: ADMIN.password }),
    });
    expect(signin.status).toBe(200);
    const token = ((await signin.json()) as { data: { token: string } }).data.token;
    expect(await signedInAs(site.origin, token)).toBe(ADMIN.email);

    // Taken while the site runs, as an operator would.
    const backup = (await takeBackup({ dataDir })).directory;
    const databaseBefore = fs.statSync(path.join(dataDir, 'hearth.db')).ino;

    const refused = restore(dataDir, backup);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`Hearth is running on ${dataDir} (process ${site.child.pid})`);
    expect(fs.statSync(path.join(dataDir, 'hearth.db')).ino).toBe(databaseBefore);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('replaced-'))).toEqual([]);

    // A member writes after the backup; the restore takes the site back to before it.
    const db = new SqliteDatabase(path.join(dataDir, 'hearth.db'));
    db.prepare('insert into backup_probe (id, payload) values (1, ?)').run('after the backup');
    db.close();
    await stopServer(site.child);
    expect(fs.readdirSync(path.join(dataDir, 'running'))).toEqual([]);

    const done = restore(dataDir, '--newest');
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
    const replaced = /^the data it replaced is in (.+)$/m.exec(done.stdout)?.[1];
    expect(replaced).toMatch(new RegExp(`^${dataDir}/replaced-`));
    expect(fs.readdirSync(replaced!).sort()).toEqual(['hearth.db', 'session-secret', 'uploads']);
    const kept = new SqliteDatabase(path.join(replaced!, 'hearth.db'), { readonly: true });
    const live = new SqliteDatabase(path.join(dataDir, 'hearth.db'), { readonly: true });
    try {
      expect(kept.prepare('select payload from backup_probe').all()).toEqual([{ payload: 'after the backup' }]);
      expect(live.prepare('select payload from backup_probe').all()).toEqual([]);
    } finally {
      kept.close();
      live.close();
    }

    // On another machine: a new DATA_DIR, where the secret would otherwise be generated anew.
    // An earlier restore there was killed half-way: its copies are cleared, not left to pile up.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.mkdirSync(path.join(elsewhere, `.restoring-${gone.stdout}`));
    const moved = restore(elsewhere, backup);
    expect(moved.status).toBe(0);
    expect(fs.readdirSync(elsewhere).sort()).toEqual(['hearth.db', 'session-secret', 'uploads']);
    const secret = path.join(elsewhere, 'session-secret');
    expect(fs.statSync(secret).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(secret, 'utf8')).toBe(fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8'));
    expect(fs.readdirSync(path.join(elsewhere, 'uploads', 'bench'))).toEqual(
      fs.readdirSync(path.join(dataDir, 'uploads', 'bench')),
    );
    const restoredSite = await startServer(elsewhere);
    expect(await signedInAs(restoredSite.origin, token)).toBe(ADMIN.email);
    // Two server starts, an Argon2 sign-in and three child processes: slow on a busy 2-core machine.
  }, 90_000);

  it('refuses what is not a complete backup', () => {
    const partial = path.join(dataDir, 'backups', `.partial-hearth-2026-11-21T20-30-05Z-1`);
    fs.mkdirSync(partial, { recursive: true });
    const refused = restore(elsewhere, partial);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is not a complete backup');
    expect(restore(fs.mkdtempSync(path.join(elsewhere, 'empty-')), '--newest').stderr).toContain(
      'No complete backup in',
    );
  });
});
