import { z } from 'zod';
import {
  COMPANY_NAME_INPUT_MAX_LENGTH,
  CONTENT_HTML_MAX_LENGTH,
  PAGE_SIZE_MAX,
  POST_SORTS,
  TAG_INPUT_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  TITLE_INPUT_MAX_LENGTH,
  TOP_KEYWORDS_FIRST_RENDER,
  TOP_KEYWORDS_MAX,
  VISIBILITIES,
} from '../../validation/post.ts';
import { categoryIssue } from '../../validation/post-fields.ts';
import { defineContract, langField, localeSchema } from '../envelope.ts';
import { replySchema } from './replies.ts';
import {
  idField,
  listOf,
  memberListBody,
  pageNum,
  pageSizeField,
  postAuthorSchema,
  postGroupingTypeSchema,
} from './shared.ts';
import { draftKeyField } from './uploads.ts';

/**
 * The calls of posts: lists, reading, writing, tags and a member's lists (SPEC §7.2, §7.1).
 * Field messages name SPEC §5-style keys of the errors namespace (titlePlz …), so that the
 * server and the editor say the same thing for the same mistake.
 */

export const visibilitySchema = z.enum(VISIBILITIES, 'visibilityPlz');

export const postCategorySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  depth: z.number().int(),
  name: z.string(),
});

/** What a card of a list shows (SPEC §3.3): no HTML, an excerpt of the text. */
export const postCardSchema = z.object({
  id: z.number().int(),
  type: postGroupingTypeSchema,
  lang: localeSchema,
  title: z.string(),
  /** Plain text, markup stripped, at most about 200 characters. */
  excerpt: z.string(),
  companyName: z.string().nullable(),
  /** The first image of the content, for the box layout. */
  thumbnailUrl: z.string().nullable(),
  author: postAuthorSchema,
  /** Big, mid and small category, those that exist, in order. */
  categories: z.array(postCategorySchema),
  tags: z.array(z.string()),
  replyCount: z.number().int(),
  likeCount: z.number().int(),
  bookmarkCount: z.number().int(),
  viewCount: z.number().int(),
  visibility: z.enum(VISIBILITIES),
  /** Hidden by reports (P16): only its author and administrators see such a card. */
  hidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type PostCard = z.infer<typeof postCardSchema>;

/** The viewer's own state on a post or reply; all false for visitors. */
const postViewerStateSchema = z.object({
  liked: z.boolean(),
  bookmarked: z.boolean(),
  followed: z.boolean(),
  reported: z.boolean(),
});

/** What the viewer may do; the UI shows an action only when its flag is true (DESIGN). */
export const postCanSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  report: z.boolean(),
  like: z.boolean(),
  bookmark: z.boolean(),
  follow: z.boolean(),
  reply: z.boolean(),
  /** Administrators, on a forum post: the Solomon reference mark (SPEC §7.2 update_reference). */
  markReference: z.boolean(),
});

export const postDetailSchema = postCardSchema.extend({
  /** Sanitized HTML (P15); null when hidden and the viewer is neither its author nor an admin. */
  content: z.string().nullable(),
  /** P14: only administrators receive it; null for everyone else. */
  adminContent: z.string().nullable(),
  followCount: z.number().int(),
  guideId: z.number().int().nullable(),
  solomonReference: z.boolean(),
  viewer: postViewerStateSchema,
  can: postCanSchema,
  /** Every reply, oldest first, flat: threadParentId and depth give the tree. */
  replies: z.array(replySchema),
});

export type PostDetail = z.infer<typeof postDetailSchema>;

// ---------------------------------------------------------------- reading

export const postGetList = defineContract({
  method: 'POST',
  path: '/api/post/get_list',
  summary:
    'Public posts of one grouping in one language (the request language by default), optionally of one category at any level, sorted by newest, views or likes. Careers pages hold 8, others 20.',
  tags: ['posts'],
  body: z.strictObject({
    ...langField,
    type: postGroupingTypeSchema,
    categoryId: idField.optional(),
    sort: z.enum(POST_SORTS).default('new'),
    pageNum,
    /** Defaults to 20, or 8 for careers (SPEC §9); the side panel sends 3. */
    pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
  }),
  data: listOf(postCardSchema),
});

export const postGetRecommandList = defineContract({
  method: 'POST',
  path: '/api/post/get_recommand_list',
  summary:
    'Posts of the language with the most recent engagement (replies, likes, bookmarks, views of the last 30 days).',
  tags: ['posts'],
  body: z.strictObject({ ...langField, limit: z.number().int().min(1).max(20).default(5) }),
  data: z.object({ rows: z.array(postCardSchema) }),
});

export const postGetBlogList = defineContract({
  method: 'POST',
  path: '/api/post/get_blog_list',
  summary: "The latest case studies and what's-new notices of the language, for the home page.",
  tags: ['posts'],
  body: z.strictObject({ ...langField, limit: z.number().int().min(1).max(20).default(4) }),
  data: z.object({ casestudy: z.array(postCardSchema), whatsnew: z.array(postCardSchema) }),
});

export const postGetOne = defineContract({
  method: 'POST',
  path: '/api/post/get_one',
  summary:
    'One post with its replies. Missing, deleted and private posts (P14, unless the author or an admin asks) → 404 NOT_FOUND. Counts a view once per reader per day (P18).',
  tags: ['posts'],
  body: z.strictObject({ ...langField, id: idField }),
  data: postDetailSchema,
});

/** One tag with the number of visible public posts counted for it. */
export const keywordRowSchema = z.object({ id: z.number().int(), keyword: z.string(), count: z.number().int() });

export const keywordGetList = defineContract({
  method: 'POST',
  path: '/api/keyword/get_list',
  summary:
    "Existing tags for the editor: those that start with `query` first, by how many posts use them. Without `query`, the language's popular keywords (P25, as get_top_list).",
  tags: ['posts'],
  body: z.strictObject({
    ...langField,
    query: z.string().max(TAG_MAX_LENGTH).optional(),
    limit: z.number().int().min(1).max(50).default(10),
  }),
  data: z.object({ rows: z.array(keywordRowSchema) }),
});

export const keywordGetTopList = defineContract({
  method: 'POST',
  path: '/api/keyword/get_top_list',
  summary:
    "The popular keywords (DECISIONS P25, SPEC §7.2's top keyword list): the tags of the language by how many of its visible public posts of the last 30 days use them, ties by those posts' views. SPEC §9: 10 on the first render, 5 in the side panel.",
  tags: ['posts'],
  body: z.strictObject({
    ...langField,
    limit: z.number().int().min(1).max(TOP_KEYWORDS_MAX).default(TOP_KEYWORDS_FIRST_RENDER),
  }),
  data: z.object({ rows: z.array(keywordRowSchema) }),
});

// ---------------------------------------------------------------- writing

/**
 * The body of add and edit. Here only types and the input ceilings, with the keys of the
 * rules themselves: the rules of SPEC §5 (common/validation/post-fields.ts) run in the service,
 * which reports every mistake of a post at once, those needing the category tree or the
 * sanitizer included (STYLE 5); the editor's form runs the same rules, and
 * web/features/posts/editor/post-form.agreement.test.ts proves both give the same answer.
 */
const postFields = {
  /** The language the post is written in (P2); the request's `lang` only picks the messages. */
  postLang: localeSchema,
  /** A category of null is none chosen, as the form says (categoryIssue); a missing one stays `required`. */
  categoryId: z
    .number({ error: (issue) => (issue.input === null ? categoryIssue(null) : undefined) })
    .int()
    .min(1)
    .max(2_147_483_647),
  title: z.string('titlePlz').max(TITLE_INPUT_MAX_LENGTH, 'titleMaxLength'),
  content: z.string('contentPlz').max(CONTENT_HTML_MAX_LENGTH, 'contentHtmlMaxLength'),
  adminContent: z.string().max(CONTENT_HTML_MAX_LENGTH, 'contentHtmlMaxLength').nullable().optional(),
  companyName: z.string().max(COMPANY_NAME_INPUT_MAX_LENGTH, 'companyNameMaxLength').nullable().optional(),
  tags: z.array(z.string().max(TAG_INPUT_MAX_LENGTH, 'tagMaxLength')).max(TAGS_MAX, 'tagsMaxCount').default([]),
  visibility: visibilitySchema,
  guideId: idField.nullable().optional(),
  draftKey: draftKeyField.optional(),
};

export const postAdd = defineContract({
  method: 'POST',
  path: '/api/post/add',
  summary:
    'Writes a post (members; whatsnew: administrators). Title ≤ 100, content text ≤ 60,000, company (careers) ≤ 20, ≤ 10 tags, a leaf category of the grouping. Content is sanitized (P15).',
  tags: ['posts'],
  body: z.strictObject({ ...langField, type: postGroupingTypeSchema, ...postFields }),
  data: z.object({ id: z.number().int() }),
});

export const postEdit = defineContract({
  method: 'POST',
  path: '/api/post/edit',
  summary: 'Edits a post: its author, or an administrator. The same rules as add; the grouping stays.',
  tags: ['posts'],
  body: z.strictObject({ ...langField, id: idField, ...postFields }),
  data: z.object({ id: z.number().int() }),
});

export const postDelete = defineContract({
  method: 'POST',
  path: '/api/post/delete',
  summary: 'Deletes a post and every reply under it (SPEC §4): its author, or an administrator.',
  tags: ['posts'],
  body: z.strictObject({ ...langField, id: idField }),
  data: z.object({ deleted: z.literal(true) }),
});

export const userPostList = defineContract({
  method: 'POST',
  path: '/api/user/post',
  summary: "A member's posts, newest first. Private and hidden ones only for the member and administrators.",
  tags: ['posts'],
  body: memberListBody,
  data: listOf(postCardSchema),
});

export const userBookmarkList = defineContract({
  method: 'POST',
  path: '/api/user/bookmark',
  summary:
    'The signed-in member’s bookmarked posts, newest bookmark first. `userInfoId`, when sent, must be the signed-in member (403 otherwise).',
  tags: ['posts'],
  body: z.strictObject({ ...langField, userInfoId: idField.optional(), pageNum, pageSize: pageSizeField(20) }),
  data: listOf(postCardSchema),
});

export const userFollowedPostList = defineContract({
  method: 'POST',
  path: '/api/user/post_follow',
  summary:
    'The signed-in member’s followed posts, newest follow first. `userInfoId`, when sent, must be the signed-in member (403 otherwise).',
  tags: ['posts'],
  body: z.strictObject({ ...langField, userInfoId: idField.optional(), pageNum, pageSize: pageSizeField(20) }),
  data: listOf(postCardSchema),
});
