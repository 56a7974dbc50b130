import type { FastifyInstance } from 'fastify';
import { body, call, type Member } from '../../posts/test-support.ts';
import type { GradedQuery } from './corpus-files.ts';
import type { LoadedCorpus } from './load-corpus.ts';

/**
 * The graded queries asked as the search page asks them (relevance, page 1, 10 results, the
 * query's language), through /api/post/get_search_list only; the answers in the corpus's names.
 */

export interface QueryAnswer {
  query: GradedQuery;
  /** The first page's posts as corpus keys, best first (`#id` for a post the corpus did not write). */
  ranked: string[];
  total: number;
}

export async function askGradedQuery(
  app: FastifyInstance,
  corpus: Pick<LoadedCorpus, 'keys'>,
  query: GradedQuery,
  member: Member | null,
): Promise<QueryAnswer> {
  const response = await call(
    app,
    '/api/post/get_search_list',
    { lang: query.lang, text: query.text, sort: 'relevance', pageNum: 1, pageSize: 10 },
    member,
  );
  if (response.statusCode !== 200)
    throw new Error(`${query.id} (${query.text}): ${response.statusCode} ${response.body}`);
  const data = body(response).data as { rows: Array<{ id: number }>; total: number };
  return { query, ranked: data.rows.map((row) => corpus.keys.get(row.id) ?? `#${row.id}`), total: data.total };
}

export async function askGradedQueries(
  app: FastifyInstance,
  corpus: Pick<LoadedCorpus, 'keys'>,
  queries: readonly GradedQuery[],
  member: Member | null,
): Promise<QueryAnswer[]> {
  const answers: QueryAnswer[] = [];
  for (const query of queries) answers.push(await askGradedQuery(app, corpus, query, member));
  return answers;
}
