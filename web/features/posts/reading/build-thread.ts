import type { ReplyDto } from '../../../../common/contracts/posts/replies.ts';
import { REPLY_MAX_DEPTH } from '../../../../common/validation/post.ts';

export interface ThreadNode {
  reply: ReplyDto;
  /** 1 for answers to the post, at most REPLY_MAX_DEPTH: deeper answers stay at the third level. */
  level: number;
  children: ThreadNode[];
  /**
   * Replies still shown that deleting this one deletes too (SPEC §4). They follow the real
   * parent, not the place in the thread: an answer kept at the third level beside the reply it
   * answers goes with it.
   */
  answersDeletedWith: number;
}

/**
 * The API sends every reply flat, oldest first (common/contracts/posts/replies.ts); the thread is the
 * tree of threadParentId. The level comes from the tree itself rather than from `depth`, so that
 * a reply whose parent is missing from the list still shows (at the top) instead of vanishing,
 * and nesting never exceeds three levels whatever the data says.
 */
export function buildThread(replies: readonly ReplyDto[]): ThreadNode[] {
  const nodes = new Map<number, ThreadNode>();
  for (const reply of replies) nodes.set(reply.id, { reply, level: 1, children: [], answersDeletedWith: 0 });
  countAnswersDeletedWith(replies, nodes);

  const roots: ThreadNode[] = [];
  for (const reply of replies) {
    const node = nodes.get(reply.id);
    if (!node) continue;
    const parent = reply.threadParentId === null ? undefined : nodes.get(reply.threadParentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }

  const place = (list: ThreadNode[], level: number, seen: Set<number>): ThreadNode[] =>
    list.flatMap((node) => {
      // A cycle in bad data would recurse forever: a reply already placed is not placed twice.
      if (seen.has(node.reply.id)) return [];
      seen.add(node.reply.id);
      node.level = level;
      if (level >= REPLY_MAX_DEPTH) {
        // Anything under the third level shows beside it, in the order it was written.
        const below = flattenBelow(node.children, seen);
        node.children = [];
        for (const child of below) child.level = level;
        return [node, ...below];
      }
      node.children = place(node.children, level + 1, seen);
      return [node];
    });

  return place(roots, 1, new Set());
}

function flattenBelow(children: ThreadNode[], seen: Set<number>): ThreadNode[] {
  const out: ThreadNode[] = [];
  const walk = (list: ThreadNode[]) => {
    for (const node of list) {
      if (seen.has(node.reply.id)) continue;
      seen.add(node.reply.id);
      out.push(node);
      walk(node.children);
      node.children = [];
    }
  };
  walk(children);
  return out.sort((a, b) => a.reply.id - b.reply.id);
}

function countAnswersDeletedWith(replies: readonly ReplyDto[], nodes: Map<number, ThreadNode>): void {
  const answers = new Map<number, ReplyDto[]>();
  for (const reply of replies) {
    if (reply.parentId === null) continue;
    const siblings = answers.get(reply.parentId);
    if (siblings) siblings.push(reply);
    else answers.set(reply.parentId, [reply]);
  }
  for (const node of nodes.values()) {
    const seen = new Set<number>([node.reply.id]);
    const stack = [...(answers.get(node.reply.id) ?? [])];
    let count = 0;
    while (stack.length > 0) {
      const answer = stack.pop()!;
      // A cycle in bad data would loop forever: each reply counts once.
      if (seen.has(answer.id)) continue;
      seen.add(answer.id);
      if (answer.state !== 'deleted') count += 1;
      stack.push(...(answers.get(answer.id) ?? []));
    }
    node.answersDeletedWith = count;
  }
}

/** Every reply of a thread, in reading order (for counting and tests). */
export function threadOrder(nodes: readonly ThreadNode[]): ThreadNode[] {
  return nodes.flatMap((node) => [node, ...threadOrder(node.children)]);
}
