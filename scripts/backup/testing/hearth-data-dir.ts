import type { FastifyBaseLogger } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqlite } from '../../../server/db/connection.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { resolveSessionSecret } from '../../../server/lib/session-secret.ts';
import { ensureAdministrator } from '../../../server/seed/admin.ts';
import { seedLargePosts } from '../../../server/seed/demo/large-seed.ts';
import { seedReferenceData } from '../../../server/seed/reference.ts';

/** The administrator of every such DATA_DIR, who can sign in. */
export const FIXTURE_ADMIN = { email: 'keeper@example.com', password: 'restore-pass' };
const quiet = { info() {}, warn() {} } as unknown as FastifyBaseLogger;

/**
 * A DATA_DIR as a running site leaves it, for the backup tests and benchmark: the migrated
 * embedded database with its administrator and `posts` posts by a few members (and their images
 * under uploads), the
 * generated session secret, and the `backup_probe` table that steady-writer.ts writes to.
 */
export async function createHearthDataDir(posts: number, dataDir?: string): Promise<string> {
  const directory = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-backup-'));
  const database = openSqlite(path.join(directory, 'hearth.db'));
  try {
    await migrateToLatest(database.db);
    await seedReferenceData(database.db);
    await ensureAdministrator(database.db, { ...FIXTURE_ADMIN, now: new Date() }, quiet);
    await seedLargePosts(database.db, { count: posts, members: Math.min(posts, 20), dataDir: directory });
    await database.db.schema
      .createTable('backup_probe')
      .ifNotExists()
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('payload', 'text', (column) => column.notNull())
      .execute();
  } finally {
    await database.close();
  }
  resolveSessionSecret(undefined, directory);
  return directory;
}
