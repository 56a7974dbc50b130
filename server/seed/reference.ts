import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import {
  CATEGORY_TREE,
  type CategorySeed,
  CHARACTERS,
  CODES,
  MBTI_TYPES,
  type Names,
  POST_GROUPINGS,
  REPORT_REASONS,
} from './reference-data.ts';

export interface SeedSummary {
  inserted: number;
  updated: number;
}

interface StoredNames {
  id: number;
  name_ko: string;
  name_en: string;
  name_ja: string;
}

/**
 * Rows this run inserted, as the database answers: a key another process wrote first is
 * skipped by ON CONFLICT and not counted, so each process's log tells what it did.
 */
async function countInserted(insert: { execute(): Promise<unknown[]> }): Promise<number> {
  return (await insert.execute()).length;
}

const nameColumns = (names: Names) => ({ name_ko: names.ko, name_en: names.en, name_ja: names.ja });
const namesDiffer = (stored: StoredNames, names: Names) =>
  stored.name_ko !== names.ko || stored.name_en !== names.en || stored.name_ja !== names.ja;

/**
 * The shipped names are refreshed unless an administrator renamed the row in the console
 * (issue 32): the names they chose stay through every later start.
 */
const shippedNamesDiffer = (stored: StoredNames & { renamed_at: unknown }, names: Names) =>
  stored.renamed_at === null && namesDiffer(stored, names);

/**
 * Splits the desired rows into those to insert and the stored ids whose texts changed. Rows
 * are matched by their stable key only; ids, once given, never change.
 */
function plan<Stored extends { id: number }, Desired>(
  stored: Stored[],
  storedKey: (row: Stored) => string,
  desired: Desired[],
  desiredKey: (row: Desired) => string,
  differs: (stored: Stored, row: Desired) => boolean,
): { insert: { row: Desired; sortOrder: number }[]; update: { id: number; row: Desired }[] } {
  const byKey = new Map(stored.map((row) => [storedKey(row), row]));
  const insert: { row: Desired; sortOrder: number }[] = [];
  const update: { id: number; row: Desired }[] = [];
  desired.forEach((row, index) => {
    const existing = byKey.get(desiredKey(row));
    if (!existing) insert.push({ row, sortOrder: index + 1 });
    else if (differs(existing, row)) update.push({ id: existing.id, row });
  });
  return { insert, update };
}

interface FlatCategory {
  key: string;
  parentKey: string | null;
  depth: number;
  type: string;
  names: Names;
  sortOrder: number;
}

function flattenCategories(): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (nodes: CategorySeed[], type: string, parentKey: string | null, depth: number) => {
    nodes.forEach((node, index) => {
      const key = `${parentKey ?? type}.${node.slug}`;
      out.push({ key, parentKey, depth, type, names: node.names, sortOrder: index + 1 });
      if (node.children) walk(node.children, type, key, depth + 1);
    });
  };
  for (const [type, nodes] of Object.entries(CATEGORY_TREE)) walk(nodes, type, null, 1);
  return out;
}

async function seedCodes(trx: Transaction<Database>, summary: SeedSummary) {
  const stored = await trx
    .selectFrom('codes')
    .select(['id', 'key', 'name_ko', 'name_en', 'name_ja', 'renamed_at'])
    .execute();
  const { insert, update } = plan(
    stored,
    (row) => row.key,
    CODES,
    (row) => row.key,
    (s, d) => shippedNamesDiffer(s, d.names),
  );
  if (insert.length > 0) {
    summary.inserted += await countInserted(
      trx
        .insertInto('codes')
        .values(
          insert.map(({ row, sortOrder }) => ({
            code_group: row.group,
            key: row.key,
            ...nameColumns(row.names),
            sort_order: sortOrder,
          })),
        )
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('id'),
    );
  }
  for (const { id, row } of update)
    await trx.updateTable('codes').set(nameColumns(row.names)).where('id', '=', id).execute();
  summary.updated += update.length;
}

async function seedPostGroupings(trx: Transaction<Database>, summary: SeedSummary) {
  const stored = await trx
    .selectFrom('post_groupings')
    .select(['id', 'type', 'name_ko', 'name_en', 'name_ja', 'renamed_at'])
    .execute();
  const { insert, update } = plan(
    stored,
    (row) => row.type,
    POST_GROUPINGS,
    (row) => row.type,
    (s, d) => shippedNamesDiffer(s, d.names),
  );
  if (insert.length > 0) {
    summary.inserted += await countInserted(
      trx
        .insertInto('post_groupings')
        .values(
          insert.map(({ row, sortOrder }) => ({
            type: row.type,
            writable_by: row.writableBy,
            ...nameColumns(row.names),
            sort_order: sortOrder,
          })),
        )
        .onConflict((oc) => oc.column('type').doNothing())
        .returning('id'),
    );
  }
  for (const { id, row } of update) {
    await trx.updateTable('post_groupings').set(nameColumns(row.names)).where('id', '=', id).execute();
  }
  summary.updated += update.length;
}

/** Level by level, so that every child finds the id of its parent, new or old. */
async function seedCategories(trx: Transaction<Database>, summary: SeedSummary) {
  const all = flattenCategories();
  const maxDepth = Math.max(...all.map((category) => category.depth));
  for (let depth = 1; depth <= maxDepth; depth += 1) {
    const stored = await trx
      .selectFrom('categories')
      .select(['id', 'key', 'name_ko', 'name_en', 'name_ja', 'renamed_at'])
      .execute();
    const idByKey = new Map(stored.map((row) => [row.key, row.id]));
    const level = all.filter((category) => category.depth === depth);
    const { insert, update } = plan(
      stored,
      (row) => row.key,
      level,
      (row) => row.key,
      (s, d) => shippedNamesDiffer(s, d.names),
    );
    if (insert.length > 0) {
      summary.inserted += await countInserted(
        trx
          .insertInto('categories')
          .values(
            insert.map(({ row }) => ({
              key: row.key,
              parent_id: row.parentKey === null ? null : (idByKey.get(row.parentKey) ?? null),
              depth: row.depth,
              grouping_type: row.type,
              ...nameColumns(row.names),
              sort_order: row.sortOrder,
            })),
          )
          .onConflict((oc) => oc.column('key').doNothing())
          .returning('id'),
      );
    }
    for (const { id, row } of update) {
      await trx.updateTable('categories').set(nameColumns(row.names)).where('id', '=', id).execute();
    }
    summary.updated += update.length;
  }
}

async function seedCharacters(trx: Transaction<Database>, summary: SeedSummary) {
  const stored = await trx
    .selectFrom('characters')
    .select(['id', 'key', 'name_ko', 'name_en', 'name_ja', 'intro_ko', 'intro_en', 'intro_ja'])
    .execute();
  const introColumns = (intros: Names) => ({ intro_ko: intros.ko, intro_en: intros.en, intro_ja: intros.ja });
  const { insert, update } = plan(
    stored,
    (row) => row.key,
    CHARACTERS,
    (row) => row.key,
    (s, d) =>
      namesDiffer(s, d.names) || s.intro_ko !== d.intros.ko || s.intro_en !== d.intros.en || s.intro_ja !== d.intros.ja,
  );
  if (insert.length > 0) {
    summary.inserted += await countInserted(
      trx
        .insertInto('characters')
        .values(
          insert.map(({ row, sortOrder }) => ({
            key: row.key,
            ...nameColumns(row.names),
            ...introColumns(row.intros),
            sort_order: sortOrder,
          })),
        )
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('id'),
    );
  }
  for (const { id, row } of update) {
    await trx
      .updateTable('characters')
      .set({ ...nameColumns(row.names), ...introColumns(row.intros) })
      .where('id', '=', id)
      .execute();
  }
  summary.updated += update.length;
}

/** The type-to-character mapping is SPEC §3.1, not editable text: only missing types are added. */
async function seedMbtiTypes(trx: Transaction<Database>, summary: SeedSummary) {
  const stored = await trx.selectFrom('mbti_types').select(['id', 'type']).execute();
  const { insert } = plan(
    stored,
    (row) => row.type,
    MBTI_TYPES,
    (row) => row.type,
    () => false,
  );
  if (insert.length > 0) {
    summary.inserted += await countInserted(
      trx
        .insertInto('mbti_types')
        .values(
          insert.map(({ row, sortOrder }) => ({ type: row.type, character_key: row.character, sort_order: sortOrder })),
        )
        .onConflict((oc) => oc.column('type').doNothing())
        .returning('id'),
    );
  }
}

async function seedReportReasons(trx: Transaction<Database>, summary: SeedSummary) {
  const stored = await trx
    .selectFrom('report_reasons')
    .select(['id', 'key', 'name_ko', 'name_en', 'name_ja', 'renamed_at'])
    .execute();
  const { insert, update } = plan(
    stored,
    (row) => row.key,
    REPORT_REASONS,
    (row) => row.key,
    (s, d) => shippedNamesDiffer(s, d.names),
  );
  if (insert.length > 0) {
    summary.inserted += await countInserted(
      trx
        .insertInto('report_reasons')
        .values(
          insert.map(({ row, sortOrder }) => ({ key: row.key, ...nameColumns(row.names), sort_order: sortOrder })),
        )
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('id'),
    );
  }
  for (const { id, row } of update) {
    await trx.updateTable('report_reasons').set(nameColumns(row.names)).where('id', '=', id).execute();
  }
  summary.updated += update.length;
}

/**
 * Brings the reference data of server/seed/reference-data.ts into the database at every
 * start: missing rows are inserted, names (and character intros) of existing rows are
 * refreshed by key unless an administrator renamed them, nothing is duplicated or deleted. Sort orders and structure are only set
 * on insert. Several processes may start at once: inserts skip keys another one just wrote,
 * and the summary counts only the rows this run wrote.
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<SeedSummary> {
  return db.transaction().execute(async (trx) => {
    const summary: SeedSummary = { inserted: 0, updated: 0 };
    await seedCodes(trx, summary);
    await seedPostGroupings(trx, summary);
    await seedCategories(trx, summary);
    await seedCharacters(trx, summary);
    await seedMbtiTypes(trx, summary);
    await seedReportReasons(trx, summary);
    return summary;
  });
}
