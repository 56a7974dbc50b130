import { z } from 'zod';
import { REPLY_HTML_MAX_LENGTH } from '../../validation/post.ts';
import { defineContract, langField } from '../envelope.ts';
import { idField, listOf, memberListBody, postAuthorSchema, postGroupingTypeSchema } from './shared.ts';
import { draftKeyField } from './uploads.ts';

/** The calls of replies (SPEC §7.2): writing, editing, deleting, and a member's replies. */

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

// ---------------------------------------------------------------- replies

/**
 * The contract refuses only a content that is not text and HTML over the ceiling as sent, counted
 * in code points as zod counts (so it never refuses what replyHtmlIssue, in UTF-16 units, accepts:
 * the same ceiling as the posts' content). Whether the reply says anything needs the sanitized
 * text, so the service answers replyPlz, replyMaxLength and replyHtmlMaxLength on what it stores
 * with the rules of common/validation/reply-fields.ts.
 */
const replyContentField = z.string('replyPlz').max(REPLY_HTML_MAX_LENGTH, 'replyHtmlMaxLength');

export const replyAdd = defineContract({
  method: 'POST',
  path: '/api/post/reply/add',
  summary: 'Replies to a post, or to a reply of it (`parentId`). Sanitized HTML: text, links and images.',
  tags: ['posts'],
  body: z.strictObject({
    ...langField,
    postId: idField,
    parentId: idField.nullable().optional(),
    content: replyContentField,
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
    content: replyContentField,
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

export const userReplyList = defineContract({
  method: 'POST',
  path: '/api/user/post_reply',
  summary: "A member's replies with their posts, newest first (not those of private or deleted posts).",
  tags: ['posts'],
  body: memberListBody,
  data: listOf(memberReplySchema),
});
