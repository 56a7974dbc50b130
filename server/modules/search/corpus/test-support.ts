import type { FastifyInstance } from 'fastify';
import {
  body,
  call,
  createSignedInMember,
  findCategory,
  type Member,
  POSTS_TEST_ENV,
} from '../../posts/test-support.ts';
import { type CorpusLang, type CorpusPost, corpusPosts, type GradedQuery } from './corpus-files.ts';

/**
 * Test support of the search corpus (the corpus test and the relevance bench): the corpus written into an app as members would write it, through the
 * posts API only (so it does not depend on the search engine's insides), on SQLite or PostgreSQL.
 * Private posts are written private; hidden ones are reported by as many members as hide a post
 * (REPORT_HIDE_THRESHOLD); deleted ones are deleted by their author after being written.
 */

/** What an app needs for the corpus: one member writes a language's ~80 posts (P17's limits). */
export const CORPUS_APP_ENV: Record<string, string> = { ...POSTS_TEST_ENV };

export interface LoadedCorpus {
  /** Post key → post id. */
  ids: Map<string, number>;
  /** Post id → post key (a search's answer in the judgements' names). */
  keys: Map<number, string>;
  posts: CorpusPost[];
  authors: Record<CorpusLang, Member>;
  admin: Member;
  /** A member who wrote nothing: the ordinary reader of the visibility tests. */
  reader: Member;
}

async function checked(app: FastifyInstance, url: string, payload: object, member: Member): Promise<unknown> {
  const response = await call(app, url, payload, member);
  if (response.statusCode !== 200) throw new Error(`${url} failed for ${JSON.stringify(payload)}: ${response.body}`);
  return body(response).data;
}

/** Moves a manual clock on (tests), so that posts have distinct, ordered dates; a real clock moves itself. */
function tick(app: FastifyInstance): void {
  const clock = app.clock as { advance?: (ms: number) => void };
  clock.advance?.(60_000);
}

export async function loadCorpus(app: FastifyInstance, posts: CorpusPost[] = corpusPosts()): Promise<LoadedCorpus> {
  // Nicknames hold at most 12 characters (PostgreSQL's column says so; SQLite would not).
  const authors = {
    ko: await createSignedInMember(app, 'corpusko', { lang: 'ko' }),
    en: await createSignedInMember(app, 'corpusen', { lang: 'en' }),
    ja: await createSignedInMember(app, 'corpusja', { lang: 'ja' }),
  };
  const admin = await createSignedInMember(app, 'corpusadmin', { admin: true });
  const reader = await createSignedInMember(app, 'corpusreader');
  const reporters: Member[] = [];
  for (let n = 0; n < app.config.REPORT_HIDE_THRESHOLD; n += 1) {
    reporters.push(await createSignedInMember(app, `cpreport${n}`));
  }
  const categories = new Map<string, number>();
  const categoryOf = async (type: CorpusPost['type']) => {
    if (!categories.has(type)) categories.set(type, (await findCategory(app, type)).id);
    return categories.get(type)!;
  };

  const ids = new Map<string, number>();
  for (const post of posts) {
    if (ids.has(post.key)) throw new Error(`corpus key twice: ${post.key}`);
    const writer = post.byAdmin || post.type === 'whatsnew' || post.adminContent ? admin : authors[post.lang];
    const data = (await checked(
      app,
      '/api/post/add',
      {
        type: post.type,
        postLang: post.lang,
        categoryId: await categoryOf(post.type),
        title: post.title,
        content: post.content,
        tags: post.tags ?? [],
        visibility: post.state === 'private' ? 'private' : 'public',
        ...(post.type === 'careers' ? { companyName: post.companyName ?? 'Hearth' } : {}),
        ...(post.adminContent ? { adminContent: post.adminContent } : {}),
      },
      writer,
    )) as { id: number };
    ids.set(post.key, data.id);
    if (post.state === 'deleted') await checked(app, '/api/post/delete', { id: data.id }, writer);
    if (post.state === 'hidden') {
      for (const reporter of reporters) {
        await checked(app, '/api/report/add', { targetType: 'post', targetId: data.id, reasonKey: 'spam' }, reporter);
      }
    }
    tick(app);
  }
  // Events after commit (views, counters) settle before anything is asked.
  await app.bus.drain();
  const keys = new Map([...ids].map(([key, id]) => [id, key]));
  return { ids, keys, posts, authors, admin, reader };
}
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
