import pino from 'pino';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle, Dialect } from '../db/connection.ts';
import { ManualClock } from '../lib/clock.ts';
import { createServiceContext, type ServiceContext } from '../lib/context.ts';
import { EventBus } from '../lib/events.ts';
import { seedReferenceData } from '../seed/reference.ts';
import { openTestDatabase } from './harness.ts';

export interface TestContext extends ServiceContext {
  clock: ManualClock;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A service context without HTTP (STYLE 11): a fresh migrated database with the reference
 * data (in-memory SQLite unless told otherwise), a clock the test moves, a real event bus.
 * Rules are tested through it; routes keep their own API tests through app.inject.
 */
export async function createTestContext(
  options: { dialect?: Dialect; clock?: ManualClock; env?: Record<string, string> } = {},
): Promise<TestContext> {
  const database = await openTestDatabase(options.dialect ?? 'sqlite');
  await seedReferenceData(database.db);
  const log = pino({ level: 'silent' });
  const bus = new EventBus(log);
  const clock = options.clock ?? new ManualClock();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/hearth-test', ...options.env });
  const context = createServiceContext({ db: database.db, dialect: database.dialect, bus, clock, config, log });
  return {
    ...context,
    clock,
    database,
    async close() {
      await bus.drain();
      await database.close();
    },
  };
}
