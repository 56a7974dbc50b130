import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection.ts';
import { openTestDatabase, testDialects } from '../test/harness.ts';
import { seedReferenceData } from './reference.ts';
import { CODES, MBTI_TYPES } from './reference-data.ts';

const TABLES = ['codes', 'post_groupings', 'categories', 'characters', 'mbti_types', 'report_reasons'] as const;

describe.each(testDialects())('reference data seed on %s', (dialect) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await openTestDatabase(dialect);
  });
  afterEach(() => handle.close());

  async function snapshot() {
    const db = handle.db;
    return {
      codes: await db.selectFrom('codes').selectAll().orderBy('id').execute(),
      post_groupings: await db.selectFrom('post_groupings').selectAll().orderBy('id').execute(),
      categories: await db.selectFrom('categories').selectAll().orderBy('id').execute(),
      characters: await db.selectFrom('characters').selectAll().orderBy('id').execute(),
      mbti_types: await db.selectFrom('mbti_types').selectAll().orderBy('id').execute(),
      report_reasons: await db.selectFrom('report_reasons').selectAll().orderBy('id').execute(),
    };
  }

  it('fills an empty database with the SPEC reference data', async () => {
    const summary = await seedReferenceData(handle.db);
    const data = await snapshot();
    expect(data.codes.filter((row) => row.code_group === 'job')).toHaveLength(13);
    expect(data.codes.filter((row) => row.code_group === 'signup_from')).toHaveLength(5);
    expect(data.post_groupings).toHaveLength(4);
    expect(data.characters).toHaveLength(5);
    expect(data.mbti_types).toHaveLength(16);
    expect(data.report_reasons).toHaveLength(4);
    expect(data.categories.length).toBeGreaterThan(50);
    const total = TABLES.reduce((sum, table) => sum + data[table].length, 0);
    expect(summary).toEqual({ inserted: total, updated: 0 });
  });

  it('links every category to a parent one level up in the same grouping', async () => {
    await seedReferenceData(handle.db);
    const { categories } = await snapshot();
    const byId = new Map(categories.map((row) => [row.id, row]));
    for (const row of categories) {
      if (row.depth === 1) {
        expect(row.parent_id).toBeNull();
        continue;
      }
      const parent = byId.get(row.parent_id ?? -1);
      expect(parent, row.key).toBeDefined();
      expect(parent?.depth).toBe(row.depth - 1);
      expect(parent?.grouping_type).toBe(row.grouping_type);
    }
    expect(categories.some((row) => row.depth === 3)).toBe(true);
  });

  it('changes nothing when run again: same rows, same ids', async () => {
    await seedReferenceData(handle.db);
    const first = await snapshot();
    expect(await seedReferenceData(handle.db)).toEqual({ inserted: 0, updated: 0 });
    expect(await snapshot()).toEqual(first);
  });

  it('restores edited names by key, re-adds deleted rows and keeps an operator’s order', async () => {
    await seedReferenceData(handle.db);
    const db = handle.db;
    await db
      .updateTable('codes')
      .set({ name_en: 'Growth hacker', sort_order: 99 })
      .where('key', '=', 'JOB_MARKETER')
      .execute();
    await db.updateTable('characters').set({ intro_ja: '変更' }).where('key', '=', 'loaf').execute();
    const leaf = await db
      .selectFrom('categories')
      .selectAll()
      .where('key', '=', 'forum.analytics.heatmaps-replay.session-replay')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('categories').where('id', '=', leaf.id).execute();

    expect(await seedReferenceData(handle.db)).toEqual({ inserted: 1, updated: 2 });
    const marketer = await db
      .selectFrom('codes')
      .selectAll()
      .where('key', '=', 'JOB_MARKETER')
      .executeTakeFirstOrThrow();
    expect(marketer).toMatchObject({ name_en: 'Marketer', sort_order: 99 });
    const loaf = await db
      .selectFrom('characters')
      .select('intro_ja')
      .where('key', '=', 'loaf')
      .executeTakeFirstOrThrow();
    expect(loaf.intro_ja).not.toBe('変更');
    const restored = await db
      .selectFrom('categories')
      .selectAll()
      .where('key', '=', leaf.key)
      .executeTakeFirstOrThrow();
    expect(restored).toMatchObject({
      parent_id: leaf.parent_id,
      depth: 3,
      grouping_type: 'forum',
      name_en: 'Session replay',
    });
  });

  it('lets two starts seed at the same time without duplicates or errors', async () => {
    const results = await Promise.all([seedReferenceData(handle.db), seedReferenceData(handle.db)]);
    const data = await snapshot();
    // Each row is written once; the loser of a race skips it, whoever that is, and counts
    // only what it wrote (issue 23: a losing process logged rows it had not inserted).
    expect(results[0].updated + results[1].updated).toBe(0);
    const total = TABLES.reduce((sum, table) => sum + data[table].length, 0);
    expect(results[0].inserted + results[1].inserted).toBe(total);
    expect(data.codes).toHaveLength(CODES.length);
    expect(data.mbti_types).toHaveLength(MBTI_TYPES.length);
    expect(new Set(data.categories.map((row) => row.key)).size).toBe(data.categories.length);
  });
});
