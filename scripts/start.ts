import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm start`: builds the web app when there is no build or the sources are newer than it,
 * then runs the server in production mode. A newcomer needs nothing but `npm install`.
 */
const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'build/server/index.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['web', 'common', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'].map((p) =>
  path.join(root, p),
);
const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const sourcesAt = Math.max(
  ...sources
    .filter((p) => fs.existsSync(p))
    .map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
);

if (builtAt < sourcesAt) {
  console.log(
    builtAt === 0 ? 'Building Hearth for the first start…' : 'Sources changed since the last build; rebuilding…',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs in this process so that signals (Ctrl-C, SIGTERM) reach its graceful shutdown.
process.chdir(root);
process.env.NODE_ENV ??= 'production';
await import('../server/main.ts');
