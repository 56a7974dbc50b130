import type { MemberCard } from '../../../../common/contracts/members.ts';
import { CharacterAvatar } from '../../../components/characters/character-avatar.tsx';
import { CHARACTER_ORDER } from '../../../components/characters/character-keys.ts';

/**
 * A member's picture (ADR 0022): the uploaded image, else the chosen base image (a character
 * portrait, 0 dough … 4 baguette), else the main character; administrators the admin baker.
 * Decorative: the nickname is always printed beside it.
 */
export function MemberAvatar({ member, size }: { member: MemberCard; size: number }) {
  if (member.admin) return <CharacterAvatar character="admin" size={size} decorative />;
  if (member.profileImagePath) {
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
  const base = member.profileBaseImageIndex === null ? undefined : CHARACTER_ORDER[member.profileBaseImageIndex];
  const character = base ?? CHARACTER_ORDER.find((key) => key === member.characterKey) ?? 'dough';
  return <CharacterAvatar character={character} size={size} decorative />;
}
