import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { databaseUrl, withAdmin } from './postgres-template.ts';

/**
 * Real server processes for tests that need more than one app or a real start-up (issue 23;
 * the scale-out suite extends it): `node server/main.ts` with the Node 24 running the tests,
 * API only (no web build needed), on a port the kernel picks, with Redis off unless a test
 * sets REDIS_URL. Each process's output is kept and read back as pino's JSON lines.
 */

const root = path.resolve(import.meta.dirname, '../..');

export interface LogLine {
  level: number;
  msg: string;
  pid: number;
  [field: string]: unknown;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr. */
  output(): string;
  /** Its JSON log lines so far. */
  logs(): LogLine[];
  exited: Promise<Exit>;
  /** http://127.0.0.1:<port> once the process logs that it listens; rejects if it exits first. */
  listening: Promise<string>;
  /** SIGTERM (a graceful stop) and its exit; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<Exit>;
}

/** What every test server starts with; `env` adds to and overrides it. */
export function serverEnv(env: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HEARTH_API_ONLY: '1',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
    REDIS_URL: '',
    ...env,
  };
}

const LISTENING = /"msg":"listening on (127\.0\.0\.1:\d+)"/;

export function startServerProcess(env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...serverEnv(env) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match?.[1]) resolve(`http://${match[1]}`);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code, signal }) =>
      reject(new Error(`server ${child.pid} exited (${code ?? signal}) before listening:\n${output}`)),
    );
  });
  // A test that never asks must not see an unhandled rejection when a process ends.
  listening.catch(() => undefined);
  const logs = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const stop = async (graceMs = 25_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    }
    return exited;
  };
  return { child, output: () => output, logs, exited, listening, stop };
}

/**
 * Waits until the process listens and its /readyz answers 200; returns its origin. Bounded:
 * fails when the process exits or after `timeoutMs`.
 */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 90_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const timeout = delay(timeoutMs, undefined, { ref: false }).then(() => {
    throw new Error(`server ${server.child.pid} did not listen within ${timeoutMs} ms:\n${server.output()}`);
  });
  const origin = await Promise.race([server.listening, timeout]);
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const response = await fetch(`${origin}/readyz`).catch(() => undefined);
    if (response?.ok) return origin;
    await delay(50);
  }
  throw new Error(`server ${server.child.pid} was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** A new empty DATA_DIR; remove() deletes it. */
export function temporaryDataDir(prefix = 'hearth-processes-'): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A new empty PostgreSQL database on TEST_DATABASE_URL's server, named like every test
 * database (hearth_test_<pid>_…) so that a killed run's leftovers are cleaned up; drop()
 * removes it, closing what is still connected.
 */
export async function temporaryPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `hearth_test_${process.pid}_p${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}
