import { describe, expect, it } from 'vitest';
import type { BadgeState } from '../bell/badge-store.ts';
import { FALLBACK_POLL_MS, type LiveEnvironment, STREAM_RETRY_MS, startAlarmLive } from './alarm-live.ts';

/** An EventSource the test drives: messages, errors, and whether it was closed. */
class FakeSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeSource[] = [];
  readyState = FakeSource.CONNECTING;
  private readonly listeners = new Map<string, ((event: { data?: string }) => void)[]>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: { data?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: unknown) {
    if (type !== 'error') this.readyState = FakeSource.OPEN;
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) });
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
}

/** Timers on a clock the test moves; get_alarm_count answers `counts` in turn. */
function environment(counts: number[], withEventSource = true) {
  let now = 0;
  let timers: { at: number; run: () => void; handle: number }[] = [];
  let handles = 0;
  const asked: number[] = [];
  const env: LiveEnvironment = {
    EventSource: withEventSource ? (FakeSource as unknown as typeof EventSource) : undefined,
    fetchCount: async () => {
      asked.push(now);
      return counts.shift();
    },
    setTimeout: (run, ms) => {
      handles += 1;
      timers.push({ at: now + ms, run, handle: handles });
      return handles;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer.handle !== handle);
    },
    now: () => now,
  };
  /** Moves the clock by `ms`, running what falls due (and what they schedule) in order. */
  const advance = async (ms: number) => {
    const end = now + ms;
    for (;;) {
      const next = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      timers = timers.filter((timer) => timer !== next);
      now = next.at;
      next.run();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    now = end;
  };
  return { env, advance, asked };
}

function start(counts: number[], withEventSource = true) {
  FakeSource.opened = [];
  const updates: Partial<BadgeState>[] = [];
  const { env, advance, asked } = environment(counts, withEventSource);
  const stop = startAlarmLive('en', (next) => updates.push(next), env);
  return { updates, advance, asked, stop, source: () => FakeSource.opened.at(-1)! };
}

describe('the live badge', () => {
  it('takes the count and the newest id from the stream', () => {
    const { updates, source, asked } = start([]);
    expect(source().url).toBe('/api/alarm/stream');
    source().emit('alarms', { count: 3, unread: 5, latestId: 41 });
    source().emit('alarms', { count: 4, unread: 6, latestId: 42 });
    expect(updates).toEqual([
      { count: 3, latestId: 41 },
      { count: 4, latestId: 42 },
    ]);
    expect(asked).toEqual([]);
  });

  it('polls at the pace `degraded` asks until the next `alarms` message', async () => {
    const { updates, source, advance, asked } = start([7, 8, 9]);
    source().emit('degraded', { pollMs: 10_000 });
    await advance(20_000);
    expect(asked).toEqual([10_000, 20_000]);
    expect(updates).toEqual([{ count: 7 }, { count: 8 }]);
    source().emit('alarms', { count: 1, unread: 1, latestId: 50 });
    await advance(60_000);
    expect(asked).toHaveLength(2);
  });

  it('falls back to polling every 15 s after three errors within 30 s, then tries the stream again', async () => {
    const { updates, source, advance, asked } = start([2, 2, 2, 2, 2, 2, 2, 2, 2]);
    const first = source();
    first.emit('error');
    await advance(5_000);
    first.emit('error');
    await advance(5_000);
    expect(first.readyState).not.toBe(FakeSource.CLOSED);
    first.emit('error');
    expect(first.readyState).toBe(FakeSource.CLOSED);
    await advance(FALLBACK_POLL_MS * 2);
    expect(asked).toEqual([10_000 + FALLBACK_POLL_MS, 10_000 + 2 * FALLBACK_POLL_MS]);
    expect(updates).toEqual([{ count: 2 }, { count: 2 }]);
    expect(FakeSource.opened).toHaveLength(1);
    await advance(STREAM_RETRY_MS);
    expect(FakeSource.opened).toHaveLength(2);
    const polled = asked.length;
    await advance(60_000);
    expect(asked).toHaveLength(polled);
  });

  it('does not give up on errors spread out with messages between them', async () => {
    const { source, advance, asked } = start([]);
    for (let round = 0; round < 5; round += 1) {
      source().emit('error');
      await advance(4_000);
      source().emit('alarms', { count: 0, unread: 0, latestId: null });
    }
    expect(FakeSource.opened).toHaveLength(1);
    expect(source().readyState).not.toBe(FakeSource.CLOSED);
    expect(asked).toEqual([]);
  });

  it('polls every 15 s where EventSource is missing', async () => {
    const { updates, advance, asked } = start([6, 7], false);
    await advance(2 * FALLBACK_POLL_MS);
    expect(asked).toEqual([FALLBACK_POLL_MS, 2 * FALLBACK_POLL_MS]);
    expect(updates).toEqual([{ count: 6 }, { count: 7 }]);
  });

  it('stops: the stream closed, no polling left', async () => {
    const { source, advance, asked, stop } = start([1, 1, 1]);
    source().emit('degraded', { pollMs: 10_000 });
    stop();
    expect(source().readyState).toBe(FakeSource.CLOSED);
    await advance(60_000);
    expect(asked).toEqual([]);
  });
});
