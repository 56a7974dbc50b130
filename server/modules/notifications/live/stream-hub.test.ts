import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AlarmState } from './state.ts';
import { AlarmStreams, type FrameSink } from './stream-hub.ts';

/**
 * The hub's bounds without a server: reads batched per statement, a client that reads nothing
 * closed, the degraded mode's frames. The stream's behaviour over HTTP is live.test.ts's.
 */
const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;

class Sink implements FrameSink {
  frames: string[] = [];
  ended = false;
  writableLength = 0;
  write(frame: string) {
    this.frames.push(frame);
  }
  end() {
    this.ended = true;
  }
  get events() {
    return this.frames.filter((frame) => !frame.startsWith('retry'));
  }
}

function hub(options: { listening?: () => boolean; batchSize?: number } = {}) {
  const reads: number[][] = [];
  let pending: Array<() => void> = [];
  const streams = new AlarmStreams(
    {
      read: (userIds) => {
        reads.push([...userIds]);
        return new Promise<Map<number, AlarmState>>((resolve) => {
          pending.push(() => resolve(new Map(userIds.map((id) => [id, { count: id, unread: 0, latestId: 0 }]))));
        });
      },
      listening: options.listening ?? (() => true),
      log: silent,
    },
    options.batchSize ? { batchSize: options.batchSize } : {},
  );
  /** Answers every read asked so far, then lets the hub send and ask the next. */
  const answer = async () => {
    const now = pending;
    pending = [];
    for (const resolve of now) resolve();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { streams, reads, answer };
}

describe('the live bell hub', () => {
  it('reads the members waiting in batches, a few statements at once', async () => {
    const { streams, reads, answer } = hub({ batchSize: 200 });
    const sinks = Array.from({ length: 450 }, () => new Sink());
    sinks.forEach((sink, n) => streams.open(n + 1, sink));
    // Two statements at once: the first stream alone, the second alone, the rest waiting.
    expect(reads.map((ids) => ids.length)).toEqual([1, 1]);
    await answer();
    expect(reads.map((ids) => ids.length)).toEqual([1, 1, 200, 200]);
    await answer();
    expect(reads.map((ids) => ids.length)).toEqual([1, 1, 200, 200, 48]);
    await answer();
    expect(sinks.every((sink, n) => sink.events[0]?.includes(`"count":${n + 1}`))).toBe(true);
    streams.closeAll();
  });

  it('closes a stream whose client reads nothing once 64 KB wait unsent', async () => {
    const { streams, answer } = hub();
    const slow = new Sink();
    const stream = streams.open(1, slow);
    await answer();
    slow.writableLength = 64 * 1024 + 1;
    streams.degradeAll();
    expect(slow.ended).toBe(true);
    expect(stream.closed).toBe(true);
    expect(streams.size).toBe(0);
  });

  it('follows every state with degraded while the process does not hear the others', async () => {
    let listening = false;
    const { streams, answer } = hub({ listening: () => listening });
    const sink = new Sink();
    streams.open(7, sink);
    await answer();
    expect(sink.events.map((frame) => frame.split('\n').find((line) => line.startsWith('event:')))).toEqual([
      'event: alarms',
      'event: degraded',
    ]);
    listening = true;
    streams.refreshAll();
    await answer();
    expect(sink.events.at(-1)).toContain('event: alarms');
    streams.closeAll();
    expect(sink.ended).toBe(true);
  });
});
