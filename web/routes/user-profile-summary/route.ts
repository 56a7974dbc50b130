import { userProfileSummary } from '../../../common/contracts/members.ts';
import { ApiError } from '../../lib/api.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/**
 * The profile popup's data (issue 14 item 2): a resource route the popup's fetcher loads,
 * /api/user/profile_summary through the page's API client (DESIGN "Data flows").
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = pageLocale(params);
  const id = parseId(params.id);
  if (id === undefined) return { summary: null };
  // A fetcher's thrown error would replace the page with its error boundary: a refusal is data.
  try {
    return { summary: await context.get(requestServices).api.call(userProfileSummary, { lang, id }) };
  } catch (error) {
    if (error instanceof ApiError) return { summary: null };
    throw error;
  }
}
