import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { type DatabaseHandle, openPostgres, openSqlite } from '../../server/db/connection.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { systemClock } from '../../server/lib/clock.ts';
import { createRateCounters, type RateCounters } from '../../server/lib/rate-counters.ts';
import { createRateLimiter } from '../../server/lib/rate-limiter.ts';
import { databaseUrl, withAdmin } from '../../server/test/postgres-template.ts';

const ROUNDS = 2000;
const KEYS = 200;
const IN_FLIGHT = 20;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** One reservation at a time (its latency), then IN_FLIGHT at once (throughput). */
async function measure(label: string, counters: RateCounters): Promise<void> {
  const prefix = `bench-${process.pid}-${Date.now()}`;
  const limiter = createRateLimiter({ counters, windowSeconds: 300, prefix });
  for (let n = 0; n < 50; n += 1) await limiter.reserve(`warm${n}`, 10);
  const times: number[] = [];
  for (let n = 0; n < ROUNDS; n += 1) {
    const started = performance.now();
    await limiter.reserve(`k${n % KEYS}`, 10);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < ROUNDS) {
        const n = next++;
        await limiter.reserve(`p${n % KEYS}`, 10);
      }
    }),
  );
  const perSecond = ROUNDS / ((performance.now() - started) / 1000);
  console.log(
    `${label.padEnd(34)} median ${percentile(times, 0.5).toFixed(3)} ms, p99 ${percentile(times, 0.99).toFixed(3)} ms;` +
      ` ${Math.round(perSecond)} reserves/s with ${IN_FLIGHT} in flight`,
  );
}

/**
 * ADR 0017: what one reservation costs in the database that keeps the counts. SQLite is a file
 * in WAL mode as the app opens it; PostgreSQL a throw-away database on DATABASE_URL or
 * TEST_DATABASE_URL.
 */
export async function rateLimitTiming(): Promise<void> {
  const log = pino({ level: 'silent' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-limits-'));
  const sqlite = openSqlite(path.join(dir, 'hearth.db'));
  try {
    await migrateToLatest(sqlite.db);
    await measure('database counters, SQLite file', createRateCounters({ db: sqlite.db, clock: systemClock, log }));
  } finally {
    await sqlite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `hearth_bench_limits_${process.pid}`;
    await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
    let pg: DatabaseHandle | undefined;
    try {
      pg = openPostgres(databaseUrl(adminUrl, name));
      await migrateToLatest(pg.db);
      await measure('database counters, PostgreSQL', createRateCounters({ db: pg.db, clock: systemClock, log }));
    } finally {
      await pg?.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    }
  } else console.log('PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL to measure it');
}
