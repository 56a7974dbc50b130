import { sql } from 'kysely';
import { allReady, DRILL_ADMIN, errorLines, freshStore, type Recorder, startProcesses, stopAll } from './drill-site.ts';
import { readiness } from './site-client.ts';

/**
 * Issue 23 item 1 as the review met it: two processes of the production build started at the
 * same moment on an empty database, round after round. Each round must end with every process
 * ready, exactly one administrator, reference rows stored once, each process saying in its
 * log what it did itself, no error line, and a clean stop.
 */
export async function startTogether(
  dialect: 'sqlite' | 'postgres',
  rounds: number,
  processes: number,
  record: Recorder,
): Promise<void> {
  const failures: string[] = [];
  const readyMs: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const store = await freshStore(dialect);
    const running = startProcesses(store, processes);
    try {
      const started = performance.now();
      const origins = await allReady(running).catch((error: Error) => {
        failures.push(`round ${round}: ${error.message.slice(0, 1500)}`);
        return [];
      });
      if (origins.length === 0) continue;
      readyMs.push(Math.round(performance.now() - started));
      for (const origin of origins) {
        const ready = await readiness(origin);
        if (ready.httpStatus !== 200) failures.push(`round ${round}: ${origin}/readyz ${ready.httpStatus}`);
      }
      const handle = store.open();
      try {
        const admins = await handle.db.selectFrom('users').select('user_id').where('admin', '=', true).execute();
        if (admins.length !== 1 || admins[0]?.user_id !== DRILL_ADMIN.email) {
          failures.push(`round ${round}: administrators ${JSON.stringify(admins)}`);
        }
        const { rows } = await sql<{ key: string; n: number }>`
          select key, count(*) as n from codes group by key having count(*) > 1`.execute(handle.db);
        if (rows.length > 0) failures.push(`round ${round}: codes stored twice ${JSON.stringify(rows)}`);
      } finally {
        await handle.close();
      }
      const adminLines = running.flatMap((server) =>
        server
          .logs()
          .filter((line) => line.step === 'administrator' && String(line.msg).startsWith('administrator created')),
      );
      if (adminLines.length !== 1)
        failures.push(`round ${round}: ${adminLines.length} processes say they created the administrator`);
      const errors = errorLines(running);
      if (errors.length > 0) failures.push(`round ${round}: error log lines ${errors.join(' | ')}`);
      const exits = await stopAll(running);
      const unclean = exits.filter((exit) => exit.code !== 0);
      if (unclean.length > 0) failures.push(`round ${round}: exits ${JSON.stringify(exits)}`);
    } finally {
      await stopAll(running);
      await store.remove();
    }
  }
  record(
    `${processes} processes started together on an empty ${dialect} database`,
    failures.length === 0,
    failures.length === 0
      ? `${rounds} rounds: all ready (after ${readyMs.join(', ')} ms), one administrator, no error line, clean stops`
      : failures.join('; '),
  );
}
