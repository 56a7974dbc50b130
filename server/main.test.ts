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

  it(
    'ends a first start with the address, the generated password and where mails go, and logs a request once',
    async () => {
      data = temporaryDataDir('hearth-main-');
      started = startServerProcess({ DATA_DIR: data.dir, DEMO_DATA: 'off', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
      const origin = await waitUntilReady(started);
      const port = new URL(origin).port;
      await expect.poll(() => started!.logs().some((line) => line.msg.includes('Hearth is ready'))).toBe(true);

      const logs = started.logs();
      const generated = logs.find((line) => typeof line.password === 'string')?.password;
      expect(generated).toEqual(expect.any(String));
      const block = logs.find((line) => line.msg.includes('Hearth is ready'))!.msg;
      // Issue 35 item 3: the one address to open is the one mails link to, not the socket's 127.0.0.1.
      expect(block).toContain(`Open http://localhost:${port}\n`);
      expect(block).toContain('admin@hearth.local');
      expect(block).toContain(`password: ${String(generated)}`);
      expect(block).toContain('`DEV_MAILBOX=on npm start`');
      expect(started.output()).not.toContain('Server listening at');

      // Issue 35 item 2: one line per request, with its status and time.
      const before = started.logs().length;
      const response = await fetch(`${origin}/healthz`, { headers: { 'x-request-id': 'one-line' } });
      expect(response.status).toBe(200);
      await expect.poll(() => started!.logs().filter((line) => line.reqId === 'one-line').length).toBe(1);
      const lines = started
        .logs()
        .slice(before)
        .filter((line) => line.reqId === 'one-line');
      expect(lines[0]?.msg).toMatch(/^GET \/healthz 200 \d+ ms$/);
    },
    REAL_START_MS,
  );
});
