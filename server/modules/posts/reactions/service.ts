import type { ToggleResult } from '../../../../common/contracts/posts/reactions.ts';
import type { DbOrTrx } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import type { PostsContext } from '../context.ts';
import { findReplyWithPost, loadReplyForAction } from '../replies/service.ts';
import { loadPostForAction } from '../shared/post-access.ts';
import { findPostHead } from '../shared/repository.ts';
import { hasReaction, setReaction } from './repository.ts';
import { type Pressed, type Toggle, TOGGLES, type ToggleKind } from './toggles.ts';

type Actor = Pick<Viewer, 'id' | 'admin'>;
export type ToggleContext = Pick<PostsContext, 'db' | 'transaction' | 'clock' | 'limits'>;

/** A press: `value` undefined toggles, true or false sets that state. */
export interface Press {
  itemId: number;
  value?: boolean | undefined;
}

/** The item by the rules of acting on it (loadPostForAction, loadReplyForAction). */
async function loadForAction(db: DbOrTrx, toggle: Toggle, itemId: number, viewer: Actor): Promise<Pressed> {
  if (toggle.item === 'post') {
    const post = await loadPostForAction(db, itemId, viewer);
    return { id: post.id, postId: post.id, authorId: post.authorId };
  }
  const { reply, post } = await loadReplyForAction(db, itemId, viewer);
  return { id: reply.id, postId: post.id, authorId: reply.authorId };
}

/** The item as it is, whatever became of it (for a taking back). */
async function findItem(db: DbOrTrx, toggle: Toggle, itemId: number): Promise<Pressed | undefined> {
  if (toggle.item === 'post') {
    const post = await findPostHead(db, itemId);
    return post && { id: post.id, postId: post.id, authorId: post.authorId };
  }
  const found = await findReplyWithPost(db, itemId);
  return found && { id: found.reply.id, postId: found.post.id, authorId: found.reply.authorId };
}

/**
 * The item to press and the state wanted. When the action's rules refuse it, members may still
 * undo their own like, bookmark or follow whatever became of the item since (SPEC §6, members
 * delete their own items): a post that went private, was hidden by reports or was deleted would
 * otherwise keep the row, and its counter, for ever. Such a press only ever removes.
 */
async function itemToPress(
  db: DbOrTrx,
  toggle: Toggle,
  viewer: Actor,
  press: Press,
): Promise<{ item: Pressed; want: boolean | undefined }> {
  try {
    return { item: await loadForAction(db, toggle, press.itemId, viewer), want: press.value };
  } catch (refused) {
    if (!(refused instanceof AppError) || press.value === true) throw refused;
    const item = await findItem(db, toggle, press.itemId);
    if (item && (await hasReaction(db, toggle.target, { itemId: press.itemId, userId: viewer.id }))) {
      return { item, want: false };
    }
    throw refused;
  }
}

/**
 * Presses a toggle (TOGGLES: like, bookmark or follow of a post, like of a reply) and answers
 * its state and counter. Every press counts towards P17, toggles included; events go out after
 * the commit, and only when the state changed.
 */
export async function pressToggle(
  context: ToggleContext,
  viewer: Actor,
  kind: ToggleKind,
  press: Press,
): Promise<ToggleResult> {
  const toggle = TOGGLES[kind];
  const { item, want } = await itemToPress(context.db, toggle, viewer, press);
  if (!toggle.ownAllowed && item.authorId === viewer.id) throw new AppError('OWN_CONTENT');
  await context.limits.check(toggle.abuse, viewer.id);
  const at = context.clock.now().toISOString();
  return context.transaction(async (trx, emit) => {
    const change = await setReaction(trx, toggle.target, { itemId: item.id, userId: viewer.id, want, now: at });
    if (change.changed) toggle.announce(emit, { item, userId: viewer.id, change, at });
    return { active: change.on, count: change.count };
  });
}

// Notifications tell a post's followers of its new replies (issue 29).
export { postFollowerIdsAfter } from './repository.ts';
