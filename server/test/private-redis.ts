import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import net from 'node:net';

/**
 * A redis-server of the test's own, on a free port of 127.0.0.1, that the test may kill,
 * start again on the same port, or pause (issue 23: a Redis outage under load). The shared
 * Redis of this machine (TEST_REDIS_URL) is never touched: other suites and people use it.
 * Nothing is saved to disk.
 */
export interface PrivateRedis {
  /** redis://127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  /** Kills the server as a crash would (SIGKILL) and waits until it is gone. */
  kill(): Promise<void>;
  /** Starts a fresh, empty server on the same port and waits until it accepts commands. */
  start(): Promise<void>;
  /** Stops the process where it stands (SIGSTOP): connections stay open and nothing answers. */
  pause(): void;
  /** Lets a paused server go on (SIGCONT). */
  resume(): void;
  /** Ends the server, whatever state it is in; for afterAll. */
  close(): Promise<void>;
}

/**
 * Whether the suites that stop a Redis of their own run here: wherever redis-server is
 * installed. Where TEST_REDIS_URL says Redis tests are wanted (CI), its absence is a failure,
 * not a quiet skip.
 */
export function privateRedisAvailable(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    if (process.env.TEST_REDIS_URL) {
      throw new Error('TEST_REDIS_URL is set but redis-server is not installed: the Redis outage tests cannot run');
    }
    return false;
  }
}

/** A port nothing listens on now: bound to 0, read, released. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const STARTUP_LIMIT_MS = 10_000;

/** Spawns redis-server and resolves once it logs that it accepts connections. */
function spawnServer(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'notice'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server on port ${port} did not start within ${STARTUP_LIMIT_MS} ms:\n${output}`));
    }, STARTUP_LIMIT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        // Keep draining its output so that a full pipe never blocks the server.
        child.stdout!.resume();
        resolve(child);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server on port ${port} exited with ${code}:\n${output}`));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = await spawnServer(port);
  const kill = async () => {
    if (!child) return;
    const gone = exited(child);
    child.kill('SIGKILL');
    await gone;
    child = null;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    async start() {
      if (child) throw new Error('the private redis-server is already running');
      child = await spawnServer(port);
    },
    pause() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    async close() {
      // A paused process still dies of SIGKILL.
      await kill();
    },
  };
}
