import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/connection.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { rebuildStandings } from '../server/modules/gamification/service.ts';
import { loadScriptConfig } from './lib/script-config.ts';

const USAGE = `npm run score:rebuild [-- --dry-run] [--database-url URL]

Recomputes every member's temperature, highest level and level-up characters from the score
ledger (issue 28, ADR 0027) and prints each difference it fixed (with --dry-run: it would fix).`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'dry-run': { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadScriptConfig({
    ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
  });
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    const fix = !values['dry-run'];
    const report = await rebuildStandings(database.db, { fix });
    for (const difference of report.differences) {
      console.log(
        `member ${difference.userId}: ${difference.field} ${JSON.stringify(difference.before)} -> ${JSON.stringify(difference.after)}`,
      );
    }
    const outcome = fix ? 'fixed' : 'found (dry run: nothing changed)';
    console.log(`${report.members} members checked, ${report.differences.length} differences ${outcome}`);
  } finally {
    await database.close();
  }
}

await main();
