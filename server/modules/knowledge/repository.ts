import type { Locale } from '../../../common/i18n/locales.ts';
import { toIso } from '../../db/normalize.ts';
import type { DbOrTrx } from '../../lib/context.ts';

/** The categories of the knowledge areas (two depths), the same on both databases (STYLE 3). */
export type KnowledgeArea = 'documentation' | 'solomon';

export interface CategoryRow {
  id: number;
  area: KnowledgeArea;
  parentId: number | null;
  depth: 1 | 2;
  names: Record<Locale, string>;
  sortOrder: number;
  createdAt: string;
}

const COLUMNS = [
  'id',
  'area',
  'parent_id',
  'depth',
  'name_ko',
  'name_en',
  'name_ja',
  'sort_order',
  'created_at',
] as const;

function toCategory(row: {
  id: number;
  area: KnowledgeArea;
  parent_id: number | null;
  depth: number;
  name_ko: string;
  name_en: string;
  name_ja: string;
  sort_order: number;
  created_at: Date | string;
}): CategoryRow {
  return {
    id: Number(row.id),
    area: row.area,
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    depth: Number(row.depth) === 1 ? 1 : 2,
    names: { ko: row.name_ko, en: row.name_en, ja: row.name_ja },
    sortOrder: Number(row.sort_order),
    createdAt: toIso(row.created_at),
  };
}

/** Every category of an area, in tree order's parts: by sort_order then id (index knowledge_categories_tree). */
export async function listCategories(db: DbOrTrx, area: KnowledgeArea): Promise<CategoryRow[]> {
  const rows = await db
    .selectFrom('knowledge_categories')
    .select(COLUMNS)
    .where('area', '=', area)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(toCategory);
}

export async function findCategory(db: DbOrTrx, id: number): Promise<CategoryRow | undefined> {
  const row = await db.selectFrom('knowledge_categories').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toCategory(row) : undefined;
}

export async function findCategories(db: DbOrTrx, ids: readonly number[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('knowledge_categories')
    .select(COLUMNS)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map(toCategory);
}

/** The next sort_order under a parent: new categories go last. */
async function nextCategoryOrder(db: DbOrTrx, area: KnowledgeArea, parentId: number | null): Promise<number> {
  let query = db
    .selectFrom('knowledge_categories')
    .select((eb) => eb.fn.max<number | null>('sort_order').as('top'))
    .where('area', '=', area);
  query = parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId);
  const row = await query.executeTakeFirst();
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function insertCategory(
  db: DbOrTrx,
  input: { area: KnowledgeArea; parentId: number | null; names: Record<Locale, string>; at: string },
): Promise<number> {
  const sortOrder = await nextCategoryOrder(db, input.area, input.parentId);
  const row = await db
    .insertInto('knowledge_categories')
    .values({
      area: input.area,
      parent_id: input.parentId,
      depth: input.parentId === null ? 1 : 2,
      name_ko: input.names.ko,
      name_en: input.names.en,
      name_ja: input.names.ja,
      sort_order: sortOrder,
      created_at: input.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateCategoryNames(db: DbOrTrx, id: number, names: Record<Locale, string>): Promise<void> {
  await db
    .updateTable('knowledge_categories')
    .set({ name_ko: names.ko, name_en: names.en, name_ja: names.ja })
    .where('id', '=', id)
    .execute();
}

export async function setCategoryOrder(db: DbOrTrx, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db.updateTable('knowledge_categories').set({ sort_order: index }).where('id', '=', id).execute();
  }
}

/** Whether a category holds categories or articles (drafts included). */
export async function categoryHasContent(db: DbOrTrx, id: number): Promise<boolean> {
  const [child, article] = await Promise.all([
    db.selectFrom('knowledge_categories').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('knowledge_articles').select('id').where('category_id', '=', id).limit(1).executeTakeFirst(),
  ]);
  return child !== undefined || article !== undefined;
}

export async function deleteCategory(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('knowledge_categories').where('id', '=', id).execute();
}

/** Articles per (second-depth) category of a kind; drafts only when asked. */
export async function countArticlesByCategory(
  db: DbOrTrx,
  query: { kind: 'guide' | 'faq'; includeDrafts: boolean },
): Promise<Map<number, number>> {
  let select = db
    .selectFrom('knowledge_articles')
    .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('kind', '=', query.kind);
  if (!query.includeDrafts) select = select.where('status', '=', 'published');
  const rows = await select.groupBy('category_id').execute();
  return new Map(rows.map((row) => [Number(row.category_id), Number(row.n)]));
}
