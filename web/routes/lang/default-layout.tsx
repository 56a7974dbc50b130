import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { SessionUser } from '../../../common/contracts/accounts/shared.ts';
import { MemberAvatar } from '../../components/members/member-avatar.tsx';
import { memberPaths } from '../../components/members/member-paths.ts';
import { Celebrations } from '../../features/gamification/celebrations.tsx';
import { DefaultLayout } from '../../features/layout/default-layout.tsx';
import { useLayoutData } from '../../features/layout/layout-data.ts';
import { HeaderBell } from '../../features/notifications/bell/header-bell.tsx';
import { SearchOpener } from '../../features/search/header/search-opener.tsx';

/**
 * SPEC §6: the signed-in member's icon is the one every other page shows of them (their uploaded
 * image, else their base image or character; administrators the admin baker): after a profile
 * save the layout's data is loaded again and the header follows at once (issue 35 item 6).
 */
function renderAvatar(user: SessionUser, size: number) {
  return <MemberAvatar member={{ ...user, deprecated: false }} size={size} />;
}

/** The bell of the header's bars (issue 29), with the count the language route's loader read. */
function LayoutBell({ placement }: { placement: 'desktop' | 'phone' }) {
  const { alarmCount } = useLayoutData();
  const { i18n } = useTranslation();
  return <HeaderBell lang={i18n.language} serverCount={alarmCount} placement={placement} />;
}

function renderBell(placement: 'desktop' | 'phone') {
  return <LayoutBell placement={placement} />;
}

/** Every page of the frame shows the member's waiting celebrations over it (SPEC §3.5, §4). */
export default function DefaultLayoutRoute() {
  const { viewer, layers } = useLayoutData();
  const { i18n } = useTranslation();
  return (
    <DefaultLayout renderAvatar={renderAvatar} renderBell={renderBell}>
      <Outlet />
      <SearchOpener lang={i18n.language} />
      {viewer ? (
        <Celebrations
          lang={i18n.language}
          layers={layers}
          followersHref={memberPaths.follows(i18n.language, viewer.id, 'follower')}
          character={viewer.characterKey}
        />
      ) : null}
    </DefaultLayout>
  );
}
