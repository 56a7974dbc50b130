import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberProfile } from '../../../../common/contracts/members.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { MemberAvatar } from './member-avatar.tsx';
import { MyZoneHeading } from './myzone-layout.tsx';

/**
 * myzone/profile (issue 14): one's own profile as others see it, with the way to edit it. Kept
 * small on purpose: the public profile page (web/features/members/profile*) will replace the body.
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
  const { user, counts } = profile;
  // The counts lead to their lists: on the phone this is how the follower page is reached.
  const stat = (label: string, value: number, to: string) => (
    <div className="relative rounded-lg bg-flour-100 px-3 py-2 text-center hover:bg-flour-200">
      <dt className="text-sm text-ink-600">
        <Link to={to} className="after:absolute after:inset-0">
          {label}
        </Link>
      </dt>
      <dd className="text-xl font-bold text-ink-900">{value}</dd>
    </div>
  );
  const zone = `/${lang}/myzone`;
  return (
    <section>
      <MyZoneHeading
        action={
          profile.can.edit ? (
            <Link to={`/${lang}/myzone/profileedit`} className={buttonStyles({ variant: 'primary' })}>
              {t('myzone.profile.edit')}
            </Link>
          ) : null
        }
      >
        {t('myzone.profile.title')}
      </MyZoneHeading>
      <div className="rounded-xl border border-flour-300 bg-white p-5 shadow-card desktop:p-6">
        <div className="flex items-center gap-4">
          <MemberAvatar member={user} size={80} />
          <div className="min-w-0">
            <p className="truncate text-xl font-bold text-ink-900" data-testid="own-profile-nickname">
              {user.nickName}
            </p>
            <p className="flex flex-wrap gap-x-3 text-ink-700">
              {user.admin ? (
                <span>{t('myzone.profile.admin')}</span>
              ) : (
                <>
                  {jobName ? <span>{jobName}</span> : null}
                  <span>{t('myzone.profile.level', { level: user.level })}</span>
                  <Link to={`${zone}/info`} className="underline decoration-ink-300 hover:text-ember-800">
                    <span className="sr-only">{t('myzone.profile.temperatureLabel')} </span>
                    {t('myzone.profile.temperature', { temperature: user.temperature })}
                  </Link>
                </>
              )}
            </p>
          </div>
        </div>

        <p className="mt-5 whitespace-pre-line text-ink-800" data-testid="own-profile-bio">
          {profile.introduce || t('myzone.profile.noBio')}
        </p>

        <dl className="mt-5 grid grid-cols-2 gap-2 desktop:grid-cols-4">
          {stat(t('myzone.profile.posts'), counts.posts, `${zone}/mypost`)}
          {stat(t('myzone.profile.replies'), counts.replies, `${zone}/mypost?tab=reply`)}
          {stat(t('myzone.profile.followers'), counts.followers, `${zone}/Mfollower`)}
          {stat(t('myzone.profile.following'), counts.following, `${zone}/Mfollower?tab=following`)}
        </dl>

        <dl className="mt-5 grid gap-3 text-ink-800 desktop:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-ink-600">{t('myzone.profile.mbti')}</dt>
            <dd data-testid="own-profile-mbti">
              {profile.mbti ? profile.mbti.type.toUpperCase() : t('myzone.profile.noMbti')}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-600">{t('myzone.profile.character')}</dt>
            <dd data-testid="own-profile-character">{t(`common:characters.${profile.mainCharacter}.name`)}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-600">{t('myzone.profile.characters')}</dt>
            <dd>{profile.characters.map((key) => t(`common:characters.${key}.name`)).join(', ')}</dd>
          </div>
          {profile.snsLinks.length > 0 ? (
            <div>
              <dt className="text-sm font-semibold text-ink-600">{t('myzone.profile.links')}</dt>
              <dd>
                <ul data-testid="own-profile-links">
                  {profile.snsLinks.map((link) => (
                    <li key={`${link.type}-${link.url}`}>
                      <a href={link.url} rel="noopener noreferrer nofollow" className="text-ember-800 underline">
                        {t(`myzone.sns.${link.type}`)}
                      </a>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  );
}
