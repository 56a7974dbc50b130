import type { MemberCard } from '../../../common/contracts/members.ts';
import type { AvatarCharacter } from '../characters/character-art.ts';
import { CharacterAvatar } from '../characters/character-avatar.tsx';
import { CHARACTER_ORDER } from '../characters/character-keys.ts';

export type AvatarMember = Pick<
  MemberCard,
  'admin' | 'deprecated' | 'characterKey' | 'profileImagePath' | 'profileBaseImageIndex'
>;

/**
 * The art a member is shown with (SPEC §6, ADR 0022): administrators the admin baker, withdrawn
 * members the default dough (P11), else a chosen base image (a character portrait) or the main
 * character. An uploaded image is handled by MemberAvatar itself.
 */
export function memberCharacter(member: AvatarMember): AvatarCharacter {
  if (member.admin) return 'admin';
  if (member.deprecated) return 'dough';
  const base = member.profileBaseImageIndex;
  if (base !== null && base >= 0 && base < CHARACTER_ORDER.length) return CHARACTER_ORDER[base]!;
  return CHARACTER_ORDER.find((key) => key === member.characterKey) ?? 'dough';
}

/**
 * A member's round avatar: their uploaded 256×256 image, else memberCharacter's art. Always
 * decorative: the nickname is printed beside it wherever it appears.
 */
export function MemberAvatar({ member, size = 40 }: { member: AvatarMember; size?: number }) {
  if (member.profileImagePath && !member.admin && !member.deprecated) {
    return (
      <img
        src={member.profileImagePath}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full bg-flour-100 object-cover ring-1 ring-flour-300"
        data-testid="member-avatar-image"
      />
    );
  }
  return <CharacterAvatar character={memberCharacter(member)} size={size} decorative />;
}
