import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** What the measuring scripts (lighthouse, bench, the page budgets) share: a local production server. */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The production server (`scripts/start.ts`, which builds first when the build is missing or
 * older than the sources) on a free port of 127.0.0.1, over `dataDir`. Wait for it with
 * waitForServer.
 */
export async function spawnProductionServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

/** Resolves once /healthz answers; fails as soon as the server exits or after the build's time. */
export async function waitForServer(server: ChildProcess, origin: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  let exited = false;
  server.once('exit', () => (exited = true));
  while (!exited && Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet (it may still be building).
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    exited ? 'The server exited before answering /healthz.' : 'The server did not answer /healthz in time.',
  );
}
