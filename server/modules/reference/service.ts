import type { CodeGroup, PostGroupingType } from '../../../common/contracts/reference.ts';
import { notFound } from '../../lib/errors.ts';
import type { ReferenceContext } from './context.ts';
import * as repository from './repository.ts';
import type { Category, Character, Code, MbtiType, PostGrouping, ReportReason } from './repository.ts';

/**
 * Reference data: codes, post groupings, categories, personality types and characters,
 * report reasons. All reads, public (the sign-up form needs jobs before anyone signs in).
 */
export interface CategoryNode extends Category {
  children: CategoryNode[];
}

export interface MbtiWithCharacter extends MbtiType {
  character: Character;
}

export function listCodes(ctx: ReferenceContext, group?: CodeGroup): Promise<Code[]> {
  return repository.listCodes(ctx.db, group);
}

export async function getCode(ctx: ReferenceContext, lookup: { id?: number; key?: string }): Promise<Code> {
  const code = await repository.findCode(ctx.db, lookup);
  if (!code) throw notFound();
  return code;
}

export function listPostGroupings(ctx: ReferenceContext): Promise<PostGrouping[]> {
  return repository.listPostGroupings(ctx.db);
}

export async function getPostGrouping(
  ctx: ReferenceContext,
  lookup: { id?: number; type?: PostGroupingType },
): Promise<PostGrouping> {
  const grouping = await repository.findPostGrouping(ctx.db, lookup);
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

export async function getCategoryTree(ctx: ReferenceContext, type?: PostGroupingType): Promise<CategoryNode[]> {
  return buildCategoryTree(await repository.listCategories(ctx.db, type));
}

export async function listPostGroupingsWithCategories(
  ctx: ReferenceContext,
  type?: PostGroupingType,
): Promise<{ grouping: PostGrouping; categories: CategoryNode[] }[]> {
  const [groupings, tree] = await Promise.all([repository.listPostGroupings(ctx.db, type), getCategoryTree(ctx, type)]);
  return groupings.map((grouping) => ({ grouping, categories: tree.filter((root) => root.type === grouping.type) }));
}

export async function listMbtiTypes(
  ctx: ReferenceContext,
): Promise<{ types: MbtiWithCharacter[]; characters: Character[] }> {
  const [types, characters] = await Promise.all([repository.listMbtiTypes(ctx.db), repository.listCharacters(ctx.db)]);
  const byKey = new Map(characters.map((character) => [character.key, character]));
  return {
    // The foreign key guarantees every type's character exists.
    types: types.map((type) => ({ ...type, character: byKey.get(type.characterKey)! })),
    characters,
  };
}

export async function getMbtiType(
  ctx: ReferenceContext,
  lookup: { id?: number; type?: string },
): Promise<MbtiWithCharacter> {
  const type = await repository.findMbtiType(ctx.db, lookup);
  if (!type) throw notFound();
  const character = await repository.findCharacter(ctx.db, type.characterKey);
  if (!character) throw new Error(`character ${type.characterKey} of type ${type.type} is missing`);
  return { ...type, character };
}

export function listReportReasons(ctx: ReferenceContext): Promise<ReportReason[]> {
  return repository.listReportReasons(ctx.db);
}

// The administrators' console (issue 32 item 4): names in three languages, categories' order
// and retirement, each audited.
export {
  addCategory,
  listAdminCategories,
  renameCategory,
  renamePostGrouping,
  renameReportReason,
  reorderCategories,
  retireCategory,
  saveCode,
} from './admin-service.ts';
