import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberProfile } from '../../../common/contracts/members.ts';
import { CharacterAvatar } from '../../components/characters/character-avatar.tsx';
import { FollowButton } from '../../components/members/follow-button.tsx';
import { MemberAvatar } from '../../components/members/member-avatar.tsx';
import { memberPaths } from '../../components/members/member-paths.ts';
import { ExternalIcon } from '../../components/ui/icons.tsx';

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
 * {lang}/user/profile/{id} (issue 14 item 1): who the member is and what they did. Components
 * show what `can` allows; the follow button is a form that works without script.
 */
export function ProfilePage({ lang, profile, jobName, followed, failure }: ProfilePageProps) {
  const { t, i18n } = useTranslation('member');
  const { user } = profile;
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(profile.createdAt),
  );

  return (
    <article className="page-column flex flex-col gap-6 py-8" data-testid="member-profile">
      <header className="flex flex-col items-center gap-4 text-center desktop:flex-row desktop:text-left">
        <MemberAvatar member={user} size={112} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words text-ink-900" data-testid="profile-nickname">
            {user.nickName}
          </h1>
          <p className="flex flex-wrap justify-center gap-x-3 text-ink-700 desktop:justify-start">
            {user.admin ? <span>{t('profile.admin')}</span> : null}
            {!user.admin && jobName ? <span>{jobName}</span> : null}
            {!user.admin ? <span>{t('profile.level', { level: user.level })}</span> : null}
            {!user.admin ? <span>{t('profile.temperature', { temperature: user.temperature })}</span> : null}
            {user.badge ? <span data-testid="profile-badge">{t(`profile.badge.${user.badge}`)}</span> : null}
          </p>
          <p className="text-sm text-ink-600">{t('profile.joined', { date: joined })}</p>
        </div>
        {profile.can.edit ? null : (
          <FollowButton
            lang={lang}
            member={user}
            following={profile.isFollowing}
            followId={profile.followId}
            canFollow={profile.can.follow}
          />
        )}
      </header>

      {followed ? (
        <p role="status" className="rounded-md bg-flour-100 px-4 py-3 text-ink-800">
          {t(followed === 'on' ? 'profile.follow.followed' : 'profile.follow.unfollowed', { name: user.nickName })}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-md bg-berry-50 px-4 py-3 text-berry-800">
          {failure}
        </p>
      ) : null}

      <nav aria-label={t('profile.countsLabel')}>
        <ul className="grid grid-cols-2 gap-3 desktop:grid-cols-4">
          <Count
            to={memberPaths.activity(lang, user.id, 'post')}
            label={t('profile.counts.posts')}
            value={profile.counts.posts}
          />
          <Count
            to={memberPaths.activity(lang, user.id, 'reply')}
            label={t('profile.counts.replies')}
            value={profile.counts.replies}
          />
          <Count
            to={memberPaths.follows(lang, user.id, 'follower')}
            label={t('profile.counts.followers')}
            value={profile.counts.followers}
            testId="profile-followers"
          />
          <Count
            to={memberPaths.follows(lang, user.id, 'following')}
            label={t('profile.counts.following')}
            value={profile.counts.following}
          />
        </ul>
      </nav>

      {user.admin ? null : (
        <section aria-labelledby="profile-character" className="flex flex-col gap-3">
          <h2 id="profile-character" className="text-lg font-bold text-ink-900">
            {t('profile.character.title')}
          </h2>
          <p className="text-ink-700">
            {profile.mbti ? t('profile.character.type', { type: profile.mbti.type }) : t('profile.character.noType')}
            {' · '}
            {t('profile.character.main', { name: t(`common:characters.${profile.mainCharacter}.name`) })}
          </p>
          <p className="text-sm text-ink-600">
            {t('profile.character.collected', { count: profile.characters.length })}
          </p>
          <ul className="flex flex-wrap gap-3">
            {profile.characters.map((key) => (
              <li key={key} className="flex flex-col items-center gap-1 text-sm text-ink-700">
                <CharacterAvatar character={key} size={48} decorative />
                {t(`common:characters.${key}.name`)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="profile-about" className="flex flex-col gap-3">
        <h2 id="profile-about" className="text-lg font-bold text-ink-900">
          {t('profile.about')}
        </h2>
        {/* Plain text (ADR 0022): React escapes it, line breaks are kept by CSS. */}
        <p className="whitespace-pre-line text-ink-800" data-testid="profile-bio">
          {profile.introduce || t('profile.noBio')}
        </p>
        {profile.snsLinks.length > 0 ? (
          <ul className="flex flex-wrap gap-3">
            {profile.snsLinks.map((link) => (
              <li key={`${link.type}-${link.url}`}>
                <a
                  href={link.url}
                  rel="noopener noreferrer nofollow ugc"
                  target="_blank"
                  className="inline-flex min-h-11 items-center gap-2 rounded-md border border-ink-300 px-3 text-ink-800 hover:border-ember-700"
                >
                  <ExternalIcon aria-hidden="true" className="size-4" />
                  {t(`profile.sns.${link.type}`)}
                  <span className="sr-only">{t('profile.sns.newWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </article>
  );
}

function Count({ to, label, value, testId }: { to: string; label: string; value: number; testId?: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex flex-col items-center rounded-md border border-flour-300 bg-white px-3 py-3 hover:border-ember-700"
        data-testid={testId}
      >
        <span className="text-xl font-bold text-ink-900">{value}</span>
        <span className="text-sm text-ink-700">{label}</span>
      </Link>
    </li>
  );
}
