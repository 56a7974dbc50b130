import type { RouterContextProvider } from 'react-router';
import { userGetTopUserList } from '../../../common/contracts/gamification.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { requestServices } from '../../lib/request-context.ts';

/** SPEC §4, §9: the first render's top 5 members of the page's language. */
const TOP_MEMBERS = 5;

export type TopMemberRows = Awaited<ReturnType<typeof loadTopMembers>>;

/**
 * The warmest members for the home page and the side panel (P25), or null when they could not
 * be loaded: the box is then left out and the page still opens (SPEC §8).
 */
export async function loadTopMembers(context: Readonly<RouterContextProvider>, lang: Locale) {
  try {
    const { rows } = await context.get(requestServices).api.call(userGetTopUserList, { lang, limit: TOP_MEMBERS });
    return rows;
  } catch (error) {
    console.error('The top members could not be loaded', error);
    return null;
  }
}
