import { useTranslation } from 'react-i18next';
import type { MemberCard } from '../../../common/contracts/members.ts';
import { FollowButton } from '../../components/members/follow-button.tsx';
import { MemberAvatar, memberCharacter } from '../../components/members/member-avatar.tsx';
import { MemberLink } from '../../components/members/member-link.tsx';

/** A row of /api/user/get_user_follower or get_user_following, as far as the row shows it. */
export interface MemberRowData {
  user: MemberCard;
  isFollowing: boolean;
  can: { follow: boolean };
}

export interface MemberRowProps {
  lang: string;
  row: MemberRowData;
  /** Since when they follow (or are followed), formatted by the page. */
  since?: string;
}

/**
 * A member in a follower list (issue 14 item 3), on a member's follows page and My Zone's
 * Mfollower alike: avatar and nickname through the one member link (popup or profile), level and
 * character (administrators their label instead, SPEC §6), and the follow-back button the
 * viewer may press.
 */
export function MemberRow({ lang, row, since }: MemberRowProps) {
  const { t } = useTranslation('member');
  const member = row.user;
  return (
    <li className="flex items-center justify-between gap-3 py-3" data-testid="member-row">
      <MemberLink
        member={member}
        className="gap-3"
        nameClassName="truncate font-semibold text-ink-900"
        avatar={<MemberAvatar member={member} size={44} />}
        facts={
          <span className="flex flex-wrap gap-x-3 text-sm text-ink-700">
            {member.admin ? (
              <span>{t('profile.admin')}</span>
            ) : (
              <>
                <span>{t('profile.level', { level: member.level })}</span>
                <span>
                  {t(`common:characters.${memberCharacter({ ...member, profileBaseImageIndex: null })}.name`)}
                </span>
              </>
            )}
            {since ? <span>{t('profile.follows.since', { date: since })}</span> : null}
          </span>
        }
      >
        <span data-testid="member-row-name">{member.nickName}</span>
      </MemberLink>
      <FollowButton
        lang={lang}
        member={member}
        following={row.isFollowing}
        followId={null}
        canFollow={row.can.follow}
        size="sm"
      />
    </li>
  );
}
