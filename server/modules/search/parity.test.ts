import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchField } from '../../../common/search/limits.ts';
import type { DatabaseHandle } from '../../db/connection.ts';
import { openTestDatabase } from '../../test/harness.ts';
import type { IndexDocument } from './document.ts';
import { engineFor } from './engine.ts';
import { putDocument, removeDocument } from './index-store.ts';
import type { TextPlan } from './query-plan.ts';
import { type Combine, RANK_WINDOW } from './search-scope.ts';

/**
 * ADR 0029's promise: PostgreSQL ranks as SQLite's FTS5 does. A seeded random corpus goes into
 * both databases through the same writes (with replacements and removals, which move FTS5's
 * statistics and search_totals alike), and many random requests must give the same ids in the
 * same order on both: the same matches, the same counts, the same BM25 to the last bit.
 */

/** A small deterministic generator (mulberry32): the same corpus on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const VOCABULARY = [
  ...'데이 이터 분석 석가 퍼널 전환 환율 리텐 텐션 코호 호트 지표 히트 트맵 세그 그먼 먼트 설정 광고 캠페'.split(' '),
  ...'ga4 gtm funnel retention cohort heatmap segment dashboard bigquery query click scroll'.split(' '),
  ...'ヒー ート トマ マッ ップ 分析 見方 設定'.split(' '),
];

/** More than RANK_WINDOW match the commonest words in a language: the window is compared too. */
const DOCUMENTS = 2000;

describe.runIf(process.env.TEST_DATABASE_URL)('search: PostgreSQL ranks as SQLite (ADR 0029)', () => {
  const next = random(20261128);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const tokens = (min: number, max: number) =>
    Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () => pick(VOCABULARY));
  let sqlite: DatabaseHandle;
  let postgres: DatabaseHandle;

  function document(itemId: number): IndexDocument {
    const admin = next() < 0.2 ? tokens(3, 12) : [];
    return {
      kind: 'post',
      itemId,
      lang: pick(['ko', 'ko', 'en']),
      groupingType: pick(['forum', 'casestudy', 'careers']),
      categoryIds: [1 + Math.floor(next() * 3), null, null],
      authorId: 1,
      title: '',
      bodyText: '',
      viewCount: Math.floor(next() * 50),
      createdAt: new Date(Date.UTC(2026, 10, 1) + itemId * 60_000).toISOString(),
      tags: [],
      tokens: { title: tokens(1, 6), tags: tokens(0, 3), body: tokens(0, 120), admin },
    };
  }

  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([openTestDatabase('sqlite'), openTestDatabase('postgres')]);
    const now = '2026-11-28T00:00:00.000Z';
    for (let itemId = 1; itemId <= DOCUMENTS; itemId += 1) {
      const doc = document(itemId);
      await putDocument(sqlite.db, 'sqlite', doc, now);
      await putDocument(postgres.db, 'postgres', doc, now);
    }
    // Replacements and removals: both databases' statistics must follow them alike.
    for (let round = 0; round < 60; round += 1) {
      const itemId = 1 + Math.floor(next() * DOCUMENTS);
      if (next() < 0.5) {
        await removeDocument(sqlite.db, 'sqlite', 'post', itemId, '');
        await removeDocument(postgres.db, 'postgres', 'post', itemId, '');
      } else {
        const doc = document(itemId);
        await putDocument(sqlite.db, 'sqlite', doc, now);
        await putDocument(postgres.db, 'postgres', doc, now);
      }
    }
  }, 300_000);
  afterAll(async () => {
    await sqlite?.close();
    await postgres?.close();
  });

  it('gives the same ids in the same order for common words and 150 random requests', async () => {
    let nonEmpty = 0;
    let pastWindow = 0;
    // Single common words first (the window's case), then random requests.
    const single = VOCABULARY.slice(0, 20).map((token) => [[[token]]]);
    for (let index = 0; index < 150 + single.length; index += 1) {
      const groups =
        single[index] ??
        Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
          Array.from({ length: 1 + Math.floor(next() * 2) }, () => tokens(1, 2)),
        );
      const plan: TextPlan = { kind: 'text', groups, phrases: [], marks: [], text: '' };
      const request = {
        plan,
        combine: single[index] ? ('all' as const) : pick<Combine>(['all', 'all', 'any']),
        scope: {
          kind: 'post' as const,
          lang: single[index] ? 'ko' : pick(['ko', 'en']),
          field: single[index] ? 'all' : pick<SearchField>(['all', 'all', 'title', 'content', 'tag']),
          admin: next() < 0.3,
          type: next() < 0.3 ? pick(['forum', 'casestudy']) : undefined,
        },
      };
      // The first page, and one across the end of the ranked window (search-scope.ts).
      for (const page of [
        { limit: 10, offset: 0 },
        { limit: 20, offset: RANK_WINDOW - 10 },
      ]) {
        const [fromSqlite, fromPostgres] = await Promise.all([
          engineFor('sqlite').find(sqlite.db, request, 'relevance', page),
          engineFor('postgres').find(postgres.db, request, 'relevance', page),
        ]);
        expect(fromPostgres, `${JSON.stringify(request)} ${JSON.stringify(page)}`).toEqual(fromSqlite);
        if (page.offset === 0 && fromSqlite.length > 0) nonEmpty += 1;
        if (page.offset > 0 && fromSqlite.length > 10) pastWindow += 1;
      }
      expect(await engineFor('postgres').count(postgres.db, request)).toBe(
        await engineFor('sqlite').count(sqlite.db, request),
      );
    }
    // The requests found something often enough for the comparison to mean something.
    expect(nonEmpty).toBeGreaterThan(100);
    expect(pastWindow).toBeGreaterThanOrEqual(5);
  });
});
