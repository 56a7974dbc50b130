import { snsProviders } from '../../../common/contracts/social.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';
import { pageLocale } from '../../lib/page-locale.ts';

/** The providers of the social icon row for this language (P10), for SocialButtons' fetcher. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = pageLocale(params);
  return context.get(requestServices).api.call(snsProviders, { lang });
}
