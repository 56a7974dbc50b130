import type { RouterContextProvider } from 'react-router';
import {
  type PostCard,
  postGetBlogList,
  postGetList,
  postGetRecommandList,
} from '../../../common/contracts/posts/posts.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { requestServices } from '../../lib/request-context.ts';

/** How many posts each home section shows. */
const RECOMMENDED = 3;
const BLOG = 3;
const FORUM = 5;

export interface HomePosts {
  /** null: the section could not be loaded and is left out. */
  recommended: PostCard[] | null;
  forum: PostCard[] | null;
  casestudy: PostCard[] | null;
  whatsnew: PostCard[] | null;
}

/** A section that fails is logged and left out (as SPEC §8 says of side panels): the home page still opens. */
async function orNull<Result>(section: string, call: Promise<Result>): Promise<Result | null> {
  try {
    return await call;
  } catch (error) {
    console.error(`The home page section "${section}" could not be loaded`, error);
    return null;
  }
}

/** The posts of the home page's sections, in the interface language. */
export async function loadHomePosts(context: Readonly<RouterContextProvider>, lang: Locale): Promise<HomePosts> {
  const { api } = context.get(requestServices);
  const [recommended, blog, forum] = await Promise.all([
    orNull('recommended', api.call(postGetRecommandList, { lang, limit: RECOMMENDED })),
    orNull('blog', api.call(postGetBlogList, { lang, limit: BLOG })),
    orNull('forum', api.call(postGetList, { lang, type: 'forum', sort: 'new', pageNum: 1, pageSize: FORUM })),
  ]);
  return {
    recommended: recommended?.rows ?? null,
    forum: forum?.rows ?? null,
    casestudy: blog?.casestudy ?? null,
    whatsnew: blog?.whatsnew ?? null,
  };
}
