import type { Kysely } from 'kysely';
import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import { tagKey } from '../../../common/validation/post.ts';
import type { Database } from '../../db/database.ts';

/**
 * What the demo and the large seed both need from the reference data and the keywords table.
 * They write rows directly (no services), so they follow the services' storage rules here.
 */

/** Rows per multi-row insert: well under SQLite's and PostgreSQL's bound-parameter limits. */
export const INSERT_BATCH = 500;

export async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await insert(rows.slice(i, i + INSERT_BATCH));
}

export interface LeafCategory {
  key: string;
  grouping: PostGroupingType;
  /** Ids from the root down to the leaf: category1_id, category2_id, category3_id. */
  path: number[];
}

/** Posts go in leaf categories only (SPEC §2.2 "Write post"), with their ancestors copied beside them. */
export async function leafCategories(db: Kysely<Database>): Promise<Map<string, LeafCategory>> {
  const rows = await db.selectFrom('categories').select(['id', 'parent_id', 'key', 'grouping_type']).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const parents = new Set(rows.map((row) => row.parent_id).filter((id) => id !== null));
  const leaves = new Map<string, LeafCategory>();
  for (const row of rows) {
    if (parents.has(row.id)) continue;
    const path: number[] = [];
    for (let at: typeof row | undefined = row; at; at = at.parent_id === null ? undefined : byId.get(at.parent_id)) {
      path.unshift(at.id);
    }
    leaves.set(row.key, { key: row.key, grouping: row.grouping_type as PostGroupingType, path });
  }
  if (leaves.size === 0) throw new Error('No categories: seed the reference data first');
  return leaves;
}

/**
 * Keyword ids by tag key (tagKey). Existing keywords are reused whatever their case (the unique
 * index on tag_key: "GA4" and "ga4" are one tag); the others are added.
 */
export async function ensureKeywords(db: Kysely<Database>, tags: string[], now: string): Promise<Map<string, number>> {
  const wanted = new Map<string, string>();
  for (const tag of tags) if (!wanted.has(tagKey(tag))) wanted.set(tagKey(tag), tag);
  const ids = new Map<string, number>();
  const keys = [...wanted.keys()];
  for (let i = 0; i < keys.length; i += INSERT_BATCH) {
    const rows = await db
      .selectFrom('keywords')
      .select(['id', 'tag_key'])
      .where('tag_key', 'in', keys.slice(i, i + INSERT_BATCH))
      .execute();
    for (const row of rows) ids.set(row.tag_key, row.id);
  }
  const missing = [...wanted]
    .filter(([key]) => !ids.has(key))
    .map(([key, keyword]) => ({ keyword, tag_key: key, created_at: now }));
  await insertInBatches(missing, async (batch) => {
    const rows = await db.insertInto('keywords').values(batch).returning(['id', 'tag_key']).execute();
    for (const row of rows) ids.set(row.tag_key, row.id);
  });
  return ids;
}

/** Job code ids by key and personality type ids by type (SPEC §3.1). */
export async function memberCodes(db: Kysely<Database>) {
  const [jobs, types] = await Promise.all([
    db.selectFrom('codes').select(['id', 'key']).where('code_group', '=', 'job').execute(),
    db.selectFrom('mbti_types').select(['id', 'type']).execute(),
  ]);
  return {
    jobs: new Map(jobs.map((row) => [row.key, row.id])),
    types: new Map(types.map((row) => [row.type, row.id])),
  };
}
