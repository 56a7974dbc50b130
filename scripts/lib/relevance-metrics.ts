/**
 * Ranking quality of a search (issue 30's relevance set): nDCG@k with graded judgments, recall@k
 * and MRR, for one query. A query whose right answer is nothing scores 1 on each when nothing is
 * found and 0 otherwise: answering it is the mistake.
 */

/** Judgments of one query: a grade for each relevant item (3 exactly, 2 clearly, 1 partly). */
export type Judgments = ReadonlyMap<string, number>;

export interface QueryScores {
  ndcg: number;
  recall: number;
  reciprocalRank: number;
}

const gain = (grade: number) => 2 ** grade - 1;
const discount = (rank: number) => 1 / Math.log2(rank + 2);

export function scoreQuery(found: readonly string[], judgments: Judgments, k = 10): QueryScores {
  const top = found.slice(0, k);
  if (judgments.size === 0) {
    const right = top.length === 0 ? 1 : 0;
    return { ndcg: right, recall: right, reciprocalRank: right };
  }
  const dcg = top.reduce((sum, item, rank) => sum + gain(judgments.get(item) ?? 0) * discount(rank), 0);
  const ideal = [...judgments.values()]
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, grade, rank) => sum + gain(grade) * discount(rank), 0);
  const relevantFound = top.filter((item) => (judgments.get(item) ?? 0) > 0).length;
  const firstRelevant = top.findIndex((item) => (judgments.get(item) ?? 0) > 0);
  return {
    ndcg: ideal === 0 ? 0 : dcg / ideal,
    recall: relevantFound / Math.min(k, [...judgments.values()].filter((grade) => grade > 0).length),
    reciprocalRank: firstRelevant === -1 ? 0 : 1 / (firstRelevant + 1),
  };
}

/** The mean of each score over queries. */
export function meanScores(scores: readonly QueryScores[]): QueryScores {
  const mean = (pick: (score: QueryScores) => number) =>
    scores.length === 0 ? 0 : scores.reduce((sum, score) => sum + pick(score), 0) / scores.length;
  return {
    ndcg: mean((score) => score.ndcg),
    recall: mean((score) => score.recall),
    reciprocalRank: mean((score) => score.reciprocalRank),
  };
}
