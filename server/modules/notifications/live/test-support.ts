/**
 * A Server-Sent Events reader for the live bell's tests: fetch with a streaming body, the
 * frames parsed as the browser's EventSource parses them, and bounded waits for a frame.
 */

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  /** The text of a comment line (`: ping` gives "ping"). */
  comment?: string;
}

export interface AlarmsData {
  count: number;
  unread: number;
  latestId: number;
}

export interface SseClient {
  response: Response;
  frames: SseFrame[];
  /** The `alarms` events' data so far, in order. */
  states(): AlarmsData[];
  /** Resolves when the server ended the stream (or the connection broke). */
  ended: Promise<void>;
  /** The first frame from index `from` on that satisfies `test`; fails after `timeoutMs`. */
  waitFor(
    test: (frame: SseFrame) => boolean,
    options?: { from?: number; timeoutMs?: number; what?: string },
  ): Promise<SseFrame>;
  /** The first `alarms` state from index `from` on that satisfies `test`. */
  waitForState(
    test: (state: AlarmsData) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<AlarmsData>;
  close(): void;
}

export const isState = (frame: SseFrame): boolean => frame.event === 'alarms' && frame.data !== undefined;
export const stateOf = (frame: SseFrame): AlarmsData => JSON.parse(frame.data!) as AlarmsData;

function parseBlock(block: string): SseFrame | undefined {
  const frame: SseFrame = {};
  let seen = false;
  for (const line of block.split('\n')) {
    if (line === '') continue;
    seen = true;
    if (line.startsWith(':')) {
      frame.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') frame.id = value;
    else if (field === 'event') frame.event = value;
    else if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    else if (field === 'retry') frame.retry = Number(value);
  }
  return seen ? frame : undefined;
}

/** Opens `url` as a stream; the response is returned whatever its status (a 401 has no frames). */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const frames: SseFrame[] = [];
  const wakers = new Set<() => void>();
  const wake = () => {
    for (const waker of [...wakers]) waker();
  };
  let done = false;
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value.replace(/\r\n?/g, '\n');
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (frame) frames.push(frame);
        }
        wake();
      }
    } catch {
      // Aborted by close(), or the connection broke: either way the stream is over.
    } finally {
      done = true;
      wake();
    }
  })();

  const waitFor: SseClient['waitFor'] = (test, options = {}) => {
    const { from = 0, timeoutMs = 2000, what = 'frame' } = options;
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = frames.slice(from).find(test);
        if (found) finish(() => resolve(found));
        else if (done)
          finish(() => reject(new Error(`stream ended without the awaited ${what}: ${JSON.stringify(frames)}`)));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`no ${what} within ${timeoutMs} ms: ${JSON.stringify(frames)}`))),
        timeoutMs,
      );
      const finish = (then: () => void) => {
        clearTimeout(timer);
        wakers.delete(check);
        then();
      };
      wakers.add(check);
      check();
    });
  };

  return {
    response,
    frames,
    states: () => frames.filter(isState).map(stateOf),
    ended,
    waitFor,
    waitForState: async (test, options = {}) =>
      stateOf(await waitFor((frame) => isState(frame) && test(stateOf(frame)), { ...options, what: 'alarms state' })),
    close: () => controller.abort(),
  };
}

/** Resolves with `promise`, or fails after `ms` saying what did not happen. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
