import { redirect } from 'react-router';
import { requireMember } from '../../lib/member-only.server.ts';
import type { Route } from './+types/index';

/** {lang}/myzone: My Zone opens on the member's profile. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireMember(args);
  return redirect(`/${lang}/myzone/profile`);
}
