import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { type DatabaseHandle, openPostgres, openSqlite } from '../../server/db/connection.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedLargePosts } from '../../server/seed/demo/large-seed.ts';
import { seedReferenceData } from '../../server/seed/reference.ts';
import { testDialects } from '../../server/test/harness.ts';
import { cloneTemplate, databaseUrl, TEMPLATE_ENV, withAdmin } from '../../server/test/postgres-template.ts';
import { POSTGRES_RESTORE_COMMAND } from './postgres-dump.ts';
import { restoreSqlite } from './restore-sqlite.ts';
import { takeBackup } from './take-backup.ts';

/**
 * A backup restored into a fresh database holds the same rows, table by table, on either
 * engine. PostgreSQL's restore is the command docs/operations.md gives, run as written.
 */
const operations = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/operations.md'), 'utf8');

type Rows = Record<string, string[]>;

async function everyRow(db: Kysely<Database>, dialect: 'sqlite' | 'postgres'): Promise<Rows> {
  const tables =
    dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_schema where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(db);
  const rows: Rows = {};
  for (const { name } of tables.rows.sort((a, b) => a.name.localeCompare(b.name))) {
    // Sorted whole: tables keyed by several columns have no single column to order by.
    const all = (await sql`select * from ${sql.table(name)}`.execute(db)).rows.map((row) => JSON.stringify(row));
    rows[name] = all.sort();
  }
  return rows;
}

describe.each(testDialects())('a backup on %s', (dialect) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('restores into a fresh database with the same rows', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-same-rows-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    let source: DatabaseHandle;
    let sourceUrl: string | undefined;
    if (dialect === 'sqlite') {
      source = openSqlite(path.join(dataDir, 'hearth.db'));
      await migrateToLatest(source.db);
    } else {
      const name = await scratchDatabase(cleanups, process.env[TEMPLATE_ENV]);
      sourceUrl = databaseUrl(process.env.TEST_DATABASE_URL!, name);
      source = openPostgres(sourceUrl, 2);
      if (!process.env[TEMPLATE_ENV]) await migrateToLatest(source.db);
    }
    cleanups.push(() => source.close());
    await seedReferenceData(source.db);
    await seedLargePosts(source.db, { count: 20, members: 4, dataDir });
    const expected = await everyRow(source.db, dialect);
    expect(expected.posts).toHaveLength(20);

    const backup = await takeBackup({ dataDir, databaseUrl: sourceUrl });

    let restored: DatabaseHandle;
    if (dialect === 'sqlite') {
      const target = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-same-rows-restored-'));
      cleanups.push(() => fs.rmSync(target, { recursive: true, force: true }));
      restoreSqlite(backup.directory, target);
      restored = openSqlite(path.join(target, 'hearth.db'));
    } else {
      expect(backup.manifest.database).toMatchObject({ engine: 'postgres', file: 'hearth.dump' });
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = await scratchDatabase(cleanups);
      expect(operations).toContain(POSTGRES_RESTORE_COMMAND);
      execFileSync('bash', ['-c', POSTGRES_RESTORE_COMMAND], {
        env: { ...process.env, DATABASE_URL: databaseUrl(adminUrl, name), BACKUP: backup.directory },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      restored = openPostgres(databaseUrl(adminUrl, name), 2);
    }
    cleanups.push(() => restored.close());

    expect(await everyRow(restored.db, dialect)).toEqual(expected);
    if (dialect === 'postgres') {
      // Sequences too, or the restored site's next insert would collide with a restored row.
      const sequences = sql`select sequencename, last_value from pg_sequences order by 1`;
      expect((await sequences.execute(restored.db)).rows).toEqual((await sequences.execute(source.db)).rows);
    }
    // Two databases made and filled, pg_dump and pg_restore: slow when the machine is busy.
  }, 60_000);
});

/**
 * A throw-away PostgreSQL database named like the harness's (hearth_test_<pid>_…, which .ci/run
 * drops if a run dies), empty or cloned from the run's migrated template; dropped afterwards.
 */
async function scratchDatabase(cleanups: (() => Promise<void> | void)[], template?: string): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `hearth_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    if (template) await cloneTemplate(admin, template, name);
    else await admin.query(`create database ${name}`);
  });
  cleanups.push(async () => {
    await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  });
  return name;
}
