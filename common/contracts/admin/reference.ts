import { z } from 'zod';
import { defineContract, langField, localizedNames } from '../envelope.ts';
import { CATEGORY_MAX_DEPTH, CODE_GROUPS, POST_GROUPING_TYPES } from '../reference.ts';

/**
 * The administrators' console: reference data (issue 32 item 4, SPEC §7.3). The reads of
 * SPEC §7.3 (/api/admin/code/get_list …) stay public (the sign-up form needs them); these are
 * the writes and the console's own reads, answering NOT_FOUND to everyone but administrators.
 */

/** A name in one language: required, at most this many characters after trimming. */
export const REFERENCE_NAME_MAX_LENGTH = 100;

const id = z.number().int().min(1).max(2_147_483_647);
const name = z.string().trim().min(1).max(REFERENCE_NAME_MAX_LENGTH);
/** Names in the three languages, each required. */
export const namesInput = z.strictObject({ ko: name, en: name, ja: name });
/** A stable key: ASCII, fixed once created. */
const key = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);

export const adminCodeSave = defineContract({
  method: 'POST',
  path: '/api/admin/code/save',
  summary: 'Adds a code (with its key) or renames one (its key is fixed once created); audited.',
  tags: ['admin'],
  body: z.strictObject({
    ...langField,
    id: id.optional(),
    group: z.enum(CODE_GROUPS).optional(),
    key: key.optional(),
    names: namesInput,
  }),
  data: z.object({ id: z.number().int() }),
});

export const adminPostGroupingUpdate = defineContract({
  method: 'POST',
  path: '/api/admin/postGroupingCode/update',
  summary: 'Renames a post grouping in ko, en and ja; audited.',
  tags: ['admin'],
  body: z.strictObject({ ...langField, id, names: namesInput }),
  data: z.object({ id: z.number().int() }),
});

export const adminReportReasonUpdate = defineContract({
  method: 'POST',
  path: '/api/admin/reportReason/update',
  summary: "Renames a report reason in ko, en and ja (its key is SPEC §3.3's, fixed); audited.",
  tags: ['admin'],
  body: z.strictObject({ ...langField, id, names: namesInput }),
  data: z.object({ id: z.number().int() }),
});

const adminCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  depth: z.number().int(),
  key: z.string(),
  type: z.enum(POST_GROUPING_TYPES),
  names: localizedNames,
  retired: z.boolean(),
  postCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

export const adminCategoryList = defineContract({
  method: 'POST',
  path: '/api/admin/category/get_list',
  summary: "A grouping's categories, retired ones too, parents before children, with their posts' count.",
  tags: ['admin'],
  body: z.strictObject({ ...langField, type: z.enum(POST_GROUPING_TYPES) }),
  data: z.object({ rows: z.array(adminCategory) }),
});

export const adminCategoryAdd = defineContract({
  method: 'POST',
  path: '/api/admin/category/add',
  summary: `Adds a category under a parent (or at the top), at most ${CATEGORY_MAX_DEPTH} levels; audited.`,
  tags: ['admin'],
  body: z.strictObject({
    ...langField,
    type: z.enum(POST_GROUPING_TYPES),
    parentId: id.nullable(),
    key,
    names: namesInput,
  }),
  data: z.object({ id: z.number().int() }),
});

export const adminCategoryRename = defineContract({
  method: 'POST',
  path: '/api/admin/category/rename',
  summary: 'Renames a category in ko, en and ja; audited.',
  tags: ['admin'],
  body: z.strictObject({ ...langField, id, names: namesInput }),
  data: z.object({ id: z.number().int() }),
});

export const adminCategoryReorder = defineContract({
  method: 'POST',
  path: '/api/admin/category/reorder',
  summary: "Orders a parent's children: the ids of all of them, in their new order; audited.",
  tags: ['admin'],
  body: z.strictObject({
    ...langField,
    type: z.enum(POST_GROUPING_TYPES),
    parentId: id.nullable(),
    ids: z.array(id).min(1).max(200),
  }),
  data: z.object({ ids: z.array(z.number().int()) }),
});

export const adminCategoryRetire = defineContract({
  method: 'POST',
  path: '/api/admin/category/retire',
  summary: 'Retires a category (hidden from the picker and filters; its posts keep it) or brings it back; audited.',
  tags: ['admin'],
  body: z.strictObject({ ...langField, id, retired: z.boolean() }),
  data: z.object({ id: z.number().int(), retired: z.boolean() }),
});
