import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Dialect } from '../db/connection.ts';
import type { Database, JobsTable } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { JobPayloads, JobType } from './queue.ts';

export interface JobInfo {
  id: number;
  type: string;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  maxAttempts: number;
}

/**
 * Runs one job. Delivery is at least once (a worker can crash after the work and before it
 * records success), so handlers must be idempotent, e.g. keyed by a unique column.
 */
export type JobHandler<P> = (payload: P, job: JobInfo) => Promise<void> | void;

type JobRow = Selectable<JobsTable>;

export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_MAX_MS = 60 * 60_000;
export const LAST_ERROR_MAX_LENGTH = 1000;
/** How long a claim holds a job without renewal: a dead process's job is free this long after its last renewal. */
export const LEASE_MS = 30_000;
/** How often a running job's lease is renewed: three renewals fit in a lease, so one slow write does not lose it. */
export const HEARTBEAT_MS = 10_000;

/** The wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min … at most 1 h. */
export function backoffDelay(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(attempts - 1, 0), BACKOFF_MAX_MS);
}

function errorMessage(error: unknown): string {
  // Only the message: stacks belong in the logs, and payload-derived text stays short.
  const message = error instanceof Error ? error.message : String(error);
  return message.length > LAST_ERROR_MAX_LENGTH ? `${message.slice(0, LAST_ERROR_MAX_LENGTH - 1)}…` : message;
}

export interface JobWorkerOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  clock: Clock;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
  /** LEASE_MS unless told: a running job whose lease is not renewed this long is run again elsewhere. */
  leaseMs?: number;
  /** HEARTBEAT_MS unless told: how often the lease of the job in progress is renewed. */
  heartbeatMs?: number;
  /** Names this worker in `locked_by`; unique per instance unless told. */
  workerId?: string;
  /** Bounds one pass so that stop() and the poll rhythm are never starved by a long queue. */
  maxJobsPerPass?: number;
  /** Takes a failed poll's error: true when the database is away, which it logs once per outage (ADR 0024). */
  reportOutage?: (error: unknown) => boolean;
  /** Whether a database outage is on: polls are spaced out meanwhile (OUTAGE_POLL_MS). */
  outageActive?: () => boolean;
}

/**
 * The poll's rhythm while the database is away (ADR 0024). A claim on a locked SQLite file
 * blocks the process for its busy timeout, every request with it; once a second that would be
 * most of the outage. Jobs wait anyway: they run after it.
 */
export const OUTAGE_POLL_MS = 5000;

/**
 * The outbox worker (DECISIONS P27, DESIGN "Data flows"): claims due jobs from the jobs table
 * one at a time, runs their handler, and records done, a retry with backoff, or dead. Any
 * number of processes can run one: a claim is atomic on both dialects.
 *
 * A claim is a lease (ADR 0019): `locked_until` is renewed every HEARTBEAT_MS while the
 * handler runs, so a live job, however long, stays with its worker, and the job of a process
 * that died is free LEASE_MS after its last renewal, for whichever worker polls next. The
 * outcome is written only while this worker still holds the lease.
 */
export class JobWorker {
  private readonly db: Kysely<Database>;
  private readonly dialect: Dialect;
  private readonly clock: Clock;
  private readonly log: FastifyBaseLogger;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;
  readonly workerId: string;
  private readonly maxJobsPerPass: number;
  private readonly reportOutage: (error: unknown) => boolean;
  private readonly outageActive: () => boolean;
  private readonly handlers = new Map<string, JobHandler<never>>();
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<number> | undefined;
  private running = false;
  /** The job in progress and the renewal under way, if any. */
  private held: { job: JobRow; lost: boolean; recording: boolean; renewal?: Promise<boolean> } | undefined;

  constructor(options: JobWorkerOptions) {
    this.db = options.db;
    this.dialect = options.dialect;
    this.clock = options.clock;
    this.log = options.log;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.maxJobsPerPass = options.maxJobsPerPass ?? 100;
    this.reportOutage = options.reportOutage ?? (() => false);
    this.outageActive = options.outageActive ?? (() => false);
  }

  register<K extends JobType>(type: K, handler: JobHandler<JobPayloads[K]>): void {
    if (this.handlers.has(type)) throw new Error(`A handler for job type "${type}" is already registered`);
    this.handlers.set(type, handler as JobHandler<never>);
  }

  /** Polls for due jobs until stop(). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the job in progress, so a graceful shutdown loses no work. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.pass?.catch(() => undefined);
  }

  /** Runs every job due now, one after another; tests call it instead of waiting for a poll. */
  runDue(): Promise<number> {
    this.pass ??= this.runPass().finally(() => {
      this.pass = undefined;
    });
    return this.pass;
  }

  private schedule(delay: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.runDue()
        .catch((error: unknown) => {
          // A poll every second meets a database outage every second: it is logged once, as an outage.
          if (!this.reportOutage(error)) this.log.error({ err: error }, 'job pass failed');
        })
        .finally(() => {
          if (this.running) this.schedule(this.outageActive() ? OUTAGE_POLL_MS : this.pollIntervalMs);
        });
    }, delay);
    // The HTTP server keeps the process alive; the poll timer alone should not.
    this.timer.unref();
  }

  private async runPass(): Promise<number> {
    let count = 0;
    // A pass started by start() ends early on stop(); one started by a test runs to the end.
    const polling = this.running;
    while (count < this.maxJobsPerPass && (!polling || this.running)) {
      const job = await this.claim();
      if (!job) break;
      await this.run(job);
      count += 1;
    }
    return count;
  }

  private async claim(): Promise<JobRow | undefined> {
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const claimable = (eb: ExpressionBuilder<Database, 'jobs'>) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', nowIso)]),
        // A lease that ran out without renewal: its worker's process died or lost the database.
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<=', nowIso)]),
      ]);
    // Counting the attempt at claim time means a job that crashes its process still runs out of attempts.
    const claimed = {
      status: 'running',
      locked_at: nowIso,
      locked_until: this.leaseEnd(),
      locked_by: this.workerId,
      updated_at: nowIso,
      attempts: (eb: ExpressionBuilder<Database, 'jobs'>) => eb('attempts', '+', 1),
    };

    if (this.dialect === 'postgres') {
      // SKIP LOCKED lets concurrent workers pass over each other's rows instead of waiting.
      return this.db.transaction().execute(async (trx) => {
        const candidate = await trx
          .selectFrom('jobs')
          .select('id')
          .where(claimable)
          .orderBy('run_at')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!candidate) return undefined;
        return trx
          .updateTable('jobs')
          .set(claimed)
          .where('id', '=', candidate.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    }
    // SQLite has one writer at a time, so a single UPDATE that re-checks the state is atomic.
    return this.db
      .updateTable('jobs')
      .set(claimed)
      .where('id', '=', (eb) =>
        eb.selectFrom('jobs').select('id').where(claimable).orderBy('run_at').orderBy('id').limit(1),
      )
      .where(claimable)
      .returningAll()
      .executeTakeFirst();
  }

  private leaseEnd(): string {
    return new Date(this.clock.now().getTime() + this.leaseMs).toISOString();
  }

  private async run(job: JobRow): Promise<void> {
    this.held = { job, lost: false, recording: false };
    const heartbeat = setInterval(() => void this.renewLease(), this.heartbeatMs);
    // The HTTP server keeps the process alive; the heartbeat alone should not.
    heartbeat.unref();
    try {
      await this.runClaimed(job);
    } finally {
      clearInterval(heartbeat);
      this.held = undefined;
    }
  }

  /**
   * Pushes the lease of the job in progress LEASE_MS past now; the heartbeat calls it, and
   * tests on a manual clock do. Resolves false once the lease is lost (another worker took
   * the job over after this one went silent too long): the handler runs on, its outcome will
   * not be recorded, and renewing stops.
   */
  renewLease(): Promise<boolean> {
    const held = this.held;
    if (!held || held.lost) return Promise.resolve(false);
    if (held.renewal) return held.renewal;
    // The outcome is being written; a renewal after it would find the lease released.
    if (held.recording) return Promise.resolve(true);
    const renewal = this.db
      .updateTable('jobs')
      .set({ locked_until: this.leaseEnd() })
      .where('id', '=', held.job.id)
      .where('status', '=', 'running')
      .where('locked_by', '=', this.workerId)
      .where('attempts', '=', held.job.attempts)
      .executeTakeFirst()
      .then((result) => {
        if (result.numUpdatedRows > 0n) return true;
        held.lost = true;
        this.log.warn(
          { jobId: held.job.id, type: held.job.type },
          'job lease lost: another worker took the job over; this run will not record its outcome',
        );
        return false;
      })
      .catch((error: unknown) => {
        // The database may be back before the lease ends; the next beat tries again.
        this.log.warn({ err: error, jobId: held.job.id }, 'job lease not renewed');
        return true;
      })
      .finally(() => {
        held.renewal = undefined;
      });
    held.renewal = renewal;
    return renewal;
  }

  private async runClaimed(job: JobRow): Promise<void> {
    if (job.attempts > job.max_attempts) {
      return this.bury(
        job,
        'The job was interrupted (its worker stopped renewing the lease) on its last allowed attempt',
      );
    }
    const handler = this.handlers.get(job.type) as JobHandler<unknown> | undefined;
    if (!handler) return this.bury(job, `No handler is registered for job type "${job.type}"`);
    let payload: unknown;
    try {
      payload = JSON.parse(job.payload);
    } catch {
      return this.bury(job, 'The job payload is not valid JSON');
    }

    try {
      await handler(payload, { id: job.id, type: job.type, attempt: job.attempts, maxAttempts: job.max_attempts });
    } catch (error) {
      return this.fail(job, error);
    }
    await this.record(job, { status: 'done', last_error: null });
  }

  private async fail(job: JobRow, error: unknown): Promise<void> {
    const context = { err: error, jobId: job.id, type: job.type, attempt: job.attempts };
    if (job.attempts >= job.max_attempts) {
      this.log.error(context, 'job failed on its last attempt; it is dead');
      return this.record(job, { status: 'dead', last_error: errorMessage(error) });
    }
    const runAt = new Date(this.clock.now().getTime() + backoffDelay(job.attempts));
    this.log.warn({ ...context, retryAt: runAt.toISOString() }, 'job failed; it will be retried');
    await this.record(job, { status: 'pending', last_error: errorMessage(error), run_at: runAt.toISOString() });
  }

  private async bury(job: JobRow, reason: string): Promise<void> {
    this.log.error({ jobId: job.id, type: job.type }, reason);
    await this.record(job, { status: 'dead', last_error: errorMessage(reason) });
  }

  /**
   * Writes the outcome only if this worker still holds the lease: when it lapsed and another
   * worker took the job over (locked_by and attempts moved on), the newer run decides.
   */
  private async record(
    job: JobRow,
    outcome: { status: 'done' | 'pending' | 'dead'; last_error: string | null; run_at?: string },
  ) {
    // No renewal from here on, and one still in flight lands before the outcome: after it, it
    // would find the lease released and take it for lost.
    if (this.held) this.held.recording = true;
    await this.held?.renewal;
    const result = await this.db
      .updateTable('jobs')
      .set({
        ...outcome,
        locked_at: null,
        locked_until: null,
        locked_by: null,
        updated_at: this.clock.now().toISOString(),
      })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('locked_by', '=', this.workerId)
      .where('attempts', '=', job.attempts)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) {
      this.log.warn({ jobId: job.id, type: job.type }, 'job outcome not recorded: another worker took the job over');
    }
  }
}
