import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberProfile } from '../../../common/contracts/members.ts';
import { CharacterAvatar } from '../../components/characters/character-avatar.tsx';
import { MemberAvatar } from '../../components/members/member-avatar.tsx';
import { type CountKey, ProfileCounts } from './profile-counts.tsx';
import { SnsLinks } from './sns-links.tsx';

export interface ProfileViewProps {
  profile: MemberProfile;
  jobName: string | null;
  /** The nickname is the page's title on a profile page, and a heading under "My profile" in My Zone. */
  nameLevel: 1 | 2;
  /** Beside the name: the follow button on someone else's profile. */
  action?: ReactNode;
  /** Under the header: what a press has just done. */
  status?: ReactNode;
  /** Where each count leads. */
  countLinks: Record<CountKey, string>;
  /** Where the temperature leads, if anywhere (My Zone: the page about it). */
  temperatureTo?: string;
}

/**
 * A member's profile as everyone sees it (issue 14 item 1): avatar, nickname, job, level,
 * temperature, follower badge (P23), join date, counts, type and characters (P22), bio and SNS
 * links. The profile page and My Zone's own profile both show this; administrators show their
 * label and neither level nor personality type (SPEC §6).
 */
export function ProfileView({
  profile,
  jobName,
  nameLevel,
  action,
  status,
  countLinks,
  temperatureTo,
}: ProfileViewProps) {
  const { t, i18n } = useTranslation('member');
  const { user } = profile;
  const Name = nameLevel === 1 ? 'h1' : 'h2';
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(profile.createdAt),
  );
  const temperature = (
    <>
      <span className="sr-only">{t('profile.temperatureLabel')} </span>
      {t('profile.temperature', { temperature: user.temperature })}
    </>
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col items-center gap-4 text-center desktop:flex-row desktop:text-left">
        <MemberAvatar member={user} size={112} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Name className="text-2xl font-bold break-words text-ink-900" data-testid="profile-nickname">
            {user.nickName}
          </Name>
          <p className="flex flex-wrap justify-center gap-x-3 text-ink-700 desktop:justify-start">
            {user.admin ? (
              <span>{t('profile.admin')}</span>
            ) : (
              <>
                {jobName ? <span>{jobName}</span> : null}
                <span>{t('profile.level', { level: user.level })}</span>
                {temperatureTo ? (
                  <Link to={temperatureTo} className="underline decoration-ink-300 hover:text-ember-800">
                    {temperature}
                  </Link>
                ) : (
                  <span>{temperature}</span>
                )}
              </>
            )}
            {user.badge ? <span data-testid="profile-badge">{t(`profile.badge.${user.badge}`)}</span> : null}
          </p>
          <p className="text-sm text-ink-600">{t('profile.joined', { date: joined })}</p>
        </div>
        {action}
      </header>

      {status}

      <ProfileCounts counts={profile.counts} links={countLinks} />

      {user.admin ? null : (
        <section aria-labelledby="profile-character" className="flex flex-col gap-3">
          <h2 id="profile-character" className="text-lg font-bold text-ink-900">
            {t('profile.character.title')}
          </h2>
          <p className="text-ink-700" data-testid="profile-mbti">
            {profile.mbti
              ? t('profile.character.type', { type: profile.mbti.type.toUpperCase() })
              : t('profile.character.noType')}
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
        <SnsLinks links={profile.snsLinks} />
      </section>
    </div>
  );
}
