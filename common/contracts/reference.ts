import { z } from 'zod';
import { defineContract, langField, localizedNames } from './envelope.ts';

/** Groups of code items (SPEC §3.1 "Code items"). */
export const CODE_GROUPS = ['job', 'signup_from', 'sns'] as const;
export type CodeGroup = (typeof CODE_GROUPS)[number];

/** Post groupings (SPEC §3.3, DECISIONS P13); SPEC's "notice" is whatsnew. */
export const POST_GROUPING_TYPES = ['whatsnew', 'forum', 'casestudy', 'careers'] as const;
export type PostGroupingType = (typeof POST_GROUPING_TYPES)[number];

/** Who may write posts in a grouping (DECISIONS P13). */
export const WRITABLE_BY = ['member', 'admin'] as const;
export type WritableBy = (typeof WRITABLE_BY)[number];

/** Characters in the order DECISIONS P22 grants them; dough belongs to every member. */
export const CHARACTER_KEYS = ['dough', 'muffin', 'donut', 'loaf', 'baguette'] as const;
export type CharacterKey = (typeof CHARACTER_KEYS)[number];

export const CATEGORY_MAX_DEPTH = 3;

/** Database ids are 32-bit integers on PostgreSQL; a larger number can only be unknown. */
const idField = z.number().int().min(1).max(2_147_483_647);
/** Stable keys are ASCII words (JOB_MARKETER, google, forum.analytics.funnels). */
const keyField = z.string().regex(/^[A-Za-z0-9_.-]{1,128}$/);

const listOf = <Row extends z.ZodType>(row: Row) => z.object({ rows: z.array(row), total: z.number().int() });

/** Refinement for calls that look one row up by its id or by another identifier, not both. */
function exactlyOne(first: string, second: string) {
  return (body: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const given = [first, second].filter((field) => body[field] !== undefined);
    if (given.length === 1) return;
    // Neither: the first is reported as required; both: the second as a value not allowed.
    const field = given.length === 0 ? first : second;
    ctx.addIssue({ code: 'custom', path: [field], input: body[field] });
  };
}

// ---------------------------------------------------------------- codes

export const codeSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  group: z.enum(CODE_GROUPS),
  name: z.string(),
  names: localizedNames,
});
export type CodeDto = z.infer<typeof codeSchema>;

export const codeGetList = defineContract({
  method: 'POST',
  path: '/api/admin/code/get_list',
  summary: 'Code items (jobs, sign-up sources), public: the sign-up form needs the job list. Optional `group` filter.',
  tags: ['reference'],
  body: z.strictObject({ ...langField, group: z.enum(CODE_GROUPS).optional() }),
  data: listOf(codeSchema),
});

export const codeGetOne = defineContract({
  method: 'POST',
  path: '/api/admin/code/get_one',
  summary: 'One code item by `id` or by `key` (exactly one of them); unknown → 404 NOT_FOUND.',
  tags: ['reference'],
  body: z
    .strictObject({ ...langField, id: idField.optional(), key: keyField.optional() })
    .superRefine(exactlyOne('id', 'key')),
  data: codeSchema,
});

// ---------------------------------------------------------------- categories

const categoryBase = z.object({
  id: z.number().int(),
  key: z.string(),
  depth: z.number().int().min(1).max(CATEGORY_MAX_DEPTH),
  /** The post grouping the category belongs to. */
  type: z.enum(POST_GROUPING_TYPES),
  name: z.string(),
  names: localizedNames,
});
// Three explicit levels rather than a recursive schema: the depth is fixed by SPEC §2 (big, mid,
// small) and the OpenAPI document stays flat.
export const categoryLevel3Schema = categoryBase.extend({ children: z.array(z.never()) });
export const categoryLevel2Schema = categoryBase.extend({ children: z.array(categoryLevel3Schema) });
export const categoryLevel1Schema = categoryBase.extend({ children: z.array(categoryLevel2Schema) });
export type CategoryNodeDto = z.infer<typeof categoryLevel1Schema>;
export type CategoryLevel2Dto = z.infer<typeof categoryLevel2Schema>;
export type CategoryLevel3Dto = z.infer<typeof categoryLevel3Schema>;

export const categoryList = defineContract({
  method: 'POST',
  path: '/api/category/list',
  summary:
    'The three-level category tree: data.rows are depth-1 categories, each with `children` of depth 2, each with ' +
    '`children` of depth 3 (leaves have an empty `children`); data.total counts depth-1 rows. Optional `type` filter.',
  tags: ['reference'],
  body: z.strictObject({ ...langField, type: z.enum(POST_GROUPING_TYPES).optional() }),
  data: listOf(categoryLevel1Schema),
});

// ---------------------------------------------------------------- post groupings

export const postGroupingSchema = z.object({
  id: z.number().int(),
  type: z.enum(POST_GROUPING_TYPES),
  name: z.string(),
  names: localizedNames,
  writableBy: z.enum(WRITABLE_BY),
});
export type PostGroupingDto = z.infer<typeof postGroupingSchema>;

/**
 * A grouping as the asking viewer may use it: `write` (start a post in it, DECISIONS P13) and
 * `writeAdminContent` (the administrator-only parts of a post, P14). False for a visitor.
 */
export const postGroupingWithPermissionsSchema = postGroupingSchema.extend({
  can: z.object({ write: z.boolean(), writeAdminContent: z.boolean() }),
});
export type PostGroupingWithPermissionsDto = z.infer<typeof postGroupingWithPermissionsSchema>;

export const postGroupingWithCategoriesSchema = postGroupingSchema.extend({
  categories: z.array(categoryLevel1Schema),
});
export type PostGroupingWithCategoriesDto = z.infer<typeof postGroupingWithCategoriesSchema>;

export const postGroupingGetList = defineContract({
  method: 'POST',
  path: '/api/admin/postGroupingCode/get_list',
  summary:
    'The post groupings (whatsnew, forum, casestudy, careers) with who may write in each (DECISIONS P13) and what the viewer may write there (`can`).',
  tags: ['reference'],
  body: z.strictObject({ ...langField }),
  data: listOf(postGroupingWithPermissionsSchema),
});

export const postGroupingGetOne = defineContract({
  method: 'POST',
  path: '/api/admin/postGroupingCode/get_one',
  summary: 'One post grouping by `id` or by `type` (exactly one of them); unknown id → 404 NOT_FOUND.',
  tags: ['reference'],
  body: z
    .strictObject({ ...langField, id: idField.optional(), type: z.enum(POST_GROUPING_TYPES).optional() })
    .superRefine(exactlyOne('id', 'type')),
  data: postGroupingWithPermissionsSchema,
});

export const postGroupingGetGroupList = defineContract({
  method: 'POST',
  path: '/api/admin/postGroupingCode/get_group_list',
  summary:
    'Every post grouping with its category tree: data.rows are groupings (as in get_list) each with `categories`, ' +
    'the depth-1 categories of that grouping in the shape of /api/category/list rows. Optional `type` filter.',
  tags: ['reference'],
  body: z.strictObject({ ...langField, type: z.enum(POST_GROUPING_TYPES).optional() }),
  data: listOf(postGroupingWithCategoriesSchema),
});

// ---------------------------------------------------------------- personality types and characters

export const characterSchema = z.object({
  id: z.number().int(),
  key: z.enum(CHARACTER_KEYS),
  name: z.string(),
  names: localizedNames,
  intro: z.string(),
  intros: localizedNames,
  /** The personality types that bake into this character; empty for dough (no type set). */
  types: z.array(z.string()),
});
export type CharacterDto = z.infer<typeof characterSchema>;

export const mbtiSchema = z.object({
  id: z.number().int(),
  /** Lower case, as SPEC §3.1 writes them (intj … esfp). */
  type: z.string(),
  character: z.object({ key: z.enum(CHARACTER_KEYS), name: z.string(), intro: z.string() }),
});
export type MbtiDto = z.infer<typeof mbtiSchema>;

export const mbtiGetList = defineContract({
  method: 'POST',
  path: '/api/mbti/get_list',
  summary:
    'The 16 personality types with their character (SPEC §3.1) in data.rows, and the five characters, dough first, ' +
    'in data.characters (DECISIONS P22: dough is the character of members without a type).',
  tags: ['reference'],
  body: z.strictObject({ ...langField }),
  data: listOf(mbtiSchema).extend({ characters: z.array(characterSchema) }),
});

export const mbtiGetOne = defineContract({
  method: 'POST',
  path: '/api/mbti/get_one',
  summary:
    'One personality type by `id` or by `type` (case-insensitive; exactly one of them); unknown → 404 NOT_FOUND.',
  tags: ['reference'],
  body: z
    .strictObject({
      ...langField,
      id: idField.optional(),
      type: z
        .string()
        .regex(/^[A-Za-z]{4}$/)
        .optional(),
    })
    .superRefine(exactlyOne('id', 'type')),
  data: mbtiSchema,
});

// ---------------------------------------------------------------- report reasons

export const reportReasonSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  names: localizedNames,
});
export type ReportReasonDto = z.infer<typeof reportReasonSchema>;

export const reportGetCode = defineContract({
  method: 'POST',
  path: '/api/report/get_code',
  summary: 'The report reasons of SPEC §3.3 (spam, obscenity, hate, harassment).',
  tags: ['reference'],
  body: z.strictObject({ ...langField }),
  data: listOf(reportReasonSchema),
});
