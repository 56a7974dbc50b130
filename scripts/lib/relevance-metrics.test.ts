import { describe, expect, it } from 'vitest';
import { meanScores, scoreQuery } from './relevance-metrics.ts';

describe('relevance metrics (issue 30)', () => {
  const judgments = new Map([
    ['a', 3],
    ['b', 1],
  ]);

  it('gives 1 to the ideal order and less to any other', () => {
    expect(scoreQuery(['a', 'b'], judgments)).toEqual({ ndcg: 1, recall: 1, reciprocalRank: 1 });
    // DCG of b then a: 1/log2(2) + 7/log2(3); ideal: 7 + 1/log2(3).
    const swapped = scoreQuery(['b', 'a'], judgments);
    expect(swapped.ndcg).toBeCloseTo((1 + 7 / Math.log2(3)) / (7 + 1 / Math.log2(3)), 10);
    expect(swapped.reciprocalRank).toBe(1);
    expect(scoreQuery(['x', 'a'], judgments)).toMatchObject({ recall: 0.5, reciprocalRank: 0.5 });
  });

  it('counts only the first k results', () => {
    const found = [...Array.from({ length: 10 }, (_, index) => `x${index}`), 'a'];
    expect(scoreQuery(found, judgments)).toEqual({ ndcg: 0, recall: 0, reciprocalRank: 0 });
  });

  it('rewards finding nothing when nothing is right, and punishes any answer', () => {
    expect(scoreQuery([], new Map())).toEqual({ ndcg: 1, recall: 1, reciprocalRank: 1 });
    expect(scoreQuery(['a'], new Map())).toEqual({ ndcg: 0, recall: 0, reciprocalRank: 0 });
  });

  it('averages queries', () => {
    const mean = meanScores([
      { ndcg: 1, recall: 1, reciprocalRank: 1 },
      { ndcg: 0, recall: 0.5, reciprocalRank: 0.5 },
    ]);
    expect(mean).toEqual({ ndcg: 0.5, recall: 0.75, reciprocalRank: 0.75 });
  });
});
