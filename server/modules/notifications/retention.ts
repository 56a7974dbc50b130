import { enqueueJob, hasJobOfType } from '../../jobs/queue.ts';
import type { Db } from '../../lib/context.ts';
import { windowStart } from './bell-service.ts';
import type { NotificationsContext } from './context.ts';
import { deleteOlderThan } from './repository.ts';

declare module '../../jobs/queue.ts' {
  interface JobPayloads {
    'alarms.purge': Record<string, never>;
  }
}

/** Rows removed per statement: a short lock, however many expired at once. */
const PURGE_BATCH = 1000;
/** How often the purge runs: the bell never shows past 30 days anyway; storage is what it keeps small. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

/** SPEC §9: notifications older than 30 days are removed. Returns how many. */
export async function purgeExpiredAlarms(ctx: Pick<NotificationsContext, 'db' | 'clock'>): Promise<number> {
  const before = windowStart(ctx.clock.now());
  let removed = 0;
  for (;;) {
    const count = await deleteOlderThan(ctx.db, before, PURGE_BATCH);
    removed += count;
    if (count < PURGE_BATCH) return removed;
  }
}

/**
 * The purge as a scheduled job: each run enqueues the next one an hour later, in the same
 * transaction as its own end, so exactly one chain exists per database (started once by
 * `ensurePurgeScheduled` at start-up, which adds none while one is pending).
 */
export async function runPurgeAndReschedule(ctx: NotificationsContext): Promise<void> {
  await purgeExpiredAlarms(ctx);
  await ctx.transaction(async (trx) => {
    // A run repeated after a crash finds the next one written already.
    if (await hasJobOfType(trx, 'alarms.purge')) return;
    await enqueueJob(
      trx,
      { type: 'alarms.purge', payload: {}, runAt: new Date(ctx.clock.now().getTime() + PURGE_EVERY_MS) },
      ctx,
    );
  });
}

/**
 * At start-up, under the start-up lock (server/seed/bootstrap.ts): a purge chain exists, or one
 * starts now. Attempts are the queue's default; the next run is enqueued by each run.
 */
export async function ensurePurgeScheduled(db: Db, now: Date, maxAttempts: number): Promise<boolean> {
  if (await hasJobOfType(db, 'alarms.purge', ['pending', 'running'])) return false;
  await enqueueJob(
    db,
    { type: 'alarms.purge', payload: {} },
    { clock: { now: () => now }, config: { JOB_MAX_ATTEMPTS: maxAttempts } },
  );
  return true;
}
