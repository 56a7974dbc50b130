import { parseArgs } from 'node:util';
import { newestCompleteBackup } from './backup/backup-set.ts';
import { POSTGRES_RESTORE_COMMAND } from './backup/postgres-dump.ts';
import { RestoreRefusedError, restoreSqlite } from './backup/restore-sqlite.ts';
import { loadScriptConfig } from './lib/script-config.ts';

/**
 * `npm run restore -- <backup folder>` or `npm run restore -- --newest` (ADR 0020): puts a
 * backup of `npm run backup` back into DATA_DIR's embedded database, session secret and
 * uploads, with the site stopped. The data it replaces is kept in DATA_DIR/replaced-<stamp>/.
 */
const USAGE = 'usage: npm run restore -- <DATA_DIR/backups/hearth-…> | --newest';

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { newest: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  if (values.help || positionals.length + (values.newest ? 1 : 0) !== 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadScriptConfig();
  if (config.DATABASE_URL) {
    console.error(
      [
        'DATABASE_URL is set: restore PostgreSQL with pg_restore into an empty database',
        '(docs/operations.md, "Backups"), with DATABASE_URL naming that database:',
        '',
        `  ${POSTGRES_RESTORE_COMMAND}`,
      ].join('\n'),
    );
    process.exit(2);
  }
  const backup = values.newest ? newestCompleteBackup(config.DATA_DIR) : positionals[0];
  if (!backup) {
    console.error(`No complete backup in ${config.DATA_DIR}/backups.`);
    process.exit(1);
  }
  try {
    const result = restoreSqlite(backup, config.DATA_DIR);
    console.log(`restored ${backup} into ${config.DATA_DIR}`);
    if (result.replaced) console.log(`the data it replaced is in ${result.replaced}`);
    if (result.manifest.sessionSecret === 'environment') {
      console.log('the backup was taken with SESSION_SECRET set: start with the same value to keep sessions');
    } else if (result.manifest.sessionSecret === 'absent') {
      console.log('the backup holds no session secret: members will have to sign in again');
    }
  } catch (error) {
    if (error instanceof RestoreRefusedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

if (import.meta.main) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
