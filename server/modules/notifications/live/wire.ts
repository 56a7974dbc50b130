import type { AlarmState } from './state.ts';

/**
 * The text of /api/alarm/stream (Server-Sent Events, issue 29 point 3). The web's client is
 * built against exactly these frames: change them together.
 */

/** How long the browser waits before reconnecting a dropped stream. */
export const RETRY_MS = 3000;

/** How often a client polls /api/user/get_alarm_count while the stream says it is degraded. */
export const DEGRADED_POLL_MS = 10_000;

export const retryFrame = (): string => `retry: ${RETRY_MS}\n\n`;

export const stateFrame = (id: number, state: AlarmState): string =>
  `id: ${id}\nevent: alarms\ndata: ${JSON.stringify({ count: state.count, unread: state.unread, latestId: state.latestId })}\n\n`;

export const degradedFrame = (): string => `event: degraded\ndata: ${JSON.stringify({ pollMs: DEGRADED_POLL_MS })}\n\n`;

/** A comment: keeps proxies and the browser from judging a quiet stream dead. */
export const pingFrame = (): string => ': ping\n\n';
