import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';
import { ManualClock } from './clock.ts';

describe('answer cache', () => {
  const make = (seconds = 10, capacity = 3) => {
    const clock = new ManualClock();
    return { clock, cache: createAnswerCache({ seconds, capacity, clock }) };
  };

  it('keeps an answer for exactly its seconds', () => {
    const { clock, cache } = make(10);
    cache.set('a', '{"a":1}', cache.generation);
    clock.advance(9_999);
    expect(cache.get('a')).toBe('{"a":1}');
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps an expired answer as the last known one, for a database outage only, until a clear (ADR 0024)', () => {
    const { clock, cache } = make(10);
    cache.set('a', '{"a":1}', cache.generation);
    clock.advance(3_600_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stale('a')).toBe('{"a":1}');
    expect(cache.stale('b')).toBeUndefined();
    cache.clear();
    expect(cache.stale('a')).toBeUndefined();
  });

  it('fallbackOnly: remembers answers for stale() and never serves them as fresh', () => {
    const clock = new ManualClock();
    const cache = createAnswerCache({ seconds: 0, capacity: 3, clock, fallbackOnly: true });
    cache.set('a', '{"a":1}', cache.generation);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stale('a')).toBe('{"a":1}');
  });

  it('keeps nothing when its seconds are 0', () => {
    const { cache } = make(0);
    cache.set('a', '{}', cache.generation);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('lets the oldest answer go past its capacity', () => {
    const { cache } = make(10, 3);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, key, cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(['b', 'c', 'd'].map((key) => cache.get(key))).toEqual(['b', 'c', 'd']);
  });

  it('forgets everything on clear', () => {
    const { cache } = make();
    cache.set('a', 'a', cache.generation);
    cache.set('b', 'b', cache.generation);
    cache.clear();
    expect([cache.get('a'), cache.get('b'), cache.size]).toEqual([undefined, undefined, 0]);
  });

  it('does not keep an answer read before a write that cleared the cache', () => {
    const { cache } = make();
    const readAt = cache.generation;
    cache.clear(); // a write commits while the answer is being read
    cache.set('a', 'stale', readAt);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'fresh', cache.generation);
    expect(cache.get('a')).toBe('fresh');
  });

  it('serves and keeps nothing while it is not usable, and serves what it kept before once usable again', () => {
    const clock = new ManualClock();
    let usable = true;
    const cache = createAnswerCache({ seconds: 10, capacity: 3, clock, usable: () => usable });
    cache.set('a', 'before', cache.generation);
    usable = false; // the signals that clear it cannot arrive
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 'during', cache.generation);
    usable = true;
    // Dropping what was kept before is the owner's step (list-cache.ts clears on missed signals).
    expect([cache.get('a'), cache.get('b')]).toEqual(['before', undefined]);
  });
});
