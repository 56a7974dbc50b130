import type { WritableBy } from '../../../../common/contracts/reference.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import { isInsider } from '../shared/post-access.ts';
import type { PostHead } from '../shared/repository.ts';

/**
 * Who may do what with a post, as pure predicates (STYLE 6): the services refuse with them and
 * the presenter turns them into the `can` flags the UI shows. No database, no request.
 */
type Who = Pick<Viewer, 'id' | 'admin'> | null;
type PostFacts = Pick<PostHead, 'authorId' | 'visibility' | 'status'>;

/** DECISIONS P13: whatsnew is written by administrators, every other grouping by any member. */
export function canWriteInGrouping(viewer: Who, writableBy: WritableBy): boolean {
  return viewer !== null && (writableBy === 'member' || viewer.admin);
}

/** P14: admin-only content is written and read by administrators only. */
export function canSeeAdminContent(viewer: Who): boolean {
  return viewer !== null && viewer.admin;
}

/** P14: a private post exists only for its author and administrators; a deleted one for nobody. */
export function canSeePost(viewer: Who, post: PostFacts): boolean {
  if (post.status === 'deleted') return false;
  return post.visibility === 'public' || isInsider(viewer, post);
}

/** P16: a report-hidden post keeps its content for its author and administrators only. */
export function canSeeContent(viewer: Who, post: PostFacts): boolean {
  return canSeePost(viewer, post) && (post.status !== 'hidden' || isInsider(viewer, post));
}

/** SPEC §6: members edit and delete their own posts; administrators any. */
export function canEditPost(viewer: Who, post: PostFacts): boolean {
  return post.status !== 'deleted' && isInsider(viewer, post);
}

export function canDeletePost(viewer: Who, post: PostFacts): boolean {
  return canEditPost(viewer, post);
}

const isAuthor = (viewer: Who, post: PostFacts) => viewer !== null && viewer.id === post.authorId;

/** Liking, following and reporting one's own post make no sense (OWN_CONTENT, REPORT_OWN_CONTENT). */
export function canReactToPost(viewer: Who, post: PostFacts): boolean {
  return canSeeContent(viewer, post) && !isAuthor(viewer, post);
}

/** P18: a reader's view counts, the author's own does not. */
export function countsAsView(viewer: Who, post: PostFacts): boolean {
  return canSeeContent(viewer, post) && !isAuthor(viewer, post);
}

/** SPEC §7.2 update_reference, P24: administrators mark forum posts as Solomon references. */
export function canMarkReference(viewer: Who, post: { type: string; status: string }): boolean {
  return viewer !== null && viewer.admin && post.type === 'forum' && post.status !== 'deleted';
}

export interface PostCan {
  edit: boolean;
  delete: boolean;
  report: boolean;
  like: boolean;
  bookmark: boolean;
  follow: boolean;
  reply: boolean;
  markReference: boolean;
}

/**
 * The actions offered to this viewer (DESIGN: the UI shows an action only when its flag is
 * true). "Offered", not "allowed right now": a visitor is offered the member actions (like,
 * bookmark, follow, report, reply) so that the UI can ask them to sign in first (SPEC §6);
 * the server still refuses the call itself without a session. Nothing but edit and delete is
 * offered on a post hidden for this viewer, since every other action would meet POST_REMOVE.
 */
export function postCan(viewer: Who, post: PostFacts & { type: string }): PostCan {
  const open = canSeeContent(viewer, post);
  const react = canReactToPost(viewer, post);
  return {
    edit: canEditPost(viewer, post),
    delete: canDeletePost(viewer, post),
    report: react,
    like: react,
    follow: react,
    bookmark: open,
    reply: open,
    markReference: canMarkReference(viewer, post),
  };
}
