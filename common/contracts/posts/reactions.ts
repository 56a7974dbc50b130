import { z } from 'zod';
import { defineContract, langField } from '../envelope.ts';
import { idField, listOf, pageNum, pageSizeField, postAuthorSchema } from './shared.ts';

/** The toggles of posts and replies (like, bookmark, follow; SPEC §4) and who liked what. */

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
