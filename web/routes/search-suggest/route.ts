import { loadSuggestions } from '../../features/search/suggest.server.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import type { Route } from './+types/route';

/**
 * The header search's data (issue 30 item 3): the box's and the modal's fetchers load the
 * suggestions for a text here (?text=), or the popular tags for none, through the page's API client.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadSuggestions(context, pageLocale(params), new URL(request.url));
}
