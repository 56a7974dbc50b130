/**
 * Ranking quality of a search against graded judgements (issue 30's "Quality"): nDCG@k, recall@k
 * and the reciprocal rank of one query, and their means over queries.
 *
 * `ranked` is what the search answered, best first, as the judgements name items (post keys);
 * `relevant` maps each relevant item to its grade: 3 exactly what was asked, 2 clearly relevant,
 * 1 partially. A query whose right answer is nothing has no relevant item: it scores 1 when the
 * search answers nothing and 0 otherwise, on every measure, so that such queries count alike in
 * every mean (a search that answers them with noise is wrong, not merely unranked).
 */

export type Grades = Readonly<Record<string, number>>;

export const CUTOFF = 10;

/** The gain of a grade: 2^g − 1, so a grade-3 post weighs as much as seven grade-1 posts. */
function gain(grade: number): number {
  return 2 ** grade - 1;
}

/** The discount of the 0-based position i: log2(i + 2), so the first counts fully. */
function discount(index: number): number {
  return Math.log2(index + 2);
}

function relevantKeys(relevant: Grades): string[] {
  return Object.keys(relevant).filter((key) => (relevant[key] ?? 0) > 0);
}

/** Normalised discounted cumulative gain of the first k results. */
export function ndcgAt(ranked: readonly string[], relevant: Grades, k = CUTOFF): number {
  const keys = relevantKeys(relevant);
  if (keys.length === 0) return ranked.length === 0 ? 1 : 0;
  const dcg = ranked.slice(0, k).reduce((sum, key, index) => sum + gain(relevant[key] ?? 0) / discount(index), 0);
  const ideal = keys
    .map((key) => relevant[key]!)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, grade, index) => sum + gain(grade) / discount(index), 0);
  return dcg / ideal;
}

/**
 * The share of the relevant items (any grade) found among the first k results; out of k when
 * more than k are relevant, so that a perfect first page scores 1.
 */
export function recallAt(ranked: readonly string[], relevant: Grades, k = CUTOFF): number {
  const keys = relevantKeys(relevant);
  if (keys.length === 0) return ranked.length === 0 ? 1 : 0;
  const top = new Set(ranked.slice(0, k));
  return keys.filter((key) => top.has(key)).length / Math.min(k, keys.length);
}

/** 1 / the rank of the first relevant result (any grade) among the first k, 0 when none is there. */
export function reciprocalRank(ranked: readonly string[], relevant: Grades, k = CUTOFF): number {
  const keys = relevantKeys(relevant);
  if (keys.length === 0) return ranked.length === 0 ? 1 : 0;
  const index = ranked.slice(0, k).findIndex((key) => (relevant[key] ?? 0) > 0);
  return index < 0 ? 0 : 1 / (index + 1);
}

export interface QueryScores {
  ndcg: number;
  recall: number;
  rr: number;
}

/** The three measures of one query at the cut-off. */
export function scoreQuery(ranked: readonly string[], relevant: Grades, k = CUTOFF): QueryScores {
  return {
    ndcg: ndcgAt(ranked, relevant, k),
    recall: recallAt(ranked, relevant, k),
    rr: reciprocalRank(ranked, relevant),
  };
}

export interface MeanScores {
  queries: number;
  ndcg: number;
  recall: number;
  /** The mean reciprocal rank (MRR). */
  mrr: number;
}

/** The means over queries (all zero for none). */
export function meanScores(scores: readonly QueryScores[]): MeanScores {
  const mean = (pick: (score: QueryScores) => number) =>
    scores.length === 0 ? 0 : scores.reduce((sum, score) => sum + pick(score), 0) / scores.length;
  return {
    queries: scores.length,
    ndcg: mean((score) => score.ndcg),
    recall: mean((score) => score.recall),
    mrr: mean((score) => score.rr),
  };
}
