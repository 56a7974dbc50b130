import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '../../../common/contracts/members.ts';
import { FollowButton } from '../../components/members/follow-button.tsx';
import { memberPaths } from '../../components/members/member-paths.ts';
import { ProfileView } from './profile-view.tsx';

export interface ProfilePageProps {
  lang: string;
  profile: MemberProfile;
  jobName: string | null;
  /** A document post of the follow button came back (no script): say what happened. */
  followed: 'on' | 'off' | null;
  /** A refused follow posted as a document: the API's message. */
  failure: string | null;
}

/**
 * {lang}/user/profile/{id} (issue 14 item 1): who the member is and what they did, with the
 * follow button (not on one's own profile). Components show what `can` allows; the follow
 * button is a form that works without script.
 */
export function ProfilePage({ lang, profile, jobName, followed, failure }: ProfilePageProps) {
  const { t } = useTranslation('member');
  const { user } = profile;

  return (
    <article className="page-column py-8" data-testid="member-profile">
      <ProfileView
        profile={profile}
        jobName={jobName}
        nameLevel={1}
        action={
          profile.can.edit ? null : (
            <FollowButton
              lang={lang}
              member={user}
              following={profile.isFollowing}
              followId={profile.followId}
              canFollow={profile.can.follow}
            />
          )
        }
        status={
          <>
            {followed ? (
              <p role="status" className="rounded-md bg-flour-100 px-4 py-3 text-ink-800">
                {t(followed === 'on' ? 'profile.follow.followed' : 'profile.follow.unfollowed', {
                  name: user.nickName,
                })}
              </p>
            ) : null}
            {failure ? (
              <p role="alert" className="rounded-md bg-berry-50 px-4 py-3 text-berry-800">
                {failure}
              </p>
            ) : null}
          </>
        }
        countLinks={{
          posts: memberPaths.activity(lang, user.id, 'post'),
          replies: memberPaths.activity(lang, user.id, 'reply'),
          followers: memberPaths.follows(lang, user.id, 'follower'),
          following: memberPaths.follows(lang, user.id, 'following'),
        }}
      />
    </article>
  );
}
