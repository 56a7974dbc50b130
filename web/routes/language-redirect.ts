import { redirect } from 'react-router';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, negotiateLocale } from '../../common/i18n/locales.ts';
import type { Route } from './+types/language-redirect';

/** DECISIONS P3: the bare root goes to the detected language (302) and remembers it. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = negotiateLocale(request.headers.get('cookie'), request.headers.get('accept-language'));
  const url = new URL(request.url);
  return redirect(`/${locale}${url.search}`, {
    status: 302,
    headers: {
      'set-cookie': `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`,
    },
  });
}
