import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../../test/harness.ts';
import { migrations } from './index.ts';

for (const dialect of testDialects()) {
  describe(`the search migration on ${dialect}`, () => {
    it('goes down and up again', async () => {
      const handle = await openTestDatabase(dialect);
      try {
        const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
        expect((await migrator.migrateTo('2026-12-04T0900-alarm-mails')).error).toBeUndefined();
        const names = async () => (await handle.db.introspection.getTables()).map((table) => table.name);
        for (const table of [
          'search_documents',
          'search_document_tags',
          'search_queries',
          'search_fts',
          'search_totals',
        ]) {
          expect(await names()).not.toContain(table);
        }
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        expect(await names()).toEqual(
          expect.arrayContaining(['search_documents', 'search_document_tags', 'search_queries']),
        );
        expect(await names()).toContain(dialect === 'postgres' ? 'search_totals' : 'search_fts');
      } finally {
        await handle.close();
      }
    });
  });
}
