import type { RouterContextProvider } from 'react-router';
import { categoryList } from '../../../common/contracts/reference.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { requestServices } from '../../lib/request-context.ts';

/**
 * The forum's category tree for the home page. A server-only module, because the contract
 * carries zod schemas that the browser bundle has no use for.
 */
export async function loadForumTopics(context: Readonly<RouterContextProvider>, lang: Locale) {
  const forum = await context.get(requestServices).api.call(categoryList, { lang, type: 'forum' });
  return forum.rows;
}
