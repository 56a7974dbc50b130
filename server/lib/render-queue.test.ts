import { describe, expect, it } from 'vitest';
import { createRenderQueue } from './render-queue.ts';

/** A task that runs until the test lets it finish. */
function heldTask(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the page render queue', () => {
  it('runs at most `concurrency` tasks at once and starts the others in arrival order', async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaiting: 10 });
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(log, name));
    const answers = tasks.map(({ task }) => queue.enqueue(task));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect([queue.active, queue.waiting]).toEqual([2, 2]);

    tasks[1]!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    tasks[0]!.finish();
    await settle();
    expect(log.slice(-2)).toEqual(['end a', 'start d']);
    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it('takes exactly maxWaiting waiting tasks and refuses the next one without running it', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 2 });
    const log: string[] = [];
    const running = heldTask(log, 'running');
    const first = heldTask(log, 'first');
    const second = heldTask(log, 'second');
    const refused = heldTask(log, 'refused');
    const answers = [queue.enqueue(running.task), queue.enqueue(first.task), queue.enqueue(second.task)];
    expect(answers.every((answer) => answer instanceof Promise)).toBe(true);
    expect(queue.enqueue(refused.task)).toBeUndefined();
    expect(queue.waiting).toBe(2);

    // Once a turn is free, a waiting place is too.
    running.finish();
    await settle();
    const later = heldTask(log, 'later');
    const admitted = queue.enqueue(later.task);
    expect(admitted).toBeInstanceOf(Promise);
    for (const held of [first, second, later]) held.finish();
    await Promise.all([...answers, admitted]);
    expect(log.filter((line) => line.startsWith('start'))).toEqual([
      'start running',
      'start first',
      'start second',
      'start later',
    ]);
  });

  it('frees the turn of a task that failed, and passes the failure to its caller', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 1 });
    const failing = queue.enqueue(async () => {
      throw new Error('render failed');
    });
    const next = queue.enqueue(async () => 'next');
    await expect(failing).rejects.toThrow('render failed');
    await expect(next).resolves.toBe('next');
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it('never queues while a turn is free, even with no waiting places', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.enqueue(async () => 'alone')).resolves.toBe('alone');
    const log: string[] = [];
    const held = heldTask(log, 'held');
    const running = queue.enqueue(held.task);
    expect(queue.enqueue(async () => 'refused')).toBeUndefined();
    held.finish();
    await running;
  });

  it('is drained only once every running and waiting task has finished', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 5 });
    await queue.drained();
    const log: string[] = [];
    const first = heldTask(log, 'first');
    const second = heldTask(log, 'second');
    const answers = [queue.enqueue(first.task), queue.enqueue(second.task)];
    let drained = false;
    const draining = queue.drained().then(() => (drained = true));
    first.finish();
    await settle();
    expect(log).toEqual(['start first', 'end first', 'start second']);
    expect(drained).toBe(false);
    second.finish();
    await draining;
    expect(log.at(-1)).toBe('end second');
    await Promise.all(answers);
  });

  it('runs a task outside the turns at once, even with the queue full, and counts it for drained()', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 0 });
    const log: string[] = [];
    const turn = heldTask(log, 'turn');
    const outside = heldTask(log, 'outside');
    const inTurn = queue.enqueue(turn.task);
    await settle();
    expect(queue.enqueue(heldTask(log, 'refused').task)).toBeUndefined();
    const now = queue.runNow(outside.task);
    await settle();
    expect(log).toEqual(['start turn', 'start outside']);
    // It takes no turn: the queue still holds one task.
    expect([queue.active, queue.waiting]).toEqual([1, 0]);

    let drained = false;
    const draining = queue.drained().then(() => (drained = true));
    turn.finish();
    await inTurn;
    await settle();
    expect(drained).toBe(false);
    outside.finish();
    await draining;
    expect(await now).toBe('outside');
  });
});
