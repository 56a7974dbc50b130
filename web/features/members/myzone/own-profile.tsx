import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberProfile } from '../../../../common/contracts/members.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { ProfileView } from '../profile-view.tsx';
import { MyZoneHeading } from './myzone-layout.tsx';

/**
 * myzone/profile (issue 14 item 5): one's own profile as others see it (the profile page's own
 * view), with the way to edit it and without a follow button. Its counts lead to the member's
 * own My Zone lists and the temperature to the member's temperature page (issue 28).
 */
export function OwnProfile({
  profile,
  jobName,
  lang,
}: {
  profile: MemberProfile;
  jobName: string | null;
  lang: string;
}) {
  const { t } = useTranslation('member');
  const zone = `/${lang}/myzone`;
  return (
    <section>
      <MyZoneHeading
        action={
          profile.can.edit ? (
            <Link to={`${zone}/profileedit`} className={buttonStyles({ variant: 'primary' })}>
              {t('myzone.profile.edit')}
            </Link>
          ) : null
        }
      >
        {t('myzone.profile.title')}
      </MyZoneHeading>
      <ProfileView
        profile={profile}
        jobName={jobName}
        nameLevel={2}
        countLinks={{
          posts: `${zone}/mypost`,
          replies: `${zone}/mypost?tab=reply`,
          followers: `${zone}/Mfollower`,
          following: `${zone}/Mfollower?tab=following`,
        }}
        temperatureTo={`${zone}/mytemperature`}
      />
    </section>
  );
}
