import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import { tagSearchHref } from '../../lib/tag-search.ts';

/** Every address of the posts feature in one place (SPEC §2.1), so that links never drift. */
export const postPaths = {
  list: (lang: string, type: PostGroupingType) => `/${lang}/${type}/list`,
  post: (lang: string, id: number) => `/${lang}/post/${id}`,
  /** What's new is written at its own address (SPEC §2.1); the others at post/{type}/writing. */
  write: (lang: string, type: PostGroupingType) =>
    type === 'whatsnew' ? `/${lang}/whatsnew/writing` : `/${lang}/post/${type}/writing`,
  edit: (lang: string, type: PostGroupingType, id: number) => `/${lang}/post/${type}/edit?id=${id}`,
  /** The tag search of SPEC §5: "#tag" is a keyword search (web/lib/tag-search.ts). */
  tagSearch: tagSearchHref,
};

/** The element of one reply on its post's page: the address's fragment and the focus's target. */
export const replyElementId = (replyId: number) => `reply-${replyId}`;
