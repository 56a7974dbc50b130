import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../../test/harness.ts';
import { migrations } from './index.ts';

for (const dialect of testDialects()) {
  describe(`the alarm mails migration on ${dialect}`, () => {
    it('goes down and up again', async () => {
      const handle = await openTestDatabase(dialect);
      try {
        const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
        // Down to the migration before it (later ones go down first).
        expect((await migrator.migrateTo('2026-12-03T0900-alarms')).error).toBeUndefined();
        const tables = (await handle.db.introspection.getTables()).map((table) => table.name);
        expect(tables).not.toContain('alarm_mail_digests');
        expect(tables).not.toContain('alarm_mail_settings');
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        const mails = (await handle.db.introspection.getTables()).find((table) => table.name === 'mails');
        expect(mails?.columns.map((column) => column.name)).toContain('headers');
      } finally {
        await handle.close();
      }
    });
  });
}
