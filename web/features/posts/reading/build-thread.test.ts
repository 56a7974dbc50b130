import { describe, expect, it } from 'vitest';
import type { ReplyDto } from '../../../../common/contracts/posts/replies.ts';
import { buildThread, threadOrder } from './build-thread.ts';

let nextId = 1;
function reply(fields: Partial<ReplyDto> & { id: number }): ReplyDto {
  nextId = Math.max(nextId, fields.id + 1);
  return {
    postId: 1,
    parentId: null,
    threadParentId: null,
    depth: 1,
    mention: null,
    author: {
      id: 9,
      nickName: 'baker',
      admin: false,
      deprecated: false,
      jobKey: null,
      mbtiId: null,
      characterKey: 'dough',
      level: 1,
      temperature: 0,
      profileImagePath: null,
      profileBaseImageIndex: null,
      badge: null,
    },
    state: 'visible',
    content: '<p>hi</p>',
    contentText: 'hi',
    hasImage: false,
    likeCount: 0,
    edited: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    viewer: { liked: false, reported: false },
    can: { edit: false, delete: false, reply: true, like: true, report: true },
    ...fields,
  };
}

const shape = (nodes: ReturnType<typeof buildThread>): unknown =>
  nodes.map((node) => (node.children.length ? [node.reply.id, shape(node.children)] : node.reply.id));

describe('buildThread', () => {
  it('nests answers under the replies they answer, oldest first, with their levels', () => {
    const thread = buildThread([
      reply({ id: 1 }),
      reply({ id: 2 }),
      reply({ id: 3, parentId: 1, threadParentId: 1, depth: 2 }),
      reply({ id: 4, parentId: 3, threadParentId: 3, depth: 3 }),
      reply({ id: 5, parentId: 1, threadParentId: 1, depth: 2 }),
    ]);
    expect(shape(thread)).toEqual([[1, [[3, [4]], 5]], 2]);
    expect(threadOrder(thread).map((node) => [node.reply.id, node.level])).toEqual([
      [1, 1],
      [3, 2],
      [4, 3],
      [5, 2],
      [2, 1],
    ]);
  });

  it('keeps answers to a third-level reply at the third level, beside it, with their mention', () => {
    // The API files an answer to a depth-3 reply under the same parent, with the answered member as mention.
    const thread = buildThread([
      reply({ id: 1 }),
      reply({ id: 2, parentId: 1, threadParentId: 1, depth: 2 }),
      reply({ id: 3, parentId: 2, threadParentId: 2, depth: 3 }),
      reply({ id: 4, parentId: 3, threadParentId: 2, depth: 3, mention: { id: 9, nickName: 'baker' } }),
    ]);
    expect(shape(thread)).toEqual([[1, [[2, [3, 4]]]]]);
    const deepest = threadOrder(thread).find((node) => node.reply.id === 4);
    expect(deepest?.level).toBe(3);
    expect(deepest?.reply.mention?.nickName).toBe('baker');
  });

  it('counts the shown replies a delete takes with it by their real parent, not their place in the thread', () => {
    const thread = buildThread([
      reply({ id: 1 }),
      reply({ id: 2, parentId: 1, threadParentId: 1, depth: 2 }),
      reply({ id: 3, parentId: 2, threadParentId: 2, depth: 3 }),
      // Shown beside 3, but answers it: deleting 3 deletes it too.
      reply({ id: 4, parentId: 3, threadParentId: 2, depth: 3 }),
      reply({ id: 5, parentId: 4, threadParentId: 2, depth: 3 }),
      reply({ id: 6, parentId: 2, threadParentId: 2, depth: 3, state: 'deleted', content: null }),
      reply({ id: 7, parentId: 6, threadParentId: 2, depth: 3, state: 'hidden' }),
      reply({ id: 8 }),
    ]);
    const counts = Object.fromEntries(threadOrder(thread).map((node) => [node.reply.id, node.answersDeletedWith]));
    // A deleted answer is gone already; a hidden one still counts.
    expect(counts).toEqual({ 1: 5, 2: 4, 3: 2, 4: 1, 5: 0, 6: 1, 7: 0, 8: 0 });
  });

  it('never nests deeper than three levels, even when the data does', () => {
    const thread = buildThread([
      reply({ id: 1 }),
      reply({ id: 2, threadParentId: 1 }),
      reply({ id: 3, threadParentId: 2 }),
      reply({ id: 4, threadParentId: 3 }),
      reply({ id: 5, threadParentId: 4 }),
    ]);
    expect(Math.max(...threadOrder(thread).map((node) => node.level))).toBe(3);
    expect(shape(thread)).toEqual([[1, [[2, [3, 4, 5]]]]]);
  });

  it('shows a reply whose parent is missing at the top instead of losing it, and survives cycles', () => {
    const orphan = buildThread([reply({ id: 7, threadParentId: 99, depth: 2 })]);
    expect(shape(orphan)).toEqual([7]);
    const cycle = buildThread([reply({ id: 1, threadParentId: 2 }), reply({ id: 2, threadParentId: 1 })]);
    expect(threadOrder(cycle)).toHaveLength(0);
  });

  it('keeps deleted and hidden replies in their place', () => {
    const thread = buildThread([
      reply({ id: 1, state: 'deleted', content: null }),
      reply({ id: 2, threadParentId: 1, state: 'hidden', content: null }),
    ]);
    expect(shape(thread)).toEqual([[1, [2]]]);
  });
});
