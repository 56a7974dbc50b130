import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openSqlite } from '../../server/db/connection.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { startSession } from '../../server/modules/accounts/sessions.ts';
import { insertUser } from '../../server/modules/accounts/user-repository.ts';
import { seedReferenceData } from '../../server/seed/reference.ts';
import { meanScores, type QueryScores, scoreQuery } from '../lib/relevance-metrics.ts';

/**
 * Issue 30's quality figures: the graded relevance set (server/modules/search/corpus/) written
 * through /api/post/add into a fresh SQLite database, every query asked through
 * /api/post/get_search_list (page 1 by relevance), nDCG@10, recall@10 and MRR printed overall
 * and per difficulty tag, then the queries that missed, to tune the plan's rules by.
 */
interface CorpusPost {
  key: string;
  lang: string;
  type?: string;
  companyName?: string;
  title: string;
  content: string;
  tags: string[];
}

interface CorpusQuery {
  id: string;
  lang: string;
  text: string;
  tags: string[];
  relevant: Record<string, number>;
}

const corpusDir = path.join(import.meta.dirname, '../../server/modules/search/corpus');
const read = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(corpusDir, name), 'utf8')) as T;

async function author(app: FastifyInstance): Promise<Record<string, string>> {
  const now = new Date().toISOString();
  const job = await app.db.selectFrom('codes').select('id').where('key', '=', 'JOB_ANALYST').executeTakeFirstOrThrow();
  const id = await insertUser(app.db, {
    userId: 'relevance@bench.example',
    passwordHash: null,
    nickName: 'relevance',
    jobCodeId: job.id,
    lang: 'ko',
    status: 'active',
    signupFrom: 'default',
    agreePrivacyAt: now,
    agreeMarketingAt: null,
    confirmedAt: now,
    now,
  });
  return { authorization: `Bearer ${(await startSession(app, app.db, id)).token}` };
}

async function leafOf(app: FastifyInstance, type: string): Promise<number> {
  const rows = await app.db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where('grouping_type', '=', type)
    .execute();
  const parents = new Set(rows.map((row) => row.parent_id));
  return rows.find((row) => !parents.has(row.id))!.id;
}

const format = (scores: QueryScores) =>
  `nDCG@10 ${scores.ndcg.toFixed(3)}, recall@10 ${scores.recall.toFixed(3)}, MRR ${scores.reciprocalRank.toFixed(3)}`;

export async function searchRelevanceBenchmark(): Promise<void> {
  const posts = read<CorpusPost[]>('posts.json');
  const queries = read<CorpusQuery[]>('queries.json');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-relevance-'));
  const database = openSqlite(path.join(dataDir, 'bench.db'));
  try {
    await migrateToLatest(database.db);
    await seedReferenceData(database.db);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'bench-relevance-secret-0123456789abcdef0123',
      ABUSE_MAX_POSTS_AND_REPLIES: '100000',
    });
    const app = await buildApp({ config, database, logger: { level: 'silent' } });
    await app.ready();
    try {
      const headers = await author(app);
      const keyOf = new Map<number, string>();
      for (const post of posts) {
        const type = post.type ?? 'forum';
        const response = await app.inject({
          method: 'POST',
          url: '/api/post/add',
          headers,
          payload: {
            type,
            postLang: post.lang,
            categoryId: await leafOf(app, type),
            title: post.title,
            content: `<p>${post.content}</p>`,
            tags: post.tags,
            visibility: 'public',
            ...(post.companyName ? { companyName: post.companyName } : {}),
          },
        });
        if (response.statusCode !== 200) throw new Error(`${post.key}: ${response.body}`);
        keyOf.set(response.json().data.id as number, post.key);
      }
      const byTag = new Map<string, QueryScores[]>();
      const all: QueryScores[] = [];
      const misses: string[] = [];
      for (const query of queries) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/post/get_search_list',
          payload: { lang: query.lang, text: query.text, sort: 'relevance', pageSize: 10 },
        });
        const found = (response.json().data.rows as Array<{ id: number }>).map((row) => keyOf.get(row.id) ?? '?');
        const scores = scoreQuery(found, new Map(Object.entries(query.relevant)));
        all.push(scores);
        for (const tag of query.tags) byTag.set(tag, [...(byTag.get(tag) ?? []), scores]);
        if (scores.ndcg < 1)
          misses.push(
            `  ${query.id} "${query.text}": nDCG ${scores.ndcg.toFixed(2)}, got ${found.slice(0, 3).join(', ') || 'nothing'}`,
          );
      }
      console.log(`  ${posts.length} posts, ${queries.length} queries: ${format(meanScores(all))}`);
      for (const [tag, scores] of [...byTag].sort())
        console.log(`  ${tag} (${scores.length}): ${format(meanScores(scores))}`);
      if (misses.length > 0) console.log(`  below 1:\n${misses.join('\n')}`);
    } finally {
      await app.close();
      await app.bus.drain();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
