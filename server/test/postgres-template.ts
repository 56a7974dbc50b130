import pg from 'pg';
import { openPostgres } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';

/**
 * One migrated PostgreSQL database per test run that every suite's database is cloned from
 * (issue 12 point 7): `create database … template …` copies files, where migrating each of
 * some hundred suites' databases ran every migration again.
 *
 * The name starts like every throw-away test database, hearth_test_<pid>_…, with the pid of
 * the process that made it, so .ci/run's clean-up drops one left by a killed run.
 */
export const TEMPLATE_ENV = 'HEARTH_TEST_POSTGRES_TEMPLATE';

export function templateName(ownerPid = process.pid): string {
  return `hearth_test_${ownerPid}_template`;
}

/** Admin statements (create, drop, alter database) on the server TEST_DATABASE_URL names. */
export async function withAdmin<T>(adminUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates and migrates the template; it then refuses connections, which a clone's source must not have. */
export async function createTemplate(adminUrl: string, name = templateName()): Promise<string> {
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });
  const handle = openPostgres(databaseUrl(adminUrl, name), 1);
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  await withAdmin(adminUrl, (admin) => admin.query(`alter database ${name} with allow_connections false`));
  return name;
}

export async function dropTemplate(adminUrl: string, name = templateName()): Promise<void> {
  await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

/** A new database that is a copy of the template; PostgreSQL clones from one template concurrently. */
export async function cloneTemplate(admin: pg.Client, template: string, name: string): Promise<void> {
  await admin.query(`create database ${name} template ${template}`);
}
