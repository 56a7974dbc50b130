import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CheckRow, printCheckTable } from './lib/check-table.ts';
import { type InitialJavaScript, initialJavaScript } from './lib/initial-javascript.ts';
import { spawnProductionServer, waitForServer } from './lib/local-server.ts';
import { READING_PAGE_BUDGETS } from './page-weight/budgets.ts';
import { kilobytes, pageWeightFailures } from './page-weight/judge.ts';

/**
 * The reading pages' budgets (DECISIONS P29, issue 33), a step of `npm test` once the build is
 * made: the production server on a throw-away embedded database with the demo community (its
 * first start seeds it), then the initial JavaScript of the home page, a list, a post, a
 * member's profile and a documentation guide as a visitor gets them, each against its budget (scripts/page-weight/
 * budgets.ts). Sizes, not timings: the same build gives the same figures. Fails naming the
 * page, its size and its largest chunks, or the chunk that carries editor code or zod.
 */
const startedAt = Date.now();

interface PostRow {
  id: number;
  author: { id: number; deprecated: boolean };
}

/** A post of the demo community and its author, as the forum's first page lists them. */
async function demoPost(origin: string): Promise<PostRow> {
  const response = await fetch(`${origin}/api/post/get_list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'forum', lang: 'ko', sort: 'new', pageNum: 1 }),
  });
  const body = (await response.json()) as { data?: { rows?: PostRow[] } };
  const post = body.data?.rows?.find((row) => !row.author.deprecated);
  if (!post) throw new Error('The demo community has no forum post to measure (is DEMO_DATA off?).');
  return post;
}

/**
 * A guide of the demo documentation (issue 31), as its most-helpful list names it. The knowledge
 * demo is seeded with the demo community; a server without it fails here rather than skipping
 * the page.
 */
async function demoGuide(origin: string): Promise<number> {
  const response = await fetch(`${origin}/api/documentation/get_helpful_list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lang: 'ko', limit: 1 }),
  });
  const body = (await response.json()) as { data?: { rows?: { id: number }[] } };
  const guide = body.data?.rows?.[0];
  if (!guide) throw new Error('The demo documentation has no guide to measure (is the knowledge demo seeded?).');
  return guide.id;
}

async function main(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-page-weight-'));
  const { child: server, origin } = await spawnProductionServer(dataDir, { DEMO_DATA: 'on', LOG_LEVEL: 'error' });
  try {
    await waitForServer(server, origin);
    const post = await demoPost(origin);
    const guide = await demoGuide(origin);
    const pages = [
      { budget: READING_PAGE_BUDGETS.home, path: '/ko' },
      { budget: READING_PAGE_BUDGETS.list, path: '/ko/forum/list' },
      { budget: READING_PAGE_BUDGETS.post, path: `/ko/post/${post.id}` },
      { budget: READING_PAGE_BUDGETS.profile, path: `/ko/user/profile/${post.author.id}` },
      { budget: READING_PAGE_BUDGETS.guide, path: `/ko/documentation/post/${guide}` },
    ];
    const rows: CheckRow[] = [];
    const failures: string[] = [];
    for (const page of pages) {
      const javascript: InitialJavaScript = await initialJavaScript(origin, page.path);
      const reasons = pageWeightFailures(page.budget, javascript);
      failures.push(...reasons);
      rows.push({
        check: page.budget.page,
        ok: reasons.length === 0,
        detail: `${kilobytes(javascript.gzipBytes)} of ${page.budget.budgetKb} KB, ${javascript.files} files (${page.path})`,
      });
    }
    const failed = printCheckTable('reading pages’ initial JavaScript', rows, startedAt);
    for (const failure of failures) console.log(`\n${failure}`);
    return failed;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(undefined)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (failed) => process.exit(failed === 0 ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
