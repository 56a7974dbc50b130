import { snsProviders } from '../../../common/contracts/accounts.ts';
import { DEFAULT_LOCALE, isLocale } from '../../../common/i18n/locales.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/** The providers of the social icon row for this language (P10), for SocialButtons' fetcher. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
  return context.get(requestServices).api.call(snsProviders, { lang });
}
