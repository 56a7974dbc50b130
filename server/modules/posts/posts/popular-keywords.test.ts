import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import {
  body,
  call,
  createPost,
  createSignedInMember,
  type Member,
  POSTS_TEST_ENV,
  setPostColumns,
} from '../test-support.ts';
import { popularKeywordsQuery } from './keyword-repository.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * DECISIONS P25: the popular keywords of a language, by the number of its visible public posts
 * of the last 30 days that carry them, ties by those posts' views, then by keyword.
 */
describe.each(testDialects())('popular keywords on %s', (dialect) => {
  let t: TestApp;
  let author: Member;

  /** A post of `lang` with `tags`, written `ageMs` before now, with `views`, in `state`. */
  async function tagged(
    tags: string[],
    options: { ageMs?: number; views?: number; lang?: string; state?: 'private' | 'hidden' | 'deleted' } = {},
  ) {
    const id = await createPost(t.app, author, 'forum', { tags, postLang: options.lang ?? 'ko' });
    const createdAt = new Date(t.clock.now().getTime() - (options.ageMs ?? DAY)).toISOString();
    await setPostColumns(t.app, id, {
      created_at: createdAt,
      view_count: options.views ?? 0,
      ...(options.state === 'private' ? { visibility: 'private' as const } : {}),
      ...(options.state === 'hidden' || options.state === 'deleted' ? { status: options.state } : {}),
    });
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    author = await createSignedInMember(t.app, 'tagger');
    await tagged(['funnel', 'ga4'], { views: 5 });
    await tagged(['ga4'], { ageMs: 29 * DAY, views: 1 });
    // Exactly 30 days old: still inside the window; a millisecond older: outside.
    await tagged(['funnel', 'retention'], { ageMs: 30 * DAY, views: 10 });
    await tagged(['stale', 'funnel'], { ageMs: 30 * DAY + 1, views: 1000 });
    await tagged(['alpha'], { views: 10 });
    await tagged(['english'], { lang: 'en', views: 3 });
    // Tags carried only by posts nobody may see never appear; beside a visible post they do not count.
    await tagged(['secret', 'alpha'], { state: 'private', views: 99 });
    await tagged(['reported', 'alpha'], { state: 'hidden', views: 99 });
    await tagged(['gone', 'alpha'], { state: 'deleted', views: 99 });
  });
  afterAll(async () => {
    await t.close();
  });

  const top = async (request: Record<string, unknown>, path = '/api/keyword/get_top_list') => {
    const response = await call(t.app, path, request);
    expect(response.statusCode, response.body).toBe(200);
    return (body(response).data.rows as { keyword: string; count: number }[]).map(
      (row) => `${row.keyword}:${row.count}`,
    );
  };

  it('ranks the tags of the month by posts, then views, then keyword', async () => {
    // funnel and ga4: 2 posts each, funnel's 15 views before ga4's 6; alpha and retention: 1
    // post of 10 views each, by keyword.
    expect(await top({ lang: 'ko' })).toEqual(['funnel:2', 'ga4:2', 'alpha:1', 'retention:1']);
  });

  it('counts only the language asked for', async () => {
    expect(await top({ lang: 'en' })).toEqual(['english:1']);
    expect(await top({ lang: 'ja' })).toEqual([]);
    // Without lang, the request's language (the Accept-Language here).
    expect(await top({}, undefined)).toEqual(['funnel:2', 'ga4:2', 'alpha:1', 'retention:1']);
    const en = await call(t.app, '/api/keyword/get_top_list', {}, null, { 'accept-language': 'en' });
    expect(body(en).data.rows.map((row: { keyword: string }) => row.keyword)).toEqual(['english']);
  });

  it('never shows the tags of private, hidden or deleted posts, nor those of older posts', async () => {
    const all = await top({ lang: 'ko', limit: 20 });
    for (const keyword of ['secret', 'reported', 'gone', 'stale']) {
      expect(all.some((row) => row.startsWith(`${keyword}:`))).toBe(false);
    }
  });

  it('takes limits from 1 to 20 (10 by default) and refuses others', async () => {
    expect(await top({ lang: 'ko', limit: 1 })).toEqual(['funnel:2']);
    expect(await top({ lang: 'ko', limit: 20 })).toHaveLength(4);
    for (const limit of [0, 21, -1, 1.5, '5', null, true]) {
      const response = await call(t.app, '/api/keyword/get_top_list', { lang: 'ko', limit });
      expect(response.statusCode, `limit ${JSON.stringify(limit)}`).toBe(400);
      expect(body(response).code).toBe('VALIDATION_FAILED');
    }
    for (const lang of ['fr', 1, '']) {
      expect((await call(t.app, '/api/keyword/get_top_list', { lang })).statusCode).toBe(400);
    }
    expect((await call(t.app, '/api/keyword/get_top_list', { lang: 'ko', extra: 1 })).statusCode).toBe(400);
  });

  it('reads the window from posts_popular_keywords, not every post', async () => {
    const compiled = popularKeywordsQuery(t.app.db, {
      lang: 'ko',
      since: t.clock.now().toISOString(),
      limit: 10,
    }).compile();
    if (dialect === 'sqlite') {
      const plan = await t.app.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      const details = plan.rows.map((row) => row.detail).join('\n');
      expect(details).toMatch(/SEARCH posts USING (COVERING )?INDEX posts_popular_keywords/);
      expect(details).not.toMatch(/SCAN posts/);
      return;
    }
    // PostgreSQL reads a table of a few rows whole whatever its indexes; with sequential scans
    // priced out, the plan shows whether the index can answer the window at all.
    const plan = await t.app.db.transaction().execute(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
      return trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
      );
    });
    const details = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(details).toMatch(
      /Index (Only )?Scan using posts_popular_keywords on posts|Bitmap Index Scan on posts_popular_keywords/,
    );
    expect(details).not.toMatch(/Seq Scan on posts/);
  });

  it('answers /api/keyword/get_list without a query with the same ranking', async () => {
    const suggest = '/api/keyword/get_list';
    expect(await top({ lang: 'ko' }, suggest)).toEqual(['funnel:2', 'ga4:2', 'alpha:1', 'retention:1']);
    expect(await top({ lang: 'ko', query: '' }, suggest)).toEqual(['funnel:2', 'ga4:2', 'alpha:1', 'retention:1']);
    expect(await top({ lang: 'en', limit: 5 }, suggest)).toEqual(['english:1']);
    // A query still searches every tag a visible public post carries, whatever its age.
    expect(await top({ lang: 'ko', query: 'sta' }, suggest)).toEqual(['stale:1']);
  });

  it('is kept between writes, and a new post shows at once', async () => {
    const before = await top({ lang: 'ko' });
    expect(await top({ lang: 'ko' })).toEqual(before);
    for (let i = 0; i < 3; i += 1) await createPost(t.app, author, 'forum', { tags: ['fresh'] });
    expect((await top({ lang: 'ko' }))[0]).toBe('fresh:3');
  });
});
