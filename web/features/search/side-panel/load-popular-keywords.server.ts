import type { RouterContextProvider } from 'react-router';
import { keywordGetTopList } from '../../../../common/contracts/posts/posts.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import { TOP_KEYWORDS_FIRST_RENDER } from '../../../../common/validation/post.ts';
import { requestServices } from '../../../lib/request-context.ts';
import type { PopularKeyword } from './popular-keywords.ts';

/**
 * SPEC §4: the first render's top 10 keywords of the page's language (P25); the side panel shows
 * five of them until it is expanded. Null when they could not be loaded: SPEC §8, a side-panel
 * failure is logged and the page goes on without the box.
 */
export async function loadPopularKeywords(
  context: Readonly<RouterContextProvider>,
  lang: Locale,
): Promise<PopularKeyword[] | null> {
  try {
    const { rows } = await context
      .get(requestServices)
      .api.call(keywordGetTopList, { lang, limit: TOP_KEYWORDS_FIRST_RENDER });
    return rows;
  } catch (error) {
    console.error('The popular keywords of the side panel could not be loaded', error);
    return null;
  }
}
