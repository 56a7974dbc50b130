import { spawn } from 'node:child_process';
import { BackupCheckError } from './sqlite-snapshot.ts';

/**
 * PostgreSQL's copy is pg_dump's (ADR 0020): one repeatable-read snapshot, in the custom format
 * that pg_restore reads table by table. The password goes through PGPASSWORD, not the command
 * line, where any user of the machine could read it in the process list.
 */

export class ToolMissingError extends Error {}

/** The exact command docs/operations.md gives for a restore into an empty database. */
export const POSTGRES_RESTORE_COMMAND =
  'pg_restore --no-owner --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$BACKUP/hearth.dump"';

function withoutPassword(databaseUrl: string): { url: string; password?: string } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { url: url.href, password };
}

function run(tool: string, args: string[], password: string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        reject(new ToolMissingError(`${tool} is not on PATH: install the PostgreSQL client tools.`));
      } else reject(error);
    });
    child.once('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${tool} exited with ${code}: ${stderr.trim()}`));
    });
  });
}

/** Dumps the database into the new file `target` and checks that pg_restore can read it. */
export async function dumpPostgres(databaseUrl: string, target: string): Promise<void> {
  const { url, password } = withoutPassword(databaseUrl);
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`, `--dbname=${url}`], password);
  // The table of contents lists every table pg_restore would create; Hearth's must be there.
  const contents = await run('pg_restore', ['--list', target], undefined);
  for (const table of ['kysely_migration', 'posts', 'users']) {
    if (!new RegExp(`TABLE public ${table} `).test(contents)) {
      throw new BackupCheckError(`${target} holds no table ${table}: is DATABASE_URL Hearth's database?`);
    }
  }
}
