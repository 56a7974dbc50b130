import fs from 'node:fs';
import path from 'node:path';

/**
 * `DATA_DIR/running/<pid>`: the processes serving this DATA_DIR's embedded database, so that
 * `npm run restore` can refuse to pull the data from under a running site (issue 23 item 5).
 * One file per process because several may share a DATA_DIR. A file left by a killed process
 * names a pid that no longer exists and is ignored (and removed) by the next reader.
 */
export function markRunning(dataDir: string, pid = process.pid): () => void {
  const folder = path.join(dataDir, 'running');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, String(pid));
  fs.writeFileSync(file, `${JSON.stringify({ pid, startedAt: new Date().toISOString() })}\n`);
  return () => fs.rmSync(file, { force: true });
}

/** The pids of the live processes that marked DATA_DIR; stale marks are removed on the way. */
export function runningProcesses(dataDir: string): number[] {
  const folder = path.join(dataDir, 'running');
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return [];
  }
  const alive: number[] = [];
  for (const name of names) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid <= 0) continue;
    if (isAlive(pid)) alive.push(pid);
    else fs.rmSync(path.join(folder, name), { force: true });
  }
  return alive;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
