import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { isLocale, type Locale } from '../common/i18n/locales.ts';
import { openDatabase } from '../server/db/connection.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { ensureAdministrator } from '../server/seed/admin.ts';
import { seedLargePosts } from '../server/seed/demo/large-seed.ts';
import { seedReferenceData } from '../server/seed/reference.ts';
import { loadScriptConfig } from './lib/script-config.ts';

/**
 * Adds many posts for benchmarks (DESIGN "scripts/": seed-large):
 *
 *   node scripts/seed-large.ts --count 10000 [--database-url postgres://…] [--members 300] [--langs ko,en,ja]
 *
 * Against DATA_DIR's SQLite database by default (or DATABASE_URL from the environment). The
 * database is migrated first and, as on a first start, given its administrator.
 */
const USAGE =
  'usage: node scripts/seed-large.ts --count <posts> [--database-url <postgres://…>] [--members <n>] [--langs ko,en,ja]';

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '10000' },
      'database-url': { type: 'string' },
      members: { type: 'string', default: '300' },
      langs: { type: 'string', default: 'ko,en,ja' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const count = Number(values.count);
  const members = Number(values.members);
  const langs = values.langs.split(',').map((lang) => lang.trim());
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(members) || members < 1 || !langs.every(isLocale)) {
    console.error(USAGE);
    process.exit(2);
  }

  const config = loadScriptConfig({
    ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
  });
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    await seedReferenceData(database.db);
    const log = { info: console.log, warn: console.warn } as unknown as FastifyBaseLogger;
    await ensureAdministrator(
      database.db,
      { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, now: new Date() },
      log,
    );
    console.log(`seeding ${count} posts into ${database.dialect === 'sqlite' ? config.DATA_DIR : 'PostgreSQL'}…`);
    const summary = await seedLargePosts(database.db, {
      count,
      members,
      langs: langs as Locale[],
      dataDir: config.DATA_DIR,
    });
    console.log(
      `${summary.posts} posts, ${summary.replies} replies, ${summary.likes} likes, ${summary.bookmarks} bookmarks, ` +
        `${summary.follows} follows, ${summary.views} views, ${summary.images} images by ${summary.members} members ` +
        `in ${(summary.ms / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
