import { redirect } from 'react-router';
import type { Route } from './+types/notice-redirect';

/** SPEC §2.1 and DECISIONS P3: the old notice list lives on as What's new (301). */
export function loader({ params, request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/${params.lang}/whatsnew/list${search}`, 301);
}
