import type { FastifyBaseLogger } from 'fastify';
import { withBootstrapLock } from '../db/bootstrap-lock.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { migrations } from '../db/migrations/index.ts';
import { ensureAdministrator } from './admin.ts';
import type { DemoNames } from './demo/demo-plan.ts';
import { shouldSeedDemo } from './demo/should-seed.ts';
import { backfillScores, ledgerIsEmpty } from '../modules/gamification/service.ts';
import { ensurePurgeScheduled } from '../modules/notifications/service.ts';
import { rebuildSearchIndex } from '../modules/search/service.ts';
import { type SeedSummary, seedReferenceData } from './reference.ts';

export interface BootstrapOptions {
  /** ADMIN_EMAIL and ADMIN_PASSWORD (DECISIONS P12). */
  admin: { email?: string; password?: string };
  /** DEMO_DATA, DATA_DIR for the demo images, and the names its posts mention. */
  demo: { demoData: boolean | undefined; dataDir: string; names: Partial<DemoNames> };
  /** SITE_TIME_ZONE: the days of the scores given to what was there before the ledger (P30). */
  siteTimeZone: string;
  now: () => Date;
}

export interface BootstrapReport {
  /** Another process held the start-up lock when this one asked for it. */
  waited: boolean;
  migrations: string[];
  reference: SeedSummary;
  administratorCreated: boolean;
  /** The administrator this process created, with the password when it was generated. */
  administrator?: { email: string; password?: string };
  demoSeeded: boolean;
  /** Score rows given to the content that was there before the ledger (issue 28), or 0. */
  scoresBackfilled: number;
}

/**
 * The first-start steps of every process, in order: migrations, reference data, the first
 * administrator, the demo community. Any number of processes may start at once on one
 * database (issue 23): the steps run under one start-up lock (server/db/bootstrap-lock.ts,
 * ADR 0019), so each process in turn finds what the ones before it did; the steps are also
 * idempotent on their own. Each step logs one line (`step` names it) saying what this
 * process did, never what another one did.
 */
export async function bootstrap(
  database: DatabaseHandle,
  options: BootstrapOptions,
  log: FastifyBaseLogger,
): Promise<BootstrapReport> {
  let waited = false;
  const onWait = () => {
    waited = true;
    log.info({ step: 'lock' }, 'start-up: waiting for another process to finish its start-up steps');
  };
  const report = await withBootstrapLock(database, () => runSteps(database, options, log), { onWait });
  return { waited, ...report };
}

async function runSteps(
  database: DatabaseHandle,
  options: BootstrapOptions,
  log: FastifyBaseLogger,
): Promise<Omit<BootstrapReport, 'waited'>> {
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) {
    log.info(
      { step: 'migrations', applied: applied.length, migrations: applied },
      `database migrated: ${applied.length} migrations applied`,
    );
  } else log.info({ step: 'migrations', applied: 0 }, 'database up to date: no migration applied');

  const reference = await seedReferenceData(database.db);
  if (reference.inserted + reference.updated > 0) {
    log.info(
      { step: 'reference', ...reference },
      `reference data seeded: ${reference.inserted} rows inserted, ${reference.updated} updated`,
    );
  } else log.info({ step: 'reference', ...reference }, 'reference data up to date: no row inserted or updated');

  const administrator = await ensureAdministrator(
    database.db,
    { ...options.admin, now: options.now() },
    log.child({ step: 'administrator' }),
  );

  const demoSeeded = await seedDemo(database, options, applied.length, log);
  const scoresBackfilled = await backfillLedger(database, options, { applied, demoSeeded }, log);
  await buildSearchIndex(database, options, { applied, demoSeeded }, log);
  // Notifications older than 30 days go by an hourly job (SPEC §9); its chain starts once, here.
  await ensurePurgeScheduled(database.db, options.now(), PURGE_ATTEMPTS);
  return {
    migrations: applied,
    reference,
    administratorCreated: administrator.created,
    ...(administrator.created && administrator.email
      ? { administrator: { email: administrator.email, password: administrator.generatedPassword } }
      : {}),
    demoSeeded,
    scoresBackfilled,
  };
}

/**
 * Issue 28: the content of an existing site (its upgrade applies the ledger's migration) or of
 * the demo just seeded gets its scores, once, through the live rules (gamification's backfill).
 */
async function backfillLedger(
  database: DatabaseHandle,
  options: BootstrapOptions,
  run: { applied: string[]; demoSeeded: boolean },
  log: FastifyBaseLogger,
): Promise<number> {
  const upgraded = run.applied.includes(SCORE_LEDGER_MIGRATION);
  if ((!upgraded && !run.demoSeeded) || !(await ledgerIsEmpty(database.db))) return 0;
  const started = performance.now();
  const { rows } = await backfillScores(database.db, {
    dialect: database.dialect,
    siteTimeZone: options.siteTimeZone,
    now: options.now(),
  });
  if (rows > 0) {
    log.info(
      { step: 'scores', rows, ms: Math.round(performance.now() - started) },
      `scores given to earlier activity: ${rows} rows`,
    );
  }
  return rows;
}

const SCORE_LEDGER_MIGRATION = '2026-12-02T0900-score-ledger';
const SEARCH_MIGRATION = '2026-12-05T0900-search';

/**
 * The search index holds what was written before it existed (issue 30): built once after its
 * migration, and after the demo seed, whose posts are written without the services' events.
 */
async function buildSearchIndex(
  database: DatabaseHandle,
  options: BootstrapOptions,
  run: { applied: string[]; demoSeeded: boolean },
  log: FastifyBaseLogger,
): Promise<void> {
  if (!run.applied.includes(SEARCH_MIGRATION) && !run.demoSeeded) return;
  const started = performance.now();
  const { posts, articles } = await rebuildSearchIndex(database.db, database.dialect, options.now());
  if (posts + articles > 0) {
    log.info(
      { step: 'search', posts, articles, ms: Math.round(performance.now() - started) },
      `search index built: ${posts} posts, ${articles} knowledge articles`,
    );
  }
}
/** A failing purge retries with the queue's backoff; the next run is only written by a run that ends. */
const PURGE_ATTEMPTS = 10;

async function seedDemo(
  database: DatabaseHandle,
  options: BootstrapOptions,
  applied: number,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const total = Object.keys(migrations).length;
  // DESIGN "Shape": a brand-new embedded database starts as a living site (DEMO_DATA decides otherwise).
  if (!shouldSeedDemo({ demoData: options.demo.demoData, dialect: database.dialect, applied, total })) {
    const reason =
      options.demo.demoData === false
        ? 'DEMO_DATA is off'
        : 'not a brand-new embedded database (DEMO_DATA=on seeds one anyway)';
    log.info({ step: 'demo', seeded: false }, `demo community skipped: ${reason}`);
    return false;
  }
  const started = performance.now();
  // Loaded only here: a hundred posts of content and the image renderer serve the first start only.
  const { seedDemoData } = await import('./demo/demo-seed.ts');
  const demo = await seedDemoData(database.db, {
    dataDir: options.demo.dataDir,
    now: options.now(),
    names: options.demo.names,
  });
  if (demo.seeded) {
    log.info({ step: 'demo', ...demo, ms: Math.round(performance.now() - started) }, 'demo community seeded');
  } else log.info({ step: 'demo', seeded: false }, 'demo community skipped: its members are already there');
  return demo.seeded;
}
