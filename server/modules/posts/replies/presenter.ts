import type { ReplyDto } from '../../../../common/contracts/posts/replies.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import type { Author } from '../shared/authors.ts';
import { isReplyInsider } from './policy.ts';
import type { Reply } from './repository.ts';

type Reader = Pick<Viewer, 'id' | 'admin'> | null;

/** Sanitized HTML shows an image only as an <img> element: text "<img" is escaped by then. */
export function htmlHasImage(html: string): boolean {
  return /<img[\s/>]/i.test(html);
}

/**
 * One reply on the wire (replySchema). Deleted replies keep their place without content
 * (SPEC §4 placeholder); hidden ones show their content only to their author and admins.
 * The `can` flags are what the UI offers: a visitor is offered replying, liking and reporting
 * and is asked to sign in when he uses them (SPEC §6).
 */
export function presentReply(
  reply: Reply,
  context: {
    viewer: Reader;
    authors: Map<number, Author>;
    liked: boolean;
    reported: boolean;
  },
): ReplyDto {
  const { viewer, authors } = context;
  const author = authors.get(reply.authorId);
  if (!author) throw new Error(`author ${reply.authorId} of reply ${reply.id} was not loaded`);
  const mentioned = reply.mentionUserId === null ? undefined : authors.get(reply.mentionUserId);
  const insider = isReplyInsider(viewer, reply);
  const deleted = reply.status === 'deleted';
  const shown = !deleted && (reply.status === 'visible' || insider);
  const open = reply.status === 'visible';
  const own = viewer !== null && viewer.id === reply.authorId;
  return {
    id: reply.id,
    postId: reply.postId,
    parentId: reply.parentId,
    threadParentId: reply.threadParentId,
    depth: reply.depth,
    mention: mentioned ? { id: mentioned.id, nickName: mentioned.nickName } : null,
    author,
    state: reply.status,
    content: shown ? reply.content : null,
    contentText: shown ? reply.contentText : null,
    hasImage: shown && htmlHasImage(reply.content),
    likeCount: reply.likeCount,
    edited: new Date(reply.updatedAt).getTime() > new Date(reply.createdAt).getTime(),
    createdAt: reply.createdAt,
    updatedAt: reply.updatedAt,
    viewer: { liked: context.liked, reported: context.reported },
    can: {
      edit: insider && !deleted,
      delete: insider && !deleted,
      reply: open,
      like: open && !own,
      report: open && !own,
    },
  };
}
