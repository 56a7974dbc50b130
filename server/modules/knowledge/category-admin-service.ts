import type { z } from 'zod';
import type { adminCategorySchema } from '../../../common/contracts/knowledge.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { KIND_OF_AREA, loadAreaTree } from './catalog.ts';
import type { KnowledgeContext } from './context.ts';
import { cleanLine } from './content.ts';
import './events.ts';
import { presentAdminCategory } from './presenter.ts';
import * as categories from './repository.ts';
import type { KnowledgeArea } from './repository.ts';

/**
 * Administrators' categories (issue 31): two depths per area; a second-depth category hangs
 * under a first-depth one of the same area; only an empty category may go. Renames and new
 * orders tell search ('knowledge.category.changed'), whose documents carry the names.
 * Authorization is the routes' (administrators only, P31).
 */
type WriteContext = Pick<KnowledgeContext, 'db' | 'transaction' | 'clock'>;
type AdminCategoryDto = z.input<typeof adminCategorySchema>;

/** /api/knowledge/admin/category/get_list: the whole tree of an area, in order, drafts counted. */
export async function listAreaCategories(
  context: Pick<KnowledgeContext, 'db'>,
  input: { area: KnowledgeArea; lang: Locale },
): Promise<{ rows: AdminCategoryDto[] }> {
  const tree = await loadAreaTree(context.db, input.area);
  const counts = await categories.countArticlesByCategory(context.db, {
    kind: KIND_OF_AREA[input.area],
    includeDrafts: true,
  });
  const rows: AdminCategoryDto[] = [];
  for (const root of tree.roots) {
    const children = tree.childrenOf(root.id);
    const total = children.reduce((sum, child) => sum + (counts.get(child.id) ?? 0), 0);
    rows.push(presentAdminCategory(root, input.lang, total));
    for (const child of children) rows.push(presentAdminCategory(child, input.lang, counts.get(child.id) ?? 0));
  }
  return { rows };
}

const cleanNames = (names: Record<Locale, string>): Record<Locale, string> => ({
  ko: cleanLine(names.ko),
  en: cleanLine(names.en),
  ja: cleanLine(names.ja),
});

/** /api/knowledge/admin/category/save: adds (no id) or renames a category. */
export async function saveCategory(
  context: WriteContext,
  actorId: number,
  input: { id?: number | undefined; area: KnowledgeArea; parentId: number | null; names: Record<Locale, string> },
): Promise<{ id: number }> {
  const names = cleanNames(input.names);
  const at = context.clock.now().toISOString();
  if (input.id !== undefined) {
    const id = input.id;
    const category = await categories.findCategory(context.db, id);
    if (!category || category.area !== input.area) throw new AppError('NOT_FOUND');
    // A rename keeps the category where it is: the parent sent is the one it has, or none is moved.
    return context.transaction(async (trx, emit) => {
      await categories.updateCategoryNames(trx, id, names);
      await recordAudit(trx, {
        actorId,
        action: 'knowledge.category.save',
        target: { type: 'category', id },
        before: { names: category.names },
        after: { names },
        at,
      });
      emit('knowledge.category.changed', { categoryIds: [id], at });
      return { id };
    });
  }
  if (input.parentId !== null) {
    const parent = await categories.findCategory(context.db, input.parentId);
    if (!parent || parent.area !== input.area || parent.depth !== 1) {
      throw new AppError('KNOWLEDGE_CATEGORY_PARENT_INVALID', {
        fields: [{ field: 'parentId', code: 'KNOWLEDGE_CATEGORY_PARENT_INVALID' }],
      });
    }
  }
  return context.transaction(async (trx) => {
    const id = await categories.insertCategory(trx, { area: input.area, parentId: input.parentId, names, at });
    await recordAudit(trx, {
      actorId,
      action: 'knowledge.category.save',
      target: { type: 'category', id },
      before: null,
      after: { area: input.area, parentId: input.parentId, names },
      at,
    });
    return { id };
  });
}

/** /api/knowledge/admin/category/delete: an empty category only (KNOWLEDGE_CATEGORY_NOT_EMPTY). */
export async function deleteCategory(context: WriteContext, actorId: number, id: number): Promise<{ deleted: true }> {
  const category = await categories.findCategory(context.db, id);
  if (!category) throw new AppError('NOT_FOUND');
  await context.transaction(async (trx) => {
    if (await categories.categoryHasContent(trx, id)) throw new AppError('KNOWLEDGE_CATEGORY_NOT_EMPTY');
    await categories.deleteCategory(trx, id);
    await recordAudit(trx, {
      actorId,
      action: 'knowledge.category.delete',
      target: { type: 'category', id },
      before: { area: category.area, parentId: category.parentId, names: category.names },
      after: null,
      at: context.clock.now().toISOString(),
    });
  });
  return { deleted: true };
}

/** /api/knowledge/admin/category/reorder: every child of the parent, each once, else KNOWLEDGE_ORDER_MISMATCH. */
export async function reorderCategories(
  context: WriteContext,
  actorId: number,
  input: { area: KnowledgeArea; parentId: number | null; ids: number[] },
): Promise<{ ids: number[] }> {
  const tree = await loadAreaTree(context.db, input.area);
  if (input.parentId !== null) {
    const parent = tree.byId.get(input.parentId);
    if (!parent || parent.depth !== 1) throw new AppError('NOT_FOUND');
  }
  const children = input.parentId === null ? tree.roots : tree.childrenOf(input.parentId);
  const expected = new Set(children.map((child) => child.id));
  const given = new Set(input.ids);
  if (given.size !== input.ids.length || given.size !== expected.size || input.ids.some((id) => !expected.has(id))) {
    throw new AppError('KNOWLEDGE_ORDER_MISMATCH');
  }
  const at = context.clock.now().toISOString();
  await context.transaction(async (trx, emit) => {
    await categories.setCategoryOrder(trx, input.ids);
    await recordAudit(trx, {
      actorId,
      action: 'knowledge.category.reorder',
      target: { type: 'category', id: input.parentId },
      before: { area: input.area, ids: children.map((child) => child.id) },
      after: { area: input.area, ids: input.ids },
      at,
    });
    emit('knowledge.category.changed', { categoryIds: [...input.ids], at });
  });
  return { ids: input.ids };
}
