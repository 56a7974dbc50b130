import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { databaseUrl, withAdmin } from '../../server/test/postgres-template.ts';
import { completeBackups } from '../backup/backup-set.ts';
import { POSTGRES_RESTORE_COMMAND } from '../backup/postgres-dump.ts';
import { allReady, type DrillStore, type Recorder, startProcesses, stopAll } from './drill-site.ts';
import { addPost, forumCategory, type Member, send, signUpMember } from './site-client.ts';

/**
 * Issue 23 item 5 as the review met it: `npm run backup` while members write 100 posts a
 * second over HTTP, on a database padded to `megabytes`; a second backup killed half-way; then
 * the restore an operator would do (`npm run restore -- --newest` on SQLite, the commands of
 * docs/operations.md on PostgreSQL) and the site started on it. Every post acknowledged before
 * the backup began must be there, and a member's session must still work.
 */

const root = path.resolve(import.meta.dirname, '../..');
const WRITES_PER_SECOND = 100;
/** The drill's limits on each step, for a loaded 2-core machine. */
const BACKUP_LIMIT_MS = 120_000;

const DRILL_ENV = {
  ABUSE_MAX_POSTS_AND_REPLIES: '100000',
  TRUST_PROXY: '127.0.0.1',
  LIST_CACHE_SECONDS: '0',
  // The secret generated into DATA_DIR/session-secret, as a site without SESSION_SECRET has it:
  // a member still signed in after the restore shows that the backup carried it.
  SESSION_SECRET: '',
};

interface Acknowledged {
  id: number;
  at: number;
}

/** Members posting WRITES_PER_SECOND posts a second, spread over them, until stopped. */
function startWriter(origin: string, members: Member[], categoryId: number) {
  const acknowledged: Acknowledged[] = [];
  let failed = 0;
  let running = true;
  let n = 0;
  const inFlight = new Set<Promise<void>>();
  const loop = (async () => {
    const started = performance.now();
    while (running) {
      const due = started + (n * 1000) / WRITES_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const member = members[n % members.length]!;
      n += 1;
      const write = addPost(origin, member, categoryId, `Backup drill ${n}`)
        .then((id) => {
          if (id === undefined) failed += 1;
          else acknowledged.push({ id, at: performance.now() });
        })
        .catch(() => void (failed += 1))
        .finally(() => inFlight.delete(write));
      inFlight.add(write);
    }
    await Promise.all(inFlight);
  })();
  return {
    acknowledged,
    failed: () => failed,
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** `npm run backup` as an operator runs it, on the store's DATA_DIR (and DATABASE_URL). */
function runBackup(store: DrillStore) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'backup.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...store.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), BACKUP_LIMIT_MS);
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
  return { child, exited };
}

/** Waits until the running backup writes its copy of the database; says what its partial folder held then. */
async function partialFolderAppears(dataDir: string, exited: Promise<unknown>): Promise<string> {
  let done = false;
  void exited.then(() => (done = true));
  const backups = path.join(dataDir, 'backups');
  while (!done) {
    const partial = fs.readdirSync(backups).find((name) => name.startsWith('.partial-'));
    const held = partial ? fs.readdirSync(path.join(backups, partial)) : [];
    // The database's copy has begun: the kill lands in the middle of the backup's longest step.
    if (held.some((name) => name.startsWith('hearth.')))
      return `while it wrote (its partial folder held: ${held.join(', ')})`;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return 'before it began writing';
}

/** Adds rows of padding until the embedded database is `megabytes` large (the review's was 120 MB). */
function padSqlite(dataDir: string, megabytes: number): number {
  const db = new SqliteDatabase(path.join(dataDir, 'hearth.db'));
  try {
    db.exec('create table if not exists drill_padding (id integer primary key, payload text not null)');
    const insert = db.prepare('insert into drill_padding (payload) values (?)');
    const payload = 'x'.repeat(4000);
    const bytes = () =>
      Number(db.pragma('page_count', { simple: true })) * Number(db.pragma('page_size', { simple: true }));
    while (bytes() < megabytes * 1_048_576)
      db.transaction(() => {
        for (let i = 0; i < 2000; i += 1) insert.run(payload);
      })();
    db.pragma('wal_checkpoint(TRUNCATE)');
    return Math.round(bytes() / 1_048_576);
  } finally {
    db.close();
  }
}

/** Which of `ids` the site at `origin` still has (get_one answers 200). */
async function presentOf(origin: string, ids: number[]): Promise<number> {
  let present = 0;
  for (let start = 0; start < ids.length; start += 20) {
    const answers = await Promise.all(
      ids.slice(start, start + 20).map((id) => send(origin, '/api/post/get_one', { body: { id } })),
    );
    present += answers.filter((answer) => answer.status === 200).length;
  }
  return present;
}

export async function backupUnderLoad(store: DrillStore, megabytes: number, record: Recorder): Promise<void> {
  const dialect = store.dialect;
  let running = startProcesses(store, 1, DRILL_ENV);
  let [origin] = await allReady(running);
  let member: Member | undefined;
  let restoredDatabase: string | undefined;
  try {
    const handle = store.open();
    const members: Member[] = [];
    let categoryId: number;
    try {
      for (let n = 0; n < 4; n += 1) {
        members.push(await signUpMember(origin!, handle, `writer${n}@drill.example`, `writer${n}`, `10.2.0.${n + 1}`));
      }
      categoryId = await forumCategory(handle);
    } finally {
      await handle.close();
    }
    member = members[0];
    const size = dialect === 'sqlite' ? `${padSqlite(store.dataDir, megabytes)} MB database` : 'PostgreSQL database';

    const writer = startWriter(origin!, members, categoryId);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const backupStarted = performance.now();
    const backup = await runBackup(store).exited;
    const backupMs = Math.round(performance.now() - backupStarted);
    const duringBackup = writer.acknowledged.filter((write) => write.at >= backupStarted).length;

    // A second backup, killed while it copies: nothing of it may look like a backup.
    const before = completeBackups(store.dataDir);
    // Backups are named by the second (one a second at most): the next one starts in a new second.
    await new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)));
    const interrupted = runBackup(store);
    const partialAt = await partialFolderAppears(store.dataDir, interrupted.exited);
    interrupted.child.kill('SIGKILL');
    await interrupted.exited;
    const after = completeBackups(store.dataDir);
    await writer.stop();

    const acknowledgedBefore = writer.acknowledged.filter((write) => write.at < backupStarted).map((write) => write.id);
    record(
      `backup of a ${size} at ${WRITES_PER_SECOND} writes/s (${dialect})`,
      backup.code === 0 && after.length === 1 && partialAt !== 'before it began writing',
      `finished in ${(backupMs / 1000).toFixed(1)} s with ${duringBackup} posts acknowledged meanwhile ` +
        `(${writer.acknowledged.length} in all, ${writer.failed()} refused); exit ${backup.code}; ` +
        `a second one killed ${partialAt} left ${after.length - before.length} more complete-looking backups` +
        (backup.code === 0 ? '' : `; output: ${backup.output.slice(-400)}`),
    );

    // The restore, as docs/operations.md tells an operator to do it.
    let restoreDetail: string;
    if (dialect === 'sqlite') {
      const refused = spawnSync(process.execPath, [path.join(root, 'scripts', 'restore.ts'), '--newest'], {
        cwd: root,
        env: { ...process.env, ...store.env },
        encoding: 'utf8',
      });
      await stopAll(running);
      const restored = spawnSync(process.execPath, [path.join(root, 'scripts', 'restore.ts'), '--newest'], {
        cwd: root,
        env: { ...process.env, ...store.env },
        encoding: 'utf8',
      });
      restoreDetail = `npm run restore while the site ran: exit ${refused.status}; after it stopped: exit ${restored.status}`;
      if (refused.status === 0 || restored.status !== 0) {
        record(
          'restore of that backup',
          false,
          `${restoreDetail}; ${refused.stdout}${refused.stderr}${restored.stderr}`,
        );
        return;
      }
      running = startProcesses(store, 1, DRILL_ENV);
    } else {
      await stopAll(running);
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `hearth_test_${process.pid}_restored`;
      restoredDatabase = name;
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
      await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
      const folder = after[0]!;
      const restored = spawnSync('bash', ['-c', POSTGRES_RESTORE_COMMAND], {
        env: { ...process.env, DATABASE_URL: databaseUrl(adminUrl, name), BACKUP: folder },
        encoding: 'utf8',
      });
      restoreDetail = `the pg_restore line of docs/operations.md: exit ${restored.status}`;
      if (restored.status !== 0) {
        record('restore of that backup', false, `${restoreDetail}: ${restored.stderr}`);
        return;
      }
      running = startProcesses(store, 1, { ...DRILL_ENV, DATABASE_URL: databaseUrl(adminUrl, name) });
    }
    [origin] = await allReady(running);
    const present = await presentOf(origin!, acknowledgedBefore);
    const session = await send(origin!, '/api/user/check', { token: member!.token, address: member!.address });
    record(
      `restore of that backup, site started on it (${dialect})`,
      present === acknowledgedBefore.length && session.status === 200,
      `${restoreDetail}; ${present} of the ${acknowledgedBefore.length} posts acknowledged before the backup began are there; ` +
        `a member's token from before: ${session.status}`,
    );
  } finally {
    await stopAll(running);
    if (restoredDatabase) {
      const name = restoredDatabase;
      await withAdmin(process.env.TEST_DATABASE_URL!, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    }
  }
}
