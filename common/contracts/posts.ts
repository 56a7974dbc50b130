import { z } from 'zod';
import {
  COMPANY_NAME_INPUT_MAX_LENGTH,
  CONTENT_HTML_MAX_LENGTH,
  PAGE_SIZE_MAX,
  POST_SORTS,
  REPLY_HTML_MAX_LENGTH,
  REPORT_TARGETS,
  TAG_INPUT_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  TITLE_INPUT_MAX_LENGTH,
  VISIBILITIES,
} from '../validation/post.ts';
import { categoryIssue } from '../validation/post-fields.ts';
import { publicUserSchema } from './accounts.ts';
import { defineContract, langField, localeSchema } from './envelope.ts';
import { POST_GROUPING_TYPES, REPORT_REASON_KEYS } from './reference.ts';

/**
 * The calls of posts and discussions (issue 4; SPEC §7.2, §7.4 and the member lists of §7.1).
 * Field messages name SPEC §5-style keys of the errors namespace (titlePlz …), so that the
 * server and the editor say the same thing for the same mistake.
 */

/** Database ids are 32-bit integers on PostgreSQL; a larger number can only be unknown. */
export const idField = z.number().int().min(1).max(2_147_483_647);
const pageNum = z.number().int().min(1).max(100_000).default(1);
const pageSizeField = (fallback: number) => z.number().int().min(1).max(PAGE_SIZE_MAX).default(fallback);
/** A draft's uploads share this key until the post that uses them is saved (P19, 15 MB per post). */
export const draftKeyField = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const postGroupingTypeSchema = z.enum(POST_GROUPING_TYPES);
export const visibilitySchema = z.enum(VISIBILITIES, 'visibilityPlz');

// ---------------------------------------------------------------- shapes

export const postAuthorSchema = publicUserSchema;

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
});

export const REPLY_STATES = ['visible', 'hidden', 'deleted'] as const;

export const replySchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  /** The reply this one answers; null when it answers the post. */
  parentId: z.number().int().nullable(),
  /** Where the thread shows it (nesting stops at depth 3). */
  threadParentId: z.number().int().nullable(),
  depth: z.number().int().min(1).max(3),
  /** Set on answers kept at depth 3: the member answered, shown as an @nickname prefix. */
  mention: z.object({ id: z.number().int(), nickName: z.string() }).nullable(),
  author: postAuthorSchema,
  state: z.enum(REPLY_STATES),
  /** Sanitized HTML; null when deleted, or hidden and the viewer is not its author or an admin. */
  content: z.string().nullable(),
  /** Plain-text summary; "(image)" is the UI's word for an empty one with images (SPEC §3.3). */
  contentText: z.string().nullable(),
  hasImage: z.boolean(),
  likeCount: z.number().int(),
  edited: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  viewer: z.object({ liked: z.boolean(), reported: z.boolean() }),
  can: z.object({
    edit: z.boolean(),
    delete: z.boolean(),
    reply: z.boolean(),
    like: z.boolean(),
    report: z.boolean(),
  }),
});
export type ReplyDto = z.infer<typeof replySchema>;

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

const listOf = <Row extends z.ZodType>(row: Row) =>
  z.object({ rows: z.array(row), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() });

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

export const postGetOneLikeList = defineContract({
  method: 'POST',
  path: '/api/post/get_one_like_list',
  summary: 'Members who liked a post (`postId`) or a reply (`replyId`), newest first.',
  tags: ['posts'],
  body: z
    .strictObject({
      ...langField,
      postId: idField.optional(),
      replyId: idField.optional(),
      pageNum,
      pageSize: pageSizeField(20),
    })
    .refine((body) => (body.postId === undefined) !== (body.replyId === undefined), { path: ['postId'] }),
  data: listOf(postAuthorSchema),
});

export const keywordGetList = defineContract({
  method: 'POST',
  path: '/api/keyword/get_list',
  summary: 'Existing tags for the editor: those that start with `query` first, by how many posts use them.',
  tags: ['posts'],
  body: z.strictObject({
    ...langField,
    query: z.string().max(TAG_MAX_LENGTH).optional(),
    limit: z.number().int().min(1).max(50).default(10),
  }),
  data: z.object({ rows: z.array(z.object({ id: z.number().int(), keyword: z.string(), count: z.number().int() })) }),
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

/** What the editor gets back for an uploaded image. */
export const uploadResultSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  draftKey: z.string(),
  /** Bytes of every image of the draft so far, against 15 MB (P19). */
  draftBytes: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/**
 * Multipart (`file`, and the field `draftKey`): the body is not JSON, so this contract documents
 * the call and its answer; the route reads the parts itself.
 */
export const postFileUpload = defineContract({
  method: 'POST',
  path: '/api/post/file/upload',
  summary:
    'Uploads one editor image (multipart: file, draftKey). png, jpeg, gif or webp by content; ≤ 1 MB each; ≤ 15 MB per draft (P19). Re-encoded without metadata.',
  tags: ['posts'],
  body: z.unknown(),
  data: uploadResultSchema,
});

export const postFileUploadBase64 = defineContract({
  method: 'POST',
  path: '/api/post/file/uploadBase64',
  summary: 'The same as upload for a pasted image sent as a data: URL.',
  tags: ['posts'],
  body: z.strictObject({
    ...langField,
    data: z.string().max(1_500_000),
    draftKey: draftKeyField,
  }),
  data: uploadResultSchema,
});

// ---------------------------------------------------------------- replies

export const replyAdd = defineContract({
  method: 'POST',
  path: '/api/post/reply/add',
  summary: 'Replies to a post, or to a reply of it (`parentId`). Sanitized HTML: text, links and images.',
  tags: ['posts'],
  body: z.strictObject({
    ...langField,
    postId: idField,
    parentId: idField.nullable().optional(),
    content: z.string('replyPlz').max(REPLY_HTML_MAX_LENGTH, 'replyHtmlMaxLength'),
    draftKey: draftKeyField.optional(),
  }),
  data: replySchema,
});

export const replyUpdate = defineContract({
  method: 'POST',
  path: '/api/post/reply/update',
  summary: 'Edits an own reply (or any, for administrators).',
  tags: ['posts'],
  body: z.strictObject({
    ...langField,
    id: idField,
    content: z.string('replyPlz').max(REPLY_HTML_MAX_LENGTH, 'replyHtmlMaxLength'),
  }),
  data: replySchema,
});

export const replyDelete = defineContract({
  method: 'POST',
  path: '/api/post/reply/delete',
  summary: 'Deletes a reply and every answer under it (SPEC §4); they keep their place as placeholders.',
  tags: ['posts'],
  body: z.strictObject({ ...langField, id: idField }),
  data: z.object({ deletedIds: z.array(z.number().int()), replyCount: z.number().int() }),
});

// ---------------------------------------------------------------- reactions (toggles; `value` sets a state)

const toggleValue = { value: z.boolean().optional() };

/** Every toggle answers the same shape (issue 12, actions as data): its state and its counter after the press. */
export const toggleResultSchema = z.object({ active: z.boolean(), count: z.number().int() });
export type ToggleResult = z.infer<typeof toggleResultSchema>;

export const postLike = defineContract({
  method: 'POST',
  path: '/api/post/like',
  summary: 'Likes or unlikes a post: toggles, or sets `value`. Not on own posts. P17: LIKE_ABUSING.',
  tags: ['posts'],
  body: z.strictObject({ ...langField, postId: idField, ...toggleValue }),
  data: toggleResultSchema,
});

export const replyLike = defineContract({
  method: 'POST',
  path: '/api/post/reply/like',
  summary: 'Likes or unlikes a reply: toggles, or sets `value`. Not on own replies. P17: LIKE_ABUSING.',
  tags: ['posts'],
  body: z.strictObject({ ...langField, replyId: idField, ...toggleValue }),
  data: toggleResultSchema,
});

export const postBookmark = defineContract({
  method: 'POST',
  path: '/api/post/bookmark',
  summary: 'Bookmarks or un-bookmarks a post. P17: POST_BOOKMARK_ABUSING.',
  tags: ['posts'],
  body: z.strictObject({ ...langField, postId: idField, ...toggleValue }),
  data: toggleResultSchema,
});

export const postFollow = defineContract({
  method: 'POST',
  path: '/api/post/follow',
  summary:
    'Follows or unfollows a post (its new replies notify the follower). Not on own posts. P17: USER_FOLLOW_ABUSING.',
  tags: ['posts'],
  body: z.strictObject({ ...langField, postId: idField, ...toggleValue }),
  data: toggleResultSchema,
});

// ---------------------------------------------------------------- reports (P16)

export const reportAdd = defineContract({
  method: 'POST',
  path: '/api/report/add',
  summary:
    'Reports a post or reply with one reason. Once per member and item (409 REPORT_DUPLICATE); not own content. Hidden at 3 reports from distinct members.',
  tags: ['posts'],
  body: z.strictObject({
    ...langField,
    targetType: z.enum(REPORT_TARGETS),
    targetId: idField,
    reasonKey: z.enum(REPORT_REASON_KEYS, 'reportReasonPlz'),
  }),
  data: z.object({ reported: z.literal(true), hidden: z.boolean() }),
});

// ---------------------------------------------------------------- member lists (SPEC §7.1)

export const memberReplySchema = z.object({
  id: z.number().int(),
  post: z.object({ id: z.number().int(), type: postGroupingTypeSchema, title: z.string() }),
  contentText: z.string(),
  hasImage: z.boolean(),
  likeCount: z.number().int(),
  hidden: z.boolean(),
  createdAt: z.string(),
});

export const userPostList = defineContract({
  method: 'POST',
  path: '/api/user/post',
  summary: "A member's posts, newest first. Private and hidden ones only for the member and administrators.",
  tags: ['posts'],
  body: z.strictObject({ ...langField, userInfoId: idField, pageNum, pageSize: pageSizeField(20) }),
  data: listOf(postCardSchema),
});

export const userReplyList = defineContract({
  method: 'POST',
  path: '/api/user/post_reply',
  summary: "A member's replies with their posts, newest first (not those of private or deleted posts).",
  tags: ['posts'],
  body: z.strictObject({ ...langField, userInfoId: idField, pageNum, pageSize: pageSizeField(20) }),
  data: listOf(memberReplySchema),
});

export const userBookmarkList = defineContract({
  method: 'POST',
  path: '/api/user/bookmark',
  summary: 'The signed-in member’s bookmarked posts, newest bookmark first.',
  tags: ['posts'],
  body: z.strictObject({ ...langField, pageNum, pageSize: pageSizeField(20) }),
  data: listOf(postCardSchema),
});

export const userFollowedPostList = defineContract({
  method: 'POST',
  path: '/api/user/post_follow',
  summary: 'The signed-in member’s followed posts, newest follow first.',
  tags: ['posts'],
  body: z.strictObject({ ...langField, pageNum, pageSize: pageSizeField(20) }),
  data: listOf(postCardSchema),
});
