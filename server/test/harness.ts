import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type DatabaseHandle, type Dialect, openPostgres, openSqlite } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedReferenceData } from '../seed/reference.ts';
import { type Clock, ManualClock } from '../lib/clock.ts';
import { cloneTemplate, databaseUrl, TEMPLATE_ENV, withAdmin } from './postgres-template.ts';

/**
 * What a suite's database work depends on, and so where it must run (issue 12 point 7):
 * - 'sql': SQL that differs between the databases (repositories, migrations, seeds,
 *   normalisation, anything with dialect-specific statements): SQLite and PostgreSQL both,
 *   whenever TEST_DATABASE_URL is set.
 * - 'api': routes and rules whose SQL is already proven on both by the 'sql' suites: the
 *   databases TEST_DIALECTS names, `sqlite` (the default), `postgres` or `both`.
 */
export type DialectCoverage = 'sql' | 'api';

const DIALECT_CHOICES: Record<string, Dialect[]> = {
  sqlite: ['sqlite'],
  postgres: ['postgres'],
  both: ['sqlite', 'postgres'],
};

/**
 * API tests run against real databases (DESIGN "Testing"): SQLite always, PostgreSQL too when
 * TEST_DATABASE_URL is set. REQUIRE_POSTGRES=1 (set by CI) turns its absence into a failure.
 * Without an argument a suite runs on both, as every suite did before TEST_DIALECTS.
 */
export function testDialects(coverage: DialectCoverage = 'sql'): Dialect[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.REQUIRE_POSTGRES === '1') {
    throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: PostgreSQL tests cannot run');
  }
  const available: Dialect[] = url ? ['sqlite', 'postgres'] : ['sqlite'];
  if (coverage === 'sql') return available;
  const choice = process.env.TEST_DIALECTS || 'sqlite';
  const chosen = DIALECT_CHOICES[choice];
  if (!chosen) throw new Error(`TEST_DIALECTS=${choice}: expected sqlite, postgres or both`);
  if (chosen.includes('postgres') && !url) {
    throw new Error(`TEST_DIALECTS=${choice} but TEST_DATABASE_URL is not set`);
  }
  return chosen;
}

/**
 * A brand-new, migrated database of the dialect; PostgreSQL gets its own throw-away database,
 * cloned from the run's migrated template (server/test/postgres-template-setup.ts) when there
 * is one, migrated here otherwise (a harness used outside vitest).
 */
export async function openTestDatabase(dialect: Dialect): Promise<DatabaseHandle> {
  if (dialect === 'sqlite') {
    const handle = openSqlite(':memory:');
    await migrateToLatest(handle.db);
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `hearth_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = process.env[TEMPLATE_ENV];
  await withAdmin(adminUrl, async (admin) => {
    if (template) await cloneTemplate(admin, template, name);
    else await admin.query(`create database ${name}`);
  });
  const handle = openPostgres(databaseUrl(adminUrl, name), 4);
  if (!template) await migrateToLatest(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: ManualClock;
  config: Config;
  close(): Promise<void>;
}

/** The whole API (no web renderer) on a fresh database, with a clock tests can move. */
export async function createTestApp(
  dialect: Dialect,
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    extraRoutes?: (app: FastifyInstance) => Promise<void>;
    /** Where log lines go when a test reads them; silent otherwise. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(dialect);
  await seedReferenceData(database.db);
  const clock = options.clock instanceof ManualClock ? options.clock : new ManualClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/hearth-test',
    // Every member of a test joins from 127.0.0.1; tests of the limit itself set it (issue 13).
    SIGNUP_MAX_PER_IP: '100000',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    clock,
    logger: options.logStream ? { level: 'trace', stream: options.logStream } : { level: 'silent' },
    extraRoutes: options.extraRoutes,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    async close() {
      await app.close();
      await app.bus.drain();
      await database.close();
    },
  };
}
