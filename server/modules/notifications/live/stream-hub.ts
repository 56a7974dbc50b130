import type { FastifyBaseLogger } from 'fastify';
import type { AlarmState } from './state.ts';
import { degradedFrame, pingFrame, retryFrame, stateFrame } from './wire.ts';

export interface AlarmStreamSettings {
  /** Between two `: ping` comments on every stream. */
  heartbeatMs: number;
  /** A member's state is read at most once per this, however many events name them. */
  coalesceMs: number;
  /** Open streams per member; the oldest is closed past it (one per tab is the client's job). */
  perMember: number;
  /** Open streams in this process; past it a new one is refused with 503. */
  total: number;
  /** Members whose states one statement reads. */
  batchSize: number;
  /** Reads under way at once (database connections the live part holds at most). */
  concurrency: number;
  /** A stream whose client reads nothing is closed once this much waits unsent. */
  maxBufferedBytes: number;
}

export const DEFAULT_STREAM_SETTINGS: AlarmStreamSettings = {
  heartbeatMs: 20_000,
  coalesceMs: 100,
  perMember: 10,
  total: 10_000,
  batchSize: 200,
  concurrency: 2,
  maxBufferedBytes: 64 * 1024,
};

export interface AlarmStreamsDeps {
  /** The states of these members (one statement); a member missing from the answer is skipped. */
  read: (userIds: readonly number[]) => Promise<Map<number, AlarmState>>;
  /** Whether this process hears the others (app.broadcast.listening). */
  listening: () => boolean;
  log: FastifyBaseLogger;
}

/** Where a stream's frames go: the HTTP response itself (routes.ts), or a test's sink. */
export interface FrameSink {
  write(frame: string): unknown;
  end(): unknown;
  /** Bytes written and not yet sent (a client that reads nothing makes it grow). */
  readonly writableLength: number;
}

/** One open stream: its member and where its frames go. */
export interface AlarmStream {
  readonly userId: number;
  readonly sink: FrameSink;
  /** The read whose state this stream got last: an older read finishing later is not sent. */
  lastRead: number;
  closed: boolean;
}

/** When a member's state was last read for their streams, and whether another read is owed. */
interface Schedule {
  lastStartedAt: number;
  timer: NodeJS.Timeout | undefined;
  running: boolean;
  /** An event came while a read was running: that read may predate it. */
  again: boolean;
}

/** A member waiting for a read: for all their streams (an event), or only for new ones. */
interface Wanted {
  all: boolean;
  fresh: AlarmStream[];
}

/**
 * The open bells of this process (issue 29 point 3): who is connected, and the reads of their
 * state when events name them. Bursts are coalesced per member (a read at most every
 * `coalesceMs`, the last event always followed by a read); the members waiting are read
 * `batchSize` at a time in one statement, `concurrency` statements at once, so that a fan-out
 * to thousands costs a few statements and never every database connection.
 */
export class AlarmStreams {
  readonly settings: AlarmStreamSettings;
  private readonly deps: AlarmStreamsDeps;
  private readonly byMember = new Map<number, Set<AlarmStream>>();
  private readonly schedules = new Map<number, Schedule>();
  /** Members waiting for a read, in order. */
  private readonly wanted = new Map<number, Wanted>();
  private active = 0;
  private total = 0;
  private reads = 0;
  private lastEventId = 0;
  private heartbeat: NodeJS.Timeout | undefined;
  private closing = false;
  private readFailureLogged = false;

  constructor(deps: AlarmStreamsDeps, settings: Partial<AlarmStreamSettings> = {}) {
    this.deps = deps;
    this.settings = { ...DEFAULT_STREAM_SETTINGS, ...settings };
  }

  /** Open streams in this process. */
  get size(): number {
    return this.total;
  }

  /** Whether a new stream would be refused now. */
  get full(): boolean {
    return this.closing || this.total >= this.settings.total;
  }

  /**
   * Opens a stream for the member: `retry`, then the state as soon as it is read, then
   * `degraded` while this process cannot hear the others. Closes the member's oldest past the
   * bound. The caller calls `close` when the client goes.
   */
  open(userId: number, sink: FrameSink): AlarmStream {
    const stream: AlarmStream = { userId, sink, lastRead: 0, closed: false };
    const before = this.byMember.get(userId);
    // Sets iterate in insertion order: the first is the oldest.
    const excess = (before?.size ?? 0) - this.settings.perMember + 1;
    if (before && excess > 0) for (const oldest of [...before].slice(0, excess)) this.close(oldest);
    let streams = this.byMember.get(userId);
    if (!streams) {
      streams = new Set();
      this.byMember.set(userId, streams);
    }
    streams.add(stream);
    this.total += 1;
    this.startHeartbeat();
    this.write(stream, retryFrame());
    // The state at once, not coalesced: it is how a reconnecting client catches up.
    this.want(userId).fresh.push(stream);
    this.pump();
    return stream;
  }

  /** Ends the stream (the client left, or it was closed here); idempotent. */
  close(stream: AlarmStream): void {
    if (stream.closed) return;
    stream.closed = true;
    this.total -= 1;
    const streams = this.byMember.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) {
      this.byMember.delete(stream.userId);
      this.wanted.delete(stream.userId);
      const schedule = this.schedules.get(stream.userId);
      if (schedule && !schedule.running) {
        clearTimeout(schedule.timer);
        this.schedules.delete(stream.userId);
      }
    }
    stream.sink.end();
    if (this.total === 0) this.stopHeartbeat();
  }

  /** Something changed in these members' bells: their open streams get the new state. */
  notify(userIds: Iterable<number>): void {
    let added = false;
    for (const userId of userIds) {
      if (!this.byMember.has(userId)) continue;
      let schedule = this.schedules.get(userId);
      if (!schedule) {
        schedule = { lastStartedAt: -Infinity, timer: undefined, running: false, again: false };
        this.schedules.set(userId, schedule);
      }
      // A read not yet started will see this change; a running one may not.
      if (this.wanted.get(userId)?.all || schedule.timer) continue;
      if (schedule.running) {
        schedule.again = true;
        continue;
      }
      added = this.schedule(userId, schedule) || added;
    }
    if (added) this.pump();
  }

  /** Every open stream gets a fresh state (hearing the other processes again: what was missed). */
  refreshAll(): void {
    this.notify([...this.byMember.keys()]);
  }

  /** Every open stream is told to poll: this process does not hear the others now. */
  degradeAll(): void {
    const frame = degradedFrame();
    for (const streams of this.byMember.values()) for (const stream of streams) this.write(stream, frame);
  }

  /** Ends every stream and refuses new ones (the app closes: nothing may hold it open). */
  closeAll(): void {
    this.closing = true;
    for (const streams of [...this.byMember.values()]) for (const stream of [...streams]) this.close(stream);
    for (const schedule of this.schedules.values()) clearTimeout(schedule.timer);
    this.schedules.clear();
    this.wanted.clear();
    this.stopHeartbeat();
  }

  private want(userId: number): Wanted {
    let wanted = this.wanted.get(userId);
    if (!wanted) {
      wanted = { all: false, fresh: [] };
      this.wanted.set(userId, wanted);
    }
    return wanted;
  }

  /** Marks the member for a read now (true) or sets a timer for the end of the quiet time. */
  private schedule(userId: number, schedule: Schedule): boolean {
    const wait = schedule.lastStartedAt + this.settings.coalesceMs - performance.now();
    if (wait <= 0) {
      this.want(userId).all = true;
      return true;
    }
    schedule.timer = setTimeout(() => {
      schedule.timer = undefined;
      if (!this.byMember.has(userId)) return;
      this.want(userId).all = true;
      this.pump();
    }, wait);
    return false;
  }

  private pump(): void {
    while (this.active < this.settings.concurrency && this.wanted.size > 0) {
      const batch: Array<[number, Wanted]> = [];
      for (const entry of this.wanted) {
        batch.push(entry);
        this.wanted.delete(entry[0]);
        if (batch.length >= this.settings.batchSize) break;
      }
      const started = performance.now();
      // The members read for all their streams: their coalescing starts now.
      const running: Array<[number, Schedule]> = [];
      for (const [userId, wanted] of batch) {
        const schedule = wanted.all ? this.schedules.get(userId) : undefined;
        if (!schedule) continue;
        schedule.running = true;
        schedule.again = false;
        schedule.lastStartedAt = started;
        running.push([userId, schedule]);
      }
      this.active += 1;
      void this.readBatch(batch).finally(() => {
        this.active -= 1;
        for (const [userId, schedule] of running) {
          schedule.running = false;
          if (!this.byMember.has(userId)) this.schedules.delete(userId);
          else if (schedule.again) {
            schedule.again = false;
            this.schedule(userId, schedule);
          }
        }
        this.pump();
      });
    }
  }

  /** Reads the members' states and sends each to the streams it was wanted for. */
  private async readBatch(batch: Array<[number, Wanted]>): Promise<void> {
    this.reads += 1;
    const read = this.reads;
    let states: Map<number, AlarmState>;
    try {
      states = await this.deps.read(batch.map(([userId]) => userId));
      this.readFailureLogged = false;
    } catch (error) {
      // The database is away (ADR 0024): the bells show what they had; the next event or
      // reconnection reads again. Logged once until a read succeeds.
      if (!this.readFailureLogged) this.deps.log.warn({ err: error }, 'could not read live bell states');
      this.readFailureLogged = true;
      return;
    }
    const degraded = !this.deps.listening();
    for (const [userId, wanted] of batch) {
      const state = states.get(userId);
      if (!state) continue;
      const targets = wanted.all ? [...(this.byMember.get(userId) ?? [])] : wanted.fresh;
      for (const stream of targets) {
        if (stream.closed || stream.lastRead > read) continue;
        stream.lastRead = read;
        this.write(stream, stateFrame(this.nextEventId(), state));
        // While this process does not hear the others, a state (a bell just opened, an event of
        // this process) is no sign that the stream is whole again: the client keeps polling.
        if (degraded) this.write(stream, degradedFrame());
      }
    }
  }

  /** Increasing within this process and across its restarts: the time, or one more than the last. */
  private nextEventId(): number {
    this.lastEventId = Math.max(this.lastEventId + 1, Date.now());
    return this.lastEventId;
  }

  private write(stream: AlarmStream, frame: string): void {
    if (stream.closed) return;
    // A client that reads nothing would make the process keep every frame for it.
    if (stream.sink.writableLength > this.settings.maxBufferedBytes) {
      this.close(stream);
      return;
    }
    stream.sink.write(frame);
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      const frame = pingFrame();
      for (const streams of this.byMember.values()) for (const stream of streams) this.write(stream, frame);
    }, this.settings.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
