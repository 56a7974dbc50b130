import { useTranslation } from 'react-i18next';
import type { MemberCard } from '../../../../common/contracts/members.ts';
import { MemberAvatar } from '../../../components/members/member-avatar.tsx';

/**
 * A follower or followed member in My Zone: their card (avatar, nickname, level and
 * temperature; administrators without them) and since when.
 */
export function FollowRow({ member, since }: { member: MemberCard; since: string }) {
  const { t } = useTranslation('member');
  return (
    <li className="flex items-center gap-3 py-3" data-testid="myzone-follow-row">
      <MemberAvatar member={member} size={44} />
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink-900">{member.nickName}</p>
        <p className="flex flex-wrap gap-x-2 text-sm text-ink-600">
          {member.admin ? (
            <span>{t('myzone.profile.admin')}</span>
          ) : (
            <>
              <span>{t('myzone.profile.level', { level: member.level })}</span>
              <span>
                <span className="sr-only">{t('myzone.profile.temperatureLabel')} </span>
                {t('myzone.profile.temperature', { temperature: member.temperature })}
              </span>
            </>
          )}
          <span>{t('myzone.follower.since', { date: since })}</span>
        </p>
      </div>
    </li>
  );
}
