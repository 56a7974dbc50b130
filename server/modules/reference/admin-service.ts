import type { CodeGroup, PostGroupingType } from '../../../common/contracts/reference.ts';
import { CATEGORY_MAX_DEPTH } from '../../../common/contracts/reference.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { ServiceContext, Trx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import * as admin from './admin-repository.ts';
import * as repository from './repository.ts';
import type { Names } from './repository.ts';

/**
 * The administrators' changes to reference data (issue 32 item 4). Each is recorded in the
 * audit log in its own transaction. Keys are fixed once created (the seed and the posts'
 * rows refer to them); categories are retired, never deleted, while posts use them.
 */

type Context = Pick<ServiceContext, 'db' | 'transaction' | 'clock'>;

/** A console rename: the row's new names and its audit row (names before and after), in the caller's transaction. */
async function renameAudited(
  trx: Trx,
  viewer: Viewer,
  at: string,
  row: { table: admin.RenamedTable; id: number; action: string; targetType: string; before: Names },
  names: Names,
): Promise<{ id: number }> {
  await admin.renameRow(trx, row.table, row.id, names, at);
  await recordAudit(trx, {
    actorId: viewer.id,
    action: row.action,
    target: { type: row.targetType, id: row.id },
    before: { names: row.before },
    after: { names },
    at,
  });
  return { id: row.id };
}

export async function saveCode(
  ctx: Context,
  viewer: Viewer,
  input: { id?: number; group?: CodeGroup; key?: string; names: Names },
): Promise<{ id: number }> {
  return ctx.transaction(async (trx) => {
    const at = ctx.clock.now().toISOString();
    if (input.id === undefined) {
      if (!input.group || !input.key) throw new AppError('VALIDATION_FAILED');
      if (await admin.codeKeyTaken(trx, input.key)) throw new AppError('REFERENCE_KEY_TAKEN');
      const id = await admin.insertCode(trx, { group: input.group, key: input.key, names: input.names });
      const after = { group: input.group, key: input.key, names: input.names };
      await recordAudit(trx, { actorId: viewer.id, action: 'code.add', target: { type: 'code', id }, after, at });
      return { id };
    }
    const code = await repository.findCode(trx, { id: input.id });
    if (!code) throw new AppError('NOT_FOUND');
    if (
      (input.key !== undefined && input.key !== code.key) ||
      (input.group !== undefined && input.group !== code.group)
    )
      throw new AppError('REFERENCE_KEY_FIXED');
    return renameAudited(
      trx,
      viewer,
      at,
      { table: 'codes', id: code.id, action: 'code.update', targetType: 'code', before: code.names },
      input.names,
    );
  });
}

export async function renamePostGrouping(ctx: Context, viewer: Viewer, input: { id: number; names: Names }) {
  return ctx.transaction(async (trx) => {
    const grouping = await repository.findPostGrouping(trx, { id: input.id });
    if (!grouping) throw new AppError('NOT_FOUND');
    return renameAudited(
      trx,
      viewer,
      ctx.clock.now().toISOString(),
      {
        table: 'post_groupings',
        id: grouping.id,
        action: 'grouping.rename',
        targetType: 'grouping',
        before: grouping.names,
      },
      input.names,
    );
  });
}

/** Report reasons: names only; their keys are SPEC §3.3's and the reports refer to them. */
export async function renameReportReason(ctx: Context, viewer: Viewer, input: { id: number; names: Names }) {
  return ctx.transaction(async (trx) => {
    const reason = await admin.findReportReason(trx, input.id);
    if (!reason) throw new AppError('NOT_FOUND');
    return renameAudited(
      trx,
      viewer,
      ctx.clock.now().toISOString(),
      {
        table: 'report_reasons',
        id: reason.id,
        action: 'reportReason.rename',
        targetType: 'reportReason',
        before: reason.names,
      },
      input.names,
    );
  });
}

export async function listAdminCategories(ctx: Pick<ServiceContext, 'db'>, type: PostGroupingType) {
  const rows = await admin.listAdminCategories(ctx.db, type);
  return rows.map(({ sortOrder: _sortOrder, ...row }) => row);
}

export async function addCategory(
  ctx: Context,
  viewer: Viewer,
  input: { type: PostGroupingType; parentId: number | null; key: string; names: Names },
): Promise<{ id: number }> {
  return ctx.transaction(async (trx) => {
    let depth = 1;
    if (input.parentId !== null) {
      const parent = await admin.findCategory(trx, input.parentId);
      if (!parent || parent.type !== input.type || parent.depth >= CATEGORY_MAX_DEPTH)
        throw new AppError('CATEGORY_PARENT_INVALID');
      depth = parent.depth + 1;
    }
    if (await admin.categoryKeyTaken(trx, input.key)) throw new AppError('REFERENCE_KEY_TAKEN');
    const siblings = await admin.listSiblingIds(trx, input.type, input.parentId);
    const id = await admin.insertCategory(trx, { ...input, depth, sortOrder: siblings.length + 1 });
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'category.add',
      target: { type: 'category', id },
      after: { type: input.type, parentId: input.parentId, key: input.key, names: input.names },
      at: ctx.clock.now().toISOString(),
    });
    return { id };
  });
}

export async function renameCategory(ctx: Context, viewer: Viewer, input: { id: number; names: Names }) {
  return ctx.transaction(async (trx) => {
    const category = await admin.findCategory(trx, input.id);
    if (!category) throw new AppError('NOT_FOUND');
    return renameAudited(
      trx,
      viewer,
      ctx.clock.now().toISOString(),
      {
        table: 'categories',
        id: category.id,
        action: 'category.rename',
        targetType: 'category',
        before: category.names,
      },
      input.names,
    );
  });
}

/** The new order of all of a parent's children: every sibling once, nothing else. */
export async function reorderCategories(
  ctx: Context,
  viewer: Viewer,
  input: { type: PostGroupingType; parentId: number | null; ids: number[] },
) {
  return ctx.transaction(async (trx) => {
    const current = await admin.listSiblingIds(trx, input.type, input.parentId);
    const sameSet =
      current.length === input.ids.length &&
      new Set(input.ids).size === input.ids.length &&
      input.ids.every((id) => current.includes(id));
    if (!sameSet) throw new AppError('CATEGORY_ORDER_MISMATCH');
    for (const [index, id] of input.ids.entries()) await admin.setCategoryOrder(trx, id, index + 1);
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'category.reorder',
      target: { type: 'category', id: input.parentId },
      before: { ids: current },
      after: { ids: input.ids },
      at: ctx.clock.now().toISOString(),
    });
    return { ids: input.ids };
  });
}

/** Retiring hides a category from the picker and the filters; its posts keep it. Never deleted. */
export async function retireCategory(ctx: Context, viewer: Viewer, input: { id: number; retired: boolean }) {
  return ctx.transaction(async (trx) => {
    const category = await admin.findCategory(trx, input.id);
    if (!category) throw new AppError('NOT_FOUND');
    const at = ctx.clock.now().toISOString();
    await admin.setCategoryRetired(trx, category.id, input.retired ? at : null);
    await recordAudit(trx, {
      actorId: viewer.id,
      action: input.retired ? 'category.retire' : 'category.restore',
      target: { type: 'category', id: category.id },
      before: { retired: category.retired },
      after: { retired: input.retired },
      at,
    });
    return { id: category.id, retired: input.retired };
  });
}
