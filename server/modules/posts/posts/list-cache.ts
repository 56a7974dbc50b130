import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config.ts';
import { type AnswerCache, createAnswerCache } from '../../../lib/answer-cache.ts';
import type { Broadcast } from '../../../lib/broadcast.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { EventBus, EventName } from '../../../lib/events.ts';

/** Distinct list questions kept at once (type × language × category × sort × page). */
export const LIST_CACHE_CAPACITY = 2000;

/**
 * What changes a card or which cards a list holds. Views are left out on purpose: every read
 * counts one, so clearing on them would keep nothing; a view count may lag by LIST_CACHE_SECONDS.
 */
const CHANGES_LISTS: EventName[] = [
  'post.created',
  'post.updated',
  'post.deleted',
  'reply.created',
  'reply.deleted',
  'like.added',
  'like.removed',
  'bookmark.added',
  'bookmark.removed',
  'content.hidden',
  'content.restored',
  'user.withdrawn',
  'user.banned',
  'user.erased',
];

/** The cross-process signal of a change to the lists (server/lib/broadcast.ts). */
export const LISTS_CHANGED = 'post-lists-changed';

/**
 * The public post lists (get_list, the home page's lists) are the same for every reader and
 * the most requested calls, so their answers are kept for LIST_CACHE_SECONDS (ADR 0012). A
 * write in this process clears them at once, before its own answer goes out. With REDIS_URL
 * it tells the other processes too, which clear theirs when the signal arrives; without
 * Redis there are no other processes. While this process cannot hear those signals (Redis
 * away, its subscription not yet renewed) the lists are read afresh each time, and each
 * (re)subscription drops what was kept before it (ADR 0018).
 */
export function createListCache(parts: {
  config: Pick<Config, 'LIST_CACHE_SECONDS'>;
  clock: Clock;
  bus: EventBus;
  broadcast: Broadcast;
}): AnswerCache {
  const store = createAnswerCache({
    seconds: parts.config.LIST_CACHE_SECONDS,
    capacity: LIST_CACHE_CAPACITY,
    clock: parts.clock,
    usable: () => parts.broadcast.listening,
  });
  for (const name of CHANGES_LISTS) {
    parts.bus.on(name, () => {
      store.clear();
      parts.broadcast.publish(LISTS_CHANGED);
    });
  }
  parts.broadcast.subscribe(LISTS_CHANGED, () => store.clear());
  // Another process's write may have been signalled while this one was not listening.
  parts.broadcast.onMissedSignals(() => store.clear());
  return store;
}

/** The key of a list question: the call, the request's language and the checked body. */
export function listKey(path: string) {
  return (input: unknown, request: FastifyRequest) => `${path}|${request.lang}|${JSON.stringify(input)}`;
}
