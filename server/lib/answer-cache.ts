import type { Clock } from './clock.ts';

/**
 * Serialized answers of public reads, kept for a few seconds (ADR 0012). What is kept is the
 * JSON text the route's own serializer produced, so a kept answer was checked against the
 * call's schema once and costs nothing to send again.
 *
 * Bounded: past `capacity` the oldest answer goes. `clear()` is for the writes that change
 * what the answers show; expiry bounds what no event reports (view counts, other processes).
 *
 * `usable` says whether what is kept can be trusted now: a cache that other processes' signals
 * clear is not, while those signals cannot arrive (ADR 0018). Meanwhile nothing is served
 * from it and nothing is kept, so every reader gets the database's answer.
 */
export interface AnswerCache {
  get(key: string): string | undefined;
  /** The last answer kept under `key`, however old, unless a clear() dropped it: for a database outage only. */
  stale(key: string): string | undefined;
  /** Which clear() a reader started after; its answer is kept only if none came since. */
  readonly generation: number;
  set(key: string, json: string, generation: number): void;
  clear(): void;
  readonly size: number;
}

export function createAnswerCache(options: {
  seconds: number;
  capacity: number;
  clock: Clock;
  usable?: () => boolean;
  /** Answers are kept only for stale(): get() never serves them (a call whose answers are not cached as fresh). */
  fallbackOnly?: boolean;
}): AnswerCache {
  const usable = options.usable ?? (() => true);
  const answers = new Map<string, { json: string; expires: number }>();
  const ttl = options.seconds * 1000;
  let generation = 0;
  return {
    get(key) {
      if (!usable() || options.fallbackOnly) return undefined;
      const kept = answers.get(key);
      if (!kept) return undefined;
      // An expired answer stays as the last known one (stale()); the next read replaces it.
      return kept.expires > options.clock.now().getTime() ? kept.json : undefined;
    },
    stale(key) {
      return answers.get(key)?.json;
    },
    get generation() {
      return generation;
    },
    set(key, json, readAt) {
      // A write committed while this answer was being read: it may show the old state.
      if ((ttl <= 0 && !options.fallbackOnly) || readAt !== generation || !usable()) return;
      answers.delete(key);
      if (answers.size >= options.capacity) answers.delete(answers.keys().next().value!);
      answers.set(key, { json, expires: options.clock.now().getTime() + ttl });
    },
    clear() {
      generation += 1;
      answers.clear();
    },
    get size() {
      return answers.size;
    },
  };
}
