import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../test/harness.ts';
import { temporaryDataDir } from '../test/processes.ts';
import { withBootstrapLock } from './bootstrap-lock.ts';
import { type DatabaseHandle, openPostgres, openSqlite } from './connection.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe.each(testDialects())('the start-up lock on %s', (dialect) => {
  const handles: DatabaseHandle[] = [];
  const cleanups: (() => void)[] = [];
  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.close();
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  /** Two handles on one database, as two processes have: separate connections to one file or server. */
  async function twoHandles(): Promise<[DatabaseHandle, DatabaseHandle]> {
    if (dialect === 'sqlite') {
      const data = temporaryDataDir('hearth-lock-');
      cleanups.push(data.remove);
      const file = path.join(data.dir, 'hearth.db');
      const pair: [DatabaseHandle, DatabaseHandle] = [openSqlite(file), openSqlite(file)];
      handles.push(...pair);
      return pair;
    }
    const first = await openTestDatabase('postgres');
    handles.push(first);
    // A second pool on the same database: its connections are another session.
    const second = openPostgres(await urlOf(first), 2);
    // Closed before the first, whose close drops the database.
    handles.unshift(second);
    return [first, second];
  }

  it('runs the second holder only after the first one finishes, and tells it that it waits', async () => {
    const [a, b] = await twoHandles();
    const order: string[] = [];
    const insideA = deferred();
    const releaseA = deferred();
    let bWaited = false;

    const first = withBootstrapLock(a, async () => {
      order.push('a starts');
      insideA.resolve();
      await releaseA.promise;
      order.push('a ends');
    });
    await insideA.promise;
    const sawWait = deferred();
    const second = withBootstrapLock(
      b,
      async () => {
        order.push('b starts');
        return 'b result';
      },
      {
        onWait: () => {
          bWaited = true;
          sawWait.resolve();
        },
      },
    );
    // b has found the lock taken; only then does a finish.
    await sawWait.promise;
    expect(order).toEqual(['a starts']);
    releaseA.resolve();
    await first;
    expect(await second).toBe('b result');
    expect(bWaited).toBe(true);
    expect(order).toEqual(['a starts', 'a ends', 'b starts']);
  });

  it('releases the lock when the steps fail, so the next process can start', async () => {
    const [a, b] = await twoHandles();
    await expect(
      withBootstrapLock(a, async () => {
        throw new Error('a migration failed');
      }),
    ).rejects.toThrow('a migration failed');
    let waited = false;
    expect(await withBootstrapLock(b, async () => 'ran', { onWait: () => (waited = true) })).toBe('ran');
    expect(waited).toBe(false);
  });

  it('is released by the kernel or the server when the process holding it is killed: no stale lock', async () => {
    const [, b] = await twoHandles();
    const target =
      dialect === 'sqlite'
        ? { DATABASE_URL: '', DATA_DIR: path.dirname(b.file!) }
        : { DATABASE_URL: await urlOf(b), DATA_DIR: '/tmp/unused' };
    // Another process takes the lock and then hangs, as a start-up killed mid-migration would.
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { openDatabase } from './server/db/connection.ts';
         import { withBootstrapLock } from './server/db/bootstrap-lock.ts';
         const database = openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR });
         await withBootstrapLock(database, () => { console.log('held'); return new Promise(() => setInterval(() => {}, 1000)); });`,
      ],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, ...target },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = once(holder, 'exit');
    try {
      let output = '';
      holder.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', () => output.includes('held') && resolve());
        holder.once('exit', () => reject(new Error(`the holder exited before taking the lock: ${output}`)));
      });
      const waiting = deferred();
      const second = withBootstrapLock(b, async () => 'ran after the holder died', { onWait: waiting.resolve });
      await waiting.promise;
      holder.kill('SIGKILL');
      expect(await second).toBe('ran after the holder died');
    } finally {
      if (holder.exitCode === null) holder.kill('SIGKILL');
      await exited;
    }
  });
});

async function urlOf(handle: DatabaseHandle): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(handle.db);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}
