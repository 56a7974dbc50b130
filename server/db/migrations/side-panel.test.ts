import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../../test/harness.ts';
import type { Database } from '../database.ts';
import { migrations } from './index.ts';

/** Issue 30's side panel: the popular keywords' index and the brochure requests. */
async function indexNames(db: Kysely<Database>, dialect: string) {
  const rows =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(db)
      : await sql<{
          name: string;
        }>`select indexname as name from pg_indexes where schemaname = current_schema()`.execute(db);
  return rows.rows.map((row) => row.name);
}

for (const dialect of testDialects()) {
  describe(`the side panel's migrations on ${dialect}`, () => {
    it('go down and up again', async () => {
      const handle = await openTestDatabase(dialect);
      try {
        const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
        expect(await indexNames(handle.db, dialect)).toContain('posts_popular_keywords');
        expect((await migrator.migrateTo('2026-12-05T0900-search')).error).toBeUndefined();
        const tables = (await handle.db.introspection.getTables()).map((table) => table.name);
        expect(tables).not.toContain('brochure_requests');
        expect(await indexNames(handle.db, dialect)).not.toContain('posts_popular_keywords');
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        const brochures = (await handle.db.introspection.getTables()).find(
          (table) => table.name === 'brochure_requests',
        );
        expect(brochures?.columns.map((column) => column.name)).toEqual(
          expect.arrayContaining(['company', 'name', 'email', 'phone', 'interest', 'consented_at']),
        );
        expect(await indexNames(handle.db, dialect)).toContain('posts_popular_keywords');
      } finally {
        await handle.close();
      }
    });
  });
}
