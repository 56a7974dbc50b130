import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/connection.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { rebuildSearchIndex } from '../server/modules/search/service.ts';
import { loadScriptConfig } from './lib/script-config.ts';

const USAGE = `npm run search:rebuild [-- --database-url URL]

Puts every post in the search index again as it now stands (issue 30, ADR 0029): after a
restore from an older backup, or to check that the index holds what the posts say. The index
follows every change by itself; running this changes nothing when it is right.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'database-url': { type: 'string' }, help: { type: 'boolean', default: false } },
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
    const started = performance.now();
    const { posts, articles } = await rebuildSearchIndex(database.db, database.dialect, new Date());
    console.log(
      `${posts} posts and ${articles} knowledge articles indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

await main();
