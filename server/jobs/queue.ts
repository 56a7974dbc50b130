import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';

/**
 * Payload types of the durable jobs. Features declare theirs by augmenting this interface
 * (`'mail.send': { to: string; … }`), as they do with DomainEvents.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}

export type JobType = keyof JobPayloads & string;

export interface NewJob<K extends JobType> {
  type: K;
  payload: JobPayloads[K];
  /** When the job becomes due; now when absent. */
  runAt?: Date;
  /** Attempts before the job goes dead; JOB_MAX_ATTEMPTS when absent. */
  maxAttempts?: number;
}

/** What enqueueing needs from the app: its clock and the default number of attempts. */
export interface JobContext {
  clock: Clock;
  config: { JOB_MAX_ATTEMPTS: number };
}

/**
 * Adds a job to the outbox (DECISIONS P27). Pass the service's transaction so the job
 * commits or rolls back with the action that causes it: a worker can never run a job for
 * an action that did not happen, and a committed action never loses its job.
 */
export async function enqueueJob<K extends JobType>(
  db: Kysely<Database>,
  job: NewJob<K>,
  context: JobContext,
): Promise<number> {
  const now = context.clock.now().toISOString();
  const row = await db
    .insertInto('jobs')
    .values({
      type: job.type,
      payload: JSON.stringify(job.payload ?? null),
      status: 'pending',
      attempts: 0,
      max_attempts: job.maxAttempts ?? context.config.JOB_MAX_ATTEMPTS,
      run_at: (job.runAt ?? context.clock.now()).toISOString(),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Whether a job of the type waits (or runs, when `running` is asked too): a recurring job that
 * writes its own next run checks it, so that one chain exists (issue 29's purge).
 */
export async function hasJobOfType(
  db: Kysely<Database>,
  type: JobType,
  statuses: ReadonlyArray<'pending' | 'running'> = ['pending'],
): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('type', '=', type)
    .where('status', 'in', [...statuses])
    .executeTakeFirst();
  return row !== undefined;
}
