import SqliteDatabase from 'better-sqlite3';

/**
 * A member's writes at a steady rate, in their own process as the server's are: inserts row
 * after row into `backup_probe` of WRITER_DATABASE, WRITER_RATE a second, WRITER_COUNT in all,
 * and prints `acked <id>` once each has committed; SIGTERM stops it after the write under way.
 * Used by the backup tests and benchmark.
 */
const file = process.env.WRITER_DATABASE ?? '';
const rate = Number(process.env.WRITER_RATE ?? 100);
const count = Number(process.env.WRITER_COUNT ?? 100);

export function probePayload(id: number): string {
  return `write ${id} `.padEnd(200, '·');
}

if (import.meta.main) {
  // The server's settings (server/db/connection.ts).
  const db = new SqliteDatabase(file, { fileMustExist: true });
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  const insert = db.prepare('insert into backup_probe (id, payload) values (?, ?)');
  const first = ((db.prepare('select max(id) as id from backup_probe').get() as { id: number | null }).id ?? 0) + 1;
  let stopping = false;
  process.once('SIGTERM', () => (stopping = true));
  const started = performance.now();
  for (let n = 0; n < count && !stopping; n += 1) {
    // Paced against the start, so a slow commit does not lower the rate that follows.
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    insert.run(first + n, probePayload(first + n));
    process.stdout.write(`acked ${first + n}\n`);
  }
  db.close();
  process.stdout.write('done\n');
}
