import { useTranslation } from 'react-i18next';
import type { MemberCard } from '../../../common/contracts/members.ts';
import { MemberAvatar, memberCharacter } from '../../components/members/member-avatar.tsx';
import { MemberLink } from '../../components/members/member-link.tsx';

/**
 * A member in a list (follows): avatar and nickname (the one member link: popup or profile),
 * level and character; administrators show their label instead (SPEC §6).
 */
export function MemberRowCard({ member }: { member: MemberCard }) {
  const { t } = useTranslation('member');
  return (
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
              <span>{t(`common:characters.${memberCharacter({ ...member, profileBaseImageIndex: null })}.name`)}</span>
            </>
          )}
        </span>
      }
    >
      <span data-testid="member-row-name">{member.nickName}</span>
    </MemberLink>
  );
}
