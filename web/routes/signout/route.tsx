import { redirect } from 'react-router';
import { signout } from '../../../common/contracts/accounts/sessions.ts';
import { safeRedirectPath } from '../../../common/validation/account.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';
import { pageLocale } from '../../lib/page-locale.ts';

/**
 * {lang}/signout: the sign-out forms of the navigation bar, mobile menu and footer post here
 * (SPEC §4). The API ends the session and clears the cookies; the page they came from (or the
 * root) loads again without the member.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const lang = pageLocale(params);
  const form = await request.formData();
  await context.get(requestServices).api.call(signout, { lang });
  const target = form.get('redirectTo');
  throw redirect(safeRedirectPath(typeof target === 'string' ? target : null, `/${lang}`));
}

/** Nothing to show: a visit by address goes home. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${pageLocale(params)}`);
}
