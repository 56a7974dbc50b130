import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { EventBus } from './events.ts';

declare module './events.ts' {
  interface DomainEvents {
    'test.ping': { n: number };
  }
}

function busWithLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { bus: new EventBus(log), lines };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('EventBus', () => {
  it('logs a failing subscriber and still runs the others', async () => {
    const { bus, lines } = busWithLog();
    const seen: string[] = [];
    bus.on('test.ping', () => {
      throw new Error('subscriber broke');
    });
    bus.on('test.ping', async () => {
      await flush();
      throw new Error('async subscriber broke');
    });
    bus.on('test.ping', ({ n }) => {
      seen.push(`third ${n}`);
    });

    await expect(bus.emit('test.ping', { n: 1 })).resolves.toBeUndefined();
    expect(seen).toEqual(['third 1']);
    expect(lines.map((line) => [line.msg, line.event, (line.err as { message: string }).message])).toEqual([
      ['event subscriber failed', 'test.ping', 'subscriber broke'],
      ['event subscriber failed', 'test.ping', 'async subscriber broke'],
    ]);
  });

  it('drain() waits for subscribers still running', async () => {
    const { bus } = busWithLog();
    const release = deferred();
    let finished = false;
    bus.on('test.ping', async () => {
      await release.promise;
      finished = true;
    });
    void bus.emit('test.ping', { n: 1 });

    let drained = false;
    const draining = bus.drain().then(() => {
      drained = true;
    });
    await flush();
    expect(drained).toBe(false);

    release.resolve();
    await draining;
    expect(finished).toBe(true);
    await expect(bus.drain()).resolves.toBeUndefined();
  });

  it('drain() also waits for events emitted by a subscriber while draining', async () => {
    const { bus } = busWithLog();
    const order: number[] = [];
    bus.on('test.ping', async ({ n }) => {
      await flush();
      order.push(n);
      if (n < 3) void bus.emit('test.ping', { n: n + 1 });
    });
    void bus.emit('test.ping', { n: 1 });
    await bus.drain();
    expect(order).toEqual([1, 2, 3]);
  });

  it('stops calling a subscriber after it unsubscribes', async () => {
    const { bus } = busWithLog();
    const seen: number[] = [];
    const off = bus.on('test.ping', ({ n }) => {
      seen.push(n);
    });
    await bus.emit('test.ping', { n: 1 });
    off();
    await bus.emit('test.ping', { n: 2 });
    expect(seen).toEqual([1]);
  });
});
