import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess, temporaryDataDir, waitUntilReady } from './test/processes.ts';

/** A real process loads the whole server and seeds the demo of a brand-new site: slow on a busy 2-core machine. */
const REAL_START_MS = 60_000;

describe('the server process', () => {
  let started: ServerProcess | undefined;
  let data: { dir: string; remove(): void } | undefined;

  afterEach(() => {
    if (started && started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGKILL');
    data?.remove();
  });

  it(
    'starts on a fresh data directory and stops gracefully on SIGTERM',
    async () => {
      data = temporaryDataDir('hearth-main-');
      started = startServerProcess({
        DATA_DIR: data.dir,
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'correct-horse',
      });
      const origin = await waitUntilReady(started);

      const ready = await fetch(`${origin}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', database: 'sqlite' });
      expect(fs.existsSync(path.join(data.dir, 'hearth.db'))).toBe(true);

      const { code, signal } = await started.stop();
      expect({ code, signal }).toEqual({ code: 0, signal: null });

      const messages = started.logs().map((line) => line.msg);
      expect(messages).toEqual(
        expect.arrayContaining(['shutting down: finishing requests and jobs', 'shutdown complete']),
      );
      expect(started.logs().find((line) => line.msg === 'shutting down: finishing requests and jobs')).toMatchObject({
        signal: 'SIGTERM',
      });
      expect(messages.indexOf('shutdown complete')).toBeGreaterThan(
        messages.indexOf('shutting down: finishing requests and jobs'),
      );
    },
    REAL_START_MS,
  );
});
