import type { z } from 'zod';
import type { postCardSchema, postDetailSchema } from '../../../../common/contracts/posts/posts.ts';
import type { ReplyDto } from '../../../../common/contracts/posts/replies.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import type { Author } from '../shared/authors.ts';
import { canSeeAdminContent, canSeeContent, postCan } from './policy.ts';
import type { CategoryName, PostCardRow, PostDetailRow } from './card-repository.ts';
import type { ViewerState } from './detail-repository.ts';

type PostCardDto = z.input<typeof postCardSchema>;
type PostDetailDto = z.input<typeof postDetailSchema>;
type Reader = Pick<Viewer, 'id' | 'admin'> | null;

/** What a page of cards needs beside its rows, loaded once for the page (list-service.cardExtras). */
export interface CardExtras {
  tags: Map<number, string[]>;
  authors: Map<number, Author>;
  categories: Map<number, CategoryName>;
  lang: Locale;
}

/** Shown only if an author row is missing, which the foreign key prevents. */
const unknownAuthor = (id: number): Author => ({
  id,
  nickName: '',
  admin: false,
  deprecated: true,
  jobKey: null,
  mbtiId: null,
  characterKey: 'dough',
  level: 1,
  temperature: 0,
  profileImagePath: null,
  profileBaseImageIndex: null,
  badge: null,
});

export function presentCard(row: PostCardRow, extras: CardExtras): PostCardDto {
  return {
    id: row.id,
    type: row.type,
    lang: row.lang,
    title: row.title,
    // A report-hidden card is listed only to its author and administrators (P16), who may read it.
    excerpt: row.excerpt,
    companyName: row.companyName,
    thumbnailUrl: row.thumbnailUrl,
    author: extras.authors.get(row.authorId) ?? unknownAuthor(row.authorId),
    categories: row.categoryIds.flatMap((id) => {
      const category = extras.categories.get(id);
      return category
        ? [{ id: category.id, key: category.key, depth: category.depth, name: category.names[extras.lang] }]
        : [];
    }),
    tags: extras.tags.get(row.id) ?? [],
    replyCount: row.replyCount,
    likeCount: row.likeCount,
    bookmarkCount: row.bookmarkCount,
    viewCount: row.viewCount,
    visibility: row.visibility,
    hidden: row.status === 'hidden',
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * One post for one reader (P14, P16):
 * - content: for everyone, except on a report-hidden post, where only its author and
 *   administrators still get it (with `hidden: true`); others get `hidden: true` and null, and
 *   nothing else the post says either: no title, excerpt, company, tags or thumbnail (the
 *   reports may be about exactly those).
 * - adminContent: administrators only; null for everyone else.
 * - viewer: the reader's own like, bookmark, follow and report; all false for visitors.
 * - can: the actions offered to this reader (policy.postCan). Edit and delete: the author or
 *   an administrator. Like, follow and report: anyone but the author, visitors included (the
 *   UI asks them to sign in). Bookmark and reply: anyone. None of these on a post hidden for
 *   this reader.
 */
export function presentDetail(
  row: PostDetailRow,
  input: { reader: Reader; extras: CardExtras; viewer: ViewerState; replies: ReplyDto[] },
): PostDetailDto {
  const { reader } = input;
  const post = { authorId: row.authorId, visibility: row.visibility, status: row.status };
  const open = canSeeContent(reader, post);
  return {
    ...presentCard(row, input.extras),
    ...(open ? {} : { title: '', excerpt: '', companyName: null, thumbnailUrl: null, tags: [] }),
    content: open ? row.content : null,
    adminContent: canSeeAdminContent(reader) ? row.adminContent : null,
    followCount: row.followCount,
    guideId: row.guideId,
    solomonReference: row.solomonReference,
    viewer: input.viewer,
    can: postCan(reader, { ...post, type: row.type }),
    replies: input.replies,
  };
}
