import type { Kysely } from 'kysely';
import type { CodeGroup, PostGroupingType } from '../../../common/contracts/reference.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import * as repository from './repository.ts';
import type { Category, Character, Code, MbtiType, PostGrouping, ReportReason } from './repository.ts';

/**
 * Reference data: codes, post groupings, categories, personality types and characters,
 * report reasons. All reads, public (the sign-up form needs jobs before anyone signs in).
 */
type Db = Kysely<Database>;

export interface CategoryNode extends Category {
  children: CategoryNode[];
}

export interface MbtiWithCharacter extends MbtiType {
  character: Character;
}

export function listCodes(db: Db, group?: CodeGroup): Promise<Code[]> {
  return repository.listCodes(db, group);
}

export async function getCode(db: Db, lookup: { id?: number; key?: string }): Promise<Code> {
  const code = await repository.findCode(db, lookup);
  if (!code) throw notFound();
  return code;
}

export function listPostGroupings(db: Db): Promise<PostGrouping[]> {
  return repository.listPostGroupings(db);
}

export async function getPostGrouping(db: Db, lookup: { id?: number; type?: PostGroupingType }): Promise<PostGrouping> {
  const grouping = await repository.findPostGrouping(db, lookup);
  if (!grouping) throw notFound();
  return grouping;
}

/** Nests categories under their parents; input is ordered parents first (repository.listCategories). */
export function buildCategoryTree(categories: Category[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const category of categories) {
    const node: CategoryNode = { ...category, children: [] };
    nodes.set(node.id, node);
    if (category.parentId === null) {
      roots.push(node);
      continue;
    }
    // A child whose parent was filtered out (another grouping) is not part of this tree.
    nodes.get(category.parentId)?.children.push(node);
  }
  return roots;
}

export async function getCategoryTree(db: Db, type?: PostGroupingType): Promise<CategoryNode[]> {
  return buildCategoryTree(await repository.listCategories(db, type));
}

export async function listPostGroupingsWithCategories(
  db: Db,
  type?: PostGroupingType,
): Promise<{ grouping: PostGrouping; categories: CategoryNode[] }[]> {
  const [groupings, tree] = await Promise.all([repository.listPostGroupings(db, type), getCategoryTree(db, type)]);
  return groupings.map((grouping) => ({ grouping, categories: tree.filter((root) => root.type === grouping.type) }));
}

export async function listMbtiTypes(db: Db): Promise<{ types: MbtiWithCharacter[]; characters: Character[] }> {
  const [types, characters] = await Promise.all([repository.listMbtiTypes(db), repository.listCharacters(db)]);
  const byKey = new Map(characters.map((character) => [character.key, character]));
  return {
    // The foreign key guarantees every type's character exists.
    types: types.map((type) => ({ ...type, character: byKey.get(type.characterKey)! })),
    characters,
  };
}

export async function getMbtiType(db: Db, lookup: { id?: number; type?: string }): Promise<MbtiWithCharacter> {
  const type = await repository.findMbtiType(db, lookup);
  if (!type) throw notFound();
  const character = await repository.findCharacter(db, type.characterKey);
  if (!character) throw new Error(`character ${type.characterKey} of type ${type.type} is missing`);
  return { ...type, character };
}

export function listReportReasons(db: Db): Promise<ReportReason[]> {
  return repository.listReportReasons(db);
}
