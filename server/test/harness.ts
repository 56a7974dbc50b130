import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type DatabaseHandle, type Dialect, openPostgres, openSqlite } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedReferenceData } from '../seed/reference.ts';
import { type Clock, ManualClock } from '../lib/clock.ts';

/**
 * API tests run against real databases (DESIGN "Testing"): SQLite always, PostgreSQL too when
 * TEST_DATABASE_URL is set. REQUIRE_POSTGRES=1 (set by CI) turns its absence into a failure.
 */
export function testDialects(): Dialect[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.REQUIRE_POSTGRES === '1') {
    throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: PostgreSQL tests cannot run');
  }
  return url ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A brand-new, migrated database of the dialect; PostgreSQL gets its own throw-away database. */
export async function openTestDatabase(dialect: Dialect): Promise<DatabaseHandle> {
  if (dialect === 'sqlite') {
    const handle = openSqlite(':memory:');
    await migrateToLatest(handle.db);
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `hearth_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  await migrateToLatest(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
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
