import type { BackupManifest } from './backup/backup-set.ts';
import { POSTGRES_RESTORE_COMMAND, ToolMissingError } from './backup/postgres-dump.ts';
import { takeBackup } from './backup/take-backup.ts';
import { loadScriptConfig } from './lib/script-config.ts';

/**
 * `npm run backup` (DESIGN "Operations", ADR 0020): the database (VACUUM INTO on SQLite,
 * pg_dump on PostgreSQL), the session secret and the uploads into
 * `DATA_DIR/backups/hearth-<stamp>/`, which appears only once all of it is written and checked.
 * `npm run restore -- <backup>` puts one back on SQLite; docs/operations.md gives PostgreSQL's.
 */

function describe(manifest: BackupManifest): string[] {
  const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
  const { uploads } = manifest;
  return [
    `database: ${manifest.database.file}, ${megabytes(manifest.database.bytes)} in ${manifest.seconds.database} s`,
    {
      included: 'session secret: included (mode 0600)',
      environment: 'session secret: SESSION_SECRET is set; keep its value with this backup',
      absent: 'session secret: none in DATA_DIR (a restore will sign everyone out)',
    }[manifest.sessionSecret],
    `uploads: ${uploads.files} files, ${megabytes(uploads.bytes)}; ${uploads.copiedFiles} copied ` +
      `(${megabytes(uploads.copiedBytes)}), ${uploads.linkedFiles} linked to ${manifest.linkedTo ?? 'no earlier backup'}`,
    `total: ${manifest.seconds.total} s`,
  ];
}

async function main() {
  const config = loadScriptConfig();
  try {
    const result = await takeBackup({
      dataDir: config.DATA_DIR,
      databaseUrl: config.DATABASE_URL,
      sessionSecretFromEnvironment: Boolean(config.SESSION_SECRET),
    });
    for (const name of result.abandonedRemoved) console.log(`removed ${name}, left by an interrupted backup`);
    console.log(`backup complete: ${result.directory}`);
    for (const line of describe(result.manifest)) console.log(`  ${line}`);
    if (result.manifest.database.engine === 'postgres') {
      console.log('\nRestore into a new, empty database that DATABASE_URL names (docs/operations.md, "Backups"):');
      console.log(`  BACKUP=${result.directory}`);
      console.log(`  ${POSTGRES_RESTORE_COMMAND}`);
    }
  } catch (error) {
    if (error instanceof ToolMissingError) {
      console.error(
        `${error.message}\nOn Debian or Ubuntu: apt-get install postgresql-client (the server's major version or newer).`,
      );
      process.exit(1);
    }
    throw error;
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
