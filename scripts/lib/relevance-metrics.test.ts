import { describe, expect, it } from 'vitest';
import { meanScores, ndcgAt, recallAt, reciprocalRank, scoreQuery } from './relevance-metrics.ts';

describe('relevance metrics', () => {
  const relevant = { a: 3, b: 1 };

  it('computes nDCG with gain 2^g − 1 and a log2 discount', () => {
    // DCG of [b, x, a] = 1/log2(2) + 0 + 7/log2(4) = 4.5; the ideal [a, b] = 7 + 1/log2(3) ≈ 7.6309.
    expect(ndcgAt(['b', 'x', 'a'], relevant)).toBeCloseTo(0.589705, 5);
    expect(ndcgAt(['a', 'b'], relevant)).toBe(1);
    expect(ndcgAt(['a', 'x', 'b'], relevant)).toBeCloseTo((7 + 1 / 2) / (7 + 1 / Math.log2(3)), 10);
    // Only b found: 1 / 7.6309.
    expect(ndcgAt(['b'], relevant)).toBeCloseTo(0.131046, 5);
    expect(ndcgAt(['x', 'y'], relevant)).toBe(0);
    expect(ndcgAt([], relevant)).toBe(0);
  });

  it('counts only the first k results', () => {
    const late = [...'0123456789'.split(''), 'a'];
    expect(ndcgAt(late, relevant)).toBe(0);
    expect(recallAt(late, relevant)).toBe(0);
    expect(recallAt(['b', 'x', 'a'], relevant, 2)).toBe(0.5);
    expect(reciprocalRank(late, relevant)).toBe(0);
    expect(reciprocalRank(late, relevant, 11)).toBeCloseTo(1 / 11, 10);
    // More relevant items than k: a first page of relevant items has all the recall it can have.
    const many = Object.fromEntries('abcdefghijkl'.split('').map((key) => [key, 1]));
    expect(recallAt('abcdefghij'.split(''), many)).toBe(1);
    expect(recallAt('abcde'.split(''), many)).toBe(0.5);
  });

  it('computes recall and the reciprocal rank over grades of any level', () => {
    expect(recallAt(['b', 'x', 'a'], relevant)).toBe(1);
    expect(recallAt(['x', 'a'], relevant)).toBe(0.5);
    expect(reciprocalRank(['x', 'a'], relevant)).toBe(0.5);
    expect(reciprocalRank(['b', 'a'], relevant)).toBe(1);
    expect(reciprocalRank(['x', 'y', 'z'], relevant)).toBe(0);
    // A grade of 0 is not relevant.
    expect(recallAt(['c'], { a: 2, c: 0 })).toBe(0);
  });

  it('scores a query whose right answer is nothing 1 when nothing is found, else 0', () => {
    expect(scoreQuery([], {})).toEqual({ ndcg: 1, recall: 1, rr: 1 });
    expect(scoreQuery(['x'], {})).toEqual({ ndcg: 0, recall: 0, rr: 0 });
  });

  it('averages queries', () => {
    expect(meanScores([scoreQuery([], {}), scoreQuery(['x', 'a'], relevant)])).toEqual({
      queries: 2,
      ndcg: (1 + 7 / Math.log2(3) / (7 + 1 / Math.log2(3))) / 2,
      recall: 0.75,
      mrr: 0.75,
    });
    expect(meanScores([])).toEqual({ queries: 0, ndcg: 0, recall: 0, mrr: 0 });
  });
});
