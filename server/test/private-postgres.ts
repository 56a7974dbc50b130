import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port of 127.0.0.1,
 * that the test may stop and start (issue 34: a database outage under load). The shared
 * server of this machine (TEST_DATABASE_URL, port 5432) is never touched: other suites and
 * people use it. Durability is off (fsync): nothing here outlives the test.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly port: number;
  /** Stops the server as `pg_ctl stop -m fast` does (connections are ended) and waits until it is down. */
  stop(): Promise<void>;
  /** Starts it again on the same port and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops the server and removes its folder; for afterAll. */
  close(): Promise<void>;
}

/** Where Debian's PostgreSQL 15 keeps its programs (CI installs the same packages). */
const BIN = process.env.HEARTH_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * Whether the suites that stop a PostgreSQL of their own run here: wherever initdb and pg_ctl
 * are installed. Where TEST_DATABASE_URL says PostgreSQL tests are wanted (CI), their absence
 * is a failure, not a quiet skip.
 */
export function privatePostgresAvailable(): boolean {
  const present = ['initdb', 'pg_ctl'].every((name) => fs.existsSync(path.join(BIN, name)));
  if (!present && process.env.TEST_DATABASE_URL) {
    throw new Error(
      `TEST_DATABASE_URL is set but ${BIN}/initdb and pg_ctl are not installed: the database outage tests cannot run`,
    );
  }
  return present;
}

/** A port nothing listens on now: bound to 0, read, released. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
function asPostgres(program: string, args: string[]) {
  const file = path.join(BIN, program);
  const root = process.getuid?.() === 0;
  return run(root ? 'runuser' : file, root ? ['-u', 'postgres', '--', file, ...args] : args, {
    maxBuffer: 4 * 1024 * 1024,
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-pg-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const data = path.join(dir, 'data');
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  let running = false;
  const start = async () => {
    if (running) throw new Error('the private PostgreSQL is already running');
    await asPostgres('pg_ctl', ['start', '-D', data, '-w', '-t', '30', '-l', path.join(dir, 'log'), '-o', options]);
    running = true;
  };
  const stop = async () => {
    if (!running) return;
    await asPostgres('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '30']);
    running = false;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    async close() {
      await stop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
