import type { Kysely, Selectable } from 'kysely';
import type { CharacterKey, CodeGroup, PostGroupingType, WritableBy } from '../../../common/contracts/reference.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import type { CharactersTable, Database } from '../../db/database.ts';

export type Names = Record<Locale, string>;

export interface Code {
  id: number;
  group: CodeGroup;
  key: string;
  names: Names;
}

export interface PostGrouping {
  id: number;
  type: PostGroupingType;
  writableBy: WritableBy;
  names: Names;
}

export interface Category {
  id: number;
  parentId: number | null;
  depth: number;
  key: string;
  type: PostGroupingType;
  names: Names;
}

export interface Character {
  id: number;
  key: CharacterKey;
  names: Names;
  intros: Names;
}

export interface MbtiType {
  id: number;
  type: string;
  characterKey: CharacterKey;
}

export interface ReportReason {
  id: number;
  key: string;
  names: Names;
}

type Db = Kysely<Database>;

const names = (row: { name_ko: string; name_en: string; name_ja: string }): Names => ({
  ko: row.name_ko,
  en: row.name_en,
  ja: row.name_ja,
});

// The column values below are written only by the seed from typed constants, so the casts
// restate what the seed guarantees rather than trust client input.
const nameColumns = ['name_ko', 'name_en', 'name_ja'] as const;

export async function listCodes(db: Db, group?: CodeGroup): Promise<Code[]> {
  let query = db.selectFrom('codes').select(['id', 'code_group', 'key', ...nameColumns]);
  if (group) query = query.where('code_group', '=', group);
  const rows = await query.orderBy('code_group').orderBy('sort_order').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, group: row.code_group as CodeGroup, key: row.key, names: names(row) }));
}

export async function findCode(db: Db, lookup: { id?: number; key?: string }): Promise<Code | undefined> {
  let query = db.selectFrom('codes').select(['id', 'code_group', 'key', ...nameColumns]);
  if (lookup.id !== undefined) query = query.where('id', '=', lookup.id);
  if (lookup.key !== undefined) query = query.where('key', '=', lookup.key);
  const row = await query.executeTakeFirst();
  return row && { id: row.id, group: row.code_group as CodeGroup, key: row.key, names: names(row) };
}

const toPostGrouping = (row: {
  id: number;
  type: string;
  writable_by: string;
  name_ko: string;
  name_en: string;
  name_ja: string;
}): PostGrouping => ({
  id: row.id,
  type: row.type as PostGroupingType,
  writableBy: row.writable_by as WritableBy,
  names: names(row),
});

export async function listPostGroupings(db: Db, type?: PostGroupingType): Promise<PostGrouping[]> {
  let query = db.selectFrom('post_groupings').select(['id', 'type', 'writable_by', ...nameColumns]);
  if (type) query = query.where('type', '=', type);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map(toPostGrouping);
}

export async function findPostGrouping(
  db: Db,
  lookup: { id?: number; type?: PostGroupingType },
): Promise<PostGrouping | undefined> {
  let query = db.selectFrom('post_groupings').select(['id', 'type', 'writable_by', ...nameColumns]);
  if (lookup.id !== undefined) query = query.where('id', '=', lookup.id);
  if (lookup.type !== undefined) query = query.where('type', '=', lookup.type);
  const row = await query.executeTakeFirst();
  return row && toPostGrouping(row);
}

/** Categories in use, ordered for display: by depth, then sort order, so parents come before children. */
export async function listCategories(db: Db, type?: PostGroupingType): Promise<Category[]> {
  // Retired categories (issue 32) leave the picker and the filters; their posts keep them.
  let query = db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'depth', 'key', 'grouping_type', ...nameColumns])
    .where('retired_at', 'is', null);
  if (type) query = query.where('grouping_type', '=', type);
  const rows = await query.orderBy('depth').orderBy('sort_order').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    depth: row.depth,
    key: row.key,
    type: row.grouping_type as PostGroupingType,
    names: names(row),
  }));
}

const characterColumns = ['id', 'key', ...nameColumns, 'intro_ko', 'intro_en', 'intro_ja'] as const;

const toCharacter = (row: Omit<Selectable<CharactersTable>, 'sort_order'>): Character => ({
  id: row.id,
  key: row.key as CharacterKey,
  names: names(row),
  intros: { ko: row.intro_ko, en: row.intro_en, ja: row.intro_ja },
});

export async function listCharacters(db: Db): Promise<Character[]> {
  const rows = await db.selectFrom('characters').select(characterColumns).orderBy('sort_order').orderBy('id').execute();
  return rows.map(toCharacter);
}

export async function findCharacter(db: Db, key: CharacterKey): Promise<Character | undefined> {
  const row = await db.selectFrom('characters').select(characterColumns).where('key', '=', key).executeTakeFirst();
  return row && toCharacter(row);
}

export async function listMbtiTypes(db: Db): Promise<MbtiType[]> {
  const rows = await db
    .selectFrom('mbti_types')
    .select(['id', 'type', 'character_key'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, type: row.type, characterKey: row.character_key as CharacterKey }));
}

/** `type` is matched in lower case, the way the seed stores it. */
export async function findMbtiType(db: Db, lookup: { id?: number; type?: string }): Promise<MbtiType | undefined> {
  let query = db.selectFrom('mbti_types').select(['id', 'type', 'character_key']);
  if (lookup.id !== undefined) query = query.where('id', '=', lookup.id);
  if (lookup.type !== undefined) query = query.where('type', '=', lookup.type.toLowerCase());
  const row = await query.executeTakeFirst();
  return row && { id: row.id, type: row.type, characterKey: row.character_key as CharacterKey };
}

export async function listReportReasons(db: Db): Promise<ReportReason[]> {
  const rows = await db
    .selectFrom('report_reasons')
    .select(['id', 'key', ...nameColumns])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, key: row.key, names: names(row) }));
}
