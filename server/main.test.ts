import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Started {
  child: ChildProcess;
  logs: () => Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startServer(env: Record<string, string>): Started {
  // process.execPath is the Node 24 running the tests, not the system's older node.
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const logs = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { child, logs, exited };
}

/** Polls /healthz a bounded number of times; fails early if the process dies. */
async function waitUntilHealthy(started: Started, port: number): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (started.child.exitCode !== null) throw new Error(`server exited early:\n${JSON.stringify(started.logs())}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(100);
  }
  throw new Error('server did not become healthy after 150 attempts');
}

describe('the server process', () => {
  let started: Started | undefined;
  let dataDir: string | undefined;

  afterEach(() => {
    if (started && started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGKILL');
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on a fresh data directory and stops gracefully on SIGTERM', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-main-'));
    const port = await freePort();
    started = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      HEARTH_API_ONLY: '1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'correct-horse',
    });
    await waitUntilHealthy(started, port);

    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'sqlite' });
    expect(fs.existsSync(path.join(dataDir, 'hearth.db'))).toBe(true);

    started.child.kill('SIGTERM');
    const { code, signal } = await started.exited;
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
  });
});
