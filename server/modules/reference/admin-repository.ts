import type { Kysely } from 'kysely';
import type { CodeGroup, PostGroupingType } from '../../../common/contracts/reference.ts';
import type { Database } from '../../db/database.ts';
import type { Names } from './repository.ts';

/** The administrators' writes of reference data (issue 32): codes, groupings' names, categories. */

type Db = Kysely<Database>;

const nameValues = (names: Names) => ({ name_ko: names.ko, name_en: names.en, name_ja: names.ja });

export async function insertCode(db: Db, code: { group: CodeGroup; key: string; names: Names }): Promise<number> {
  const last = await db
    .selectFrom('codes')
    .select((eb) => eb.fn.max('sort_order').as('n'))
    .where('code_group', '=', code.group)
    .executeTakeFirst();
  const row = await db
    .insertInto('codes')
    .values({ code_group: code.group, key: code.key, ...nameValues(code.names), sort_order: Number(last?.n ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Keys are unique across all groups (the table's unique index). */
export async function codeKeyTaken(db: Db, key: string): Promise<boolean> {
  const row = await db.selectFrom('codes').select('id').where('key', '=', key).executeTakeFirst();
  return row !== undefined;
}

export interface AdminCategoryRow {
  id: number;
  parentId: number | null;
  depth: number;
  key: string;
  type: PostGroupingType;
  names: Names;
  retired: boolean;
  sortOrder: number;
}

export async function findCategory(db: Db, id: number): Promise<AdminCategoryRow | undefined> {
  const row = await db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

function toRow(row: {
  id: number;
  parent_id: number | null;
  depth: number;
  key: string;
  grouping_type: string;
  name_ko: string;
  name_en: string;
  name_ja: string;
  sort_order: number;
  retired_at: unknown;
}): AdminCategoryRow {
  return {
    id: row.id,
    parentId: row.parent_id,
    depth: row.depth,
    key: row.key,
    type: row.grouping_type as PostGroupingType,
    names: { ko: row.name_ko, en: row.name_en, ja: row.name_ja },
    retired: row.retired_at !== null && row.retired_at !== undefined,
    sortOrder: row.sort_order,
  };
}

/** Every category of a grouping, retired ones too, parents first, with how many posts use each. */
export async function listAdminCategories(db: Db, type: PostGroupingType) {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('categories')
      .selectAll()
      .where('grouping_type', '=', type)
      .orderBy('depth')
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('posts')
      .select(['category_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('grouping_type', '=', type)
      .groupBy('category_id')
      .execute(),
  ]);
  const byCategory = new Map(counts.map((row) => [row.category_id, Number(row.n)]));
  return rows.map((row) => ({ ...toRow(row), postCount: byCategory.get(row.id) ?? 0 }));
}

/** Keys are unique across all groupings (the table's unique index). */
export async function categoryKeyTaken(db: Db, key: string): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').where('key', '=', key).executeTakeFirst();
  return row !== undefined;
}

export async function listSiblingIds(db: Db, type: PostGroupingType, parentId: number | null): Promise<number[]> {
  let query = db.selectFrom('categories').select('id').where('grouping_type', '=', type);
  query = parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map((row) => row.id);
}

export async function insertCategory(
  db: Db,
  category: {
    type: PostGroupingType;
    parentId: number | null;
    depth: number;
    key: string;
    names: Names;
    sortOrder: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({
      parent_id: category.parentId,
      depth: category.depth,
      key: category.key,
      grouping_type: category.type,
      ...nameValues(category.names),
      sort_order: category.sortOrder,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setCategoryOrder(db: Db, id: number, sortOrder: number): Promise<void> {
  await db.updateTable('categories').set({ sort_order: sortOrder }).where('id', '=', id).execute();
}

export async function setCategoryRetired(db: Db, id: number, retiredAt: string | null): Promise<void> {
  await db.updateTable('categories').set({ retired_at: retiredAt }).where('id', '=', id).execute();
}

/** Report reasons' keys are fixed by SPEC §3.3; only their names change. */
export async function findReportReason(db: Db, id: number) {
  const row = await db
    .selectFrom('report_reasons')
    .select(['id', 'key', 'name_ko', 'name_en', 'name_ja'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, key: row.key, names: { ko: row.name_ko, en: row.name_en, ja: row.name_ja } };
}

/** The tables whose rows have names in three languages that the console renames. */
export type RenamedTable = 'codes' | 'post_groupings' | 'categories' | 'report_reasons';

/**
 * New names for a row, stamped `renamed_at`: the reference seed refreshes shipped names at every
 * start, except those an administrator chose (migration 2026-12-09T0900-reference-renamed).
 */
export async function renameRow(db: Db, table: RenamedTable, id: number, names: Names, at: string): Promise<void> {
  await db
    .updateTable(table)
    .set({ ...nameValues(names), renamed_at: at })
    .where('id', '=', id)
    .execute();
}
