import pLimit from 'p-limit';

/**
 * Page requests take turns (ADR 0013). A page is CPU work from its first loader to the end of
 * React's render, and on SQLite even its queries run on the one thread. Started all at once,
 * renders share the thread and every one of them finishes late: under 100 concurrent readers
 * some waited more than 10 s while others were answered. Taken in arrival order, a few at a
 * time, each page waits only for the pages that came before it.
 *
 * The queue is bounded: past `maxWaiting` a request is refused at once (the caller answers
 * 503), which is kinder than a wait no reader would sit through.
 */
export interface RenderQueue {
  /** Runs `task` when its turn comes, or returns undefined without running it when the queue is full. */
  enqueue<T>(task: () => Promise<T>): Promise<T> | undefined;
  /**
   * Runs `task` at once, outside the turns, for a page that mostly waits on another service:
   * holding a turn meanwhile would hold every page behind it. It still counts for drained().
   */
  runNow<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for their turn. */
  readonly waiting: number;
  /** Resolves once every task taken so far has finished (a graceful shutdown waits for it). */
  drained(): Promise<void>;
}

export function createRenderQueue(options: { concurrency: number; maxWaiting: number }): RenderQueue {
  const limit = pLimit(options.concurrency);
  let unfinished = 0;
  let whenDrained: Array<() => void> = [];
  const finished = () => {
    unfinished -= 1;
    if (unfinished > 0) return;
    for (const resolve of whenDrained) resolve();
    whenDrained = [];
  };
  return {
    enqueue(task) {
      const mustWait = limit.activeCount >= options.concurrency;
      if (mustWait && limit.pendingCount >= options.maxWaiting) return undefined;
      unfinished += 1;
      const result = limit(task);
      result.then(finished, finished);
      return result;
    },
    runNow(task) {
      unfinished += 1;
      const result = task();
      result.then(finished, finished);
      return result;
    },
    drained() {
      return unfinished === 0 ? Promise.resolve() : new Promise((resolve) => whenDrained.push(resolve));
    },
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
