import { POST_GROUPING_TYPES, type PostGroupingType } from '../../../../common/contracts/reference.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';

/**
 * The addresses of the pages that discovery points at, as the web's route table has them
 * (web/routes.ts): every page under its language, the four lists, a post.
 */
export const listPath = (lang: Locale, type: PostGroupingType) => `/${lang}/${type}/list`;
export const homePath = (lang: Locale) => `/${lang}`;
export const postPath = (lang: Locale, id: number) => `/${lang}/post/${id}`;
export const feedPath = (lang: Locale, type: PostGroupingType) => `/${lang}/${type}/feed.xml`;

/** The groupings with a list page and a feed, in the order of the site's navigation. */
export const FEED_GROUPINGS: readonly PostGroupingType[] = ['forum', 'casestudy', 'careers', 'whatsnew'];

export function isGrouping(value: string): value is PostGroupingType {
  return (POST_GROUPING_TYPES as readonly string[]).includes(value);
}
