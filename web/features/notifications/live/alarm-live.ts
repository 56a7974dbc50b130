import type { BadgeState } from '../bell/badge-store.ts';

/** The stream's `alarms` message (server/modules/notifications/live). */
interface AlarmsMessage {
  count: number;
  unread: number;
  latestId: number | null;
}

/** Without a usable stream: SPEC §9's badge by polling, this often. */
export const FALLBACK_POLL_MS = 15_000;
/** This many errors without a message in between, within FAILURE_WINDOW_MS, and the stream is given up for now. */
export const FAILURES_BEFORE_FALLBACK = 3;
export const FAILURE_WINDOW_MS = 30_000;
/** How long the polling fallback lasts before the stream is tried again. */
export const STREAM_RETRY_MS = 120_000;

export interface LiveEnvironment {
  EventSource?: typeof EventSource;
  /** POST /api/user/get_alarm_count; resolves to the count, or undefined when it failed. */
  fetchCount(lang: string): Promise<number | undefined>;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const browser: LiveEnvironment = {
  EventSource: typeof EventSource === 'undefined' ? undefined : EventSource,
  async fetchCount(lang) {
    // The stream's companion call, straight to the API like the stream (no page data to load).
    try {
      const response = await fetch('/api/user/get_alarm_count', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lang }),
        credentials: 'same-origin',
      });
      if (!response.ok) return undefined;
      const envelope = (await response.json()) as { success?: boolean; data?: unknown };
      return envelope.success && typeof envelope.data === 'number' ? envelope.data : undefined;
    } catch {
      return undefined;
    }
  },
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  now: () => Date.now(),
};

/**
 * Keeps the bell's badge live (issue 29 point 3): one EventSource on GET /api/alarm/stream,
 * whose `alarms` messages carry the badge count and the newest id; `degraded` (the server cannot
 * hear the other processes) means polling get_alarm_count every pollMs until the next `alarms`.
 * Where EventSource is missing or keeps failing (FAILURES_BEFORE_FALLBACK errors within
 * FAILURE_WINDOW_MS without a message), it polls every FALLBACK_POLL_MS and tries the stream
 * again after STREAM_RETRY_MS. EventSource reconnects by itself (retry: 3000, Last-Event-ID).
 * Returns the stop.
 */
export function startAlarmLive(
  lang: string,
  update: (next: Partial<BadgeState>) => void,
  env: LiveEnvironment = browser,
): () => void {
  let stopped = false;
  let source: EventSource | undefined;
  let pollTimer: unknown;
  let retryTimer: unknown;
  let failures: number[] = [];

  const stopPolling = () => {
    if (pollTimer !== undefined) env.clearTimeout(pollTimer);
    pollTimer = undefined;
  };
  const poll = (everyMs: number) => {
    stopPolling();
    const tick = async () => {
      const count = await env.fetchCount(lang);
      if (stopped || pollTimer === undefined) return;
      if (count !== undefined) update({ count });
      pollTimer = env.setTimeout(() => void tick(), everyMs);
    };
    pollTimer = env.setTimeout(() => void tick(), everyMs);
  };

  const closeStream = () => {
    source?.close();
    source = undefined;
  };
  const fallBack = () => {
    closeStream();
    poll(FALLBACK_POLL_MS);
    retryTimer = env.setTimeout(() => {
      retryTimer = undefined;
      if (stopped) return;
      stopPolling();
      connect();
    }, STREAM_RETRY_MS);
  };

  function connect() {
    const Source = env.EventSource;
    if (!Source) {
      poll(FALLBACK_POLL_MS);
      return;
    }
    failures = [];
    const stream = new Source('/api/alarm/stream');
    source = stream;
    stream.addEventListener('alarms', (event) => {
      failures = [];
      stopPolling();
      try {
        const message = JSON.parse((event as MessageEvent<string>).data) as AlarmsMessage;
        update({ count: message.count, latestId: message.latestId });
      } catch {
        // A malformed message changes nothing; the next one will.
      }
    });
    stream.addEventListener('degraded', (event) => {
      failures = [];
      let pollMs = 10_000;
      try {
        const data = JSON.parse((event as MessageEvent<string>).data) as { pollMs?: unknown };
        if (typeof data.pollMs === 'number' && data.pollMs >= 1_000) pollMs = data.pollMs;
      } catch {
        // The default interval then.
      }
      poll(pollMs);
    });
    stream.addEventListener('error', () => {
      const now = env.now();
      failures = [...failures.filter((at) => now - at < FAILURE_WINDOW_MS), now];
      // A closed source (a refused answer, not an event stream) will not reconnect on its own.
      if (failures.length >= FAILURES_BEFORE_FALLBACK || stream.readyState === Source.CLOSED) fallBack();
    });
  }

  connect();
  return () => {
    stopped = true;
    closeStream();
    stopPolling();
    if (retryTimer !== undefined) env.clearTimeout(retryTimer);
  };
}
