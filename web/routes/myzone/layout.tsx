import { Outlet } from 'react-router';
import { MyZoneLayout } from '../../features/members/myzone/myzone-layout.tsx';
import { requireMember } from '../../lib/member-only.server.ts';
import type { Route } from './+types/layout';

/** My Zone (SPEC §2.1, §2.3): members only; a visitor goes to sign-in and comes back here. */
export async function loader(args: Route.LoaderArgs) {
  const { lang, viewer } = await requireMember(args);
  return { lang, admin: viewer.admin };
}

export default function MyZoneLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <MyZoneLayout lang={loaderData.lang} admin={loaderData.admin}>
      <Outlet />
    </MyZoneLayout>
  );
}
