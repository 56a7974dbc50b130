import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What the measuring scripts (lighthouse, bench) share: a local server and what a page loads. */

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

/**
 * Gzip size of the JavaScript the server-rendered HTML makes the browser load before it is
 * interactive: module scripts, modulepreload links and the inline entry's static imports.
 */
export async function initialJavaScript(
  origin: string,
  pagePath: string,
): Promise<{ files: number; gzipBytes: number; urls: string[] }> {
  const html = await (await fetch(`${origin}${pagePath}`)).text();
  const urls = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]+)"`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag) && attribute('type') === 'module' && attribute('src')) urls.add(attribute('src')!);
    if (/^<link/i.test(tag) && attribute('rel') === 'modulepreload' && attribute('href')) urls.add(attribute('href')!);
  }
  // React Router's inline module script imports the client entry and route modules by URL.
  for (const script of html.match(/<script\b[^>]*type="module"[^>]*>[\s\S]*?<\/script>/gi) ?? []) {
    for (const match of script.matchAll(/import\s*(?:[\w{}\s,*]+from\s*)?["']([^"']+\.js)["']/g)) urls.add(match[1]!);
  }
  let gzipBytes = 0;
  for (const url of urls) {
    const response = await fetch(new URL(url, origin));
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    gzipBytes += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return { files: urls.size, gzipBytes, urls: [...urls] };
}
