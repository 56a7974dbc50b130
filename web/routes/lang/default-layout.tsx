import { Outlet } from 'react-router';
import type { SessionUser } from '../../../common/contracts/accounts/shared.ts';
import { MemberAvatar } from '../../components/members/member-avatar.tsx';
import { DefaultLayout } from '../../features/layout/default-layout.tsx';

/**
 * SPEC §6: the signed-in member's icon is the one every other page shows of them (their uploaded
 * image, else their base image or character; administrators the admin baker): after a profile
 * save the layout's data is loaded again and the header follows at once (issue 35 item 6).
 */
function renderAvatar(user: SessionUser, size: number) {
  return <MemberAvatar member={{ ...user, deprecated: false }} size={size} />;
}

export default function DefaultLayoutRoute() {
  return (
    <DefaultLayout renderAvatar={renderAvatar}>
      <Outlet />
    </DefaultLayout>
  );
}
