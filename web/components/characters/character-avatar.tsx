import { useTranslation } from 'react-i18next';
import { type AvatarCharacter, CHARACTER_ART } from './character-art.ts';

export interface CharacterAvatarProps {
  character: AvatarCharacter;
  /** Pixel size of the round avatar. */
  size?: number;
  /** Hide the name from screen readers when the same name is printed next to the avatar. */
  decorative?: boolean;
  className?: string;
}

/**
 * A character in a round frame: the member avatar and level art (SPEC §3.1, DECISIONS P22).
 * The size lives on the SVG's own attributes: the CSP forbids inline style attributes.
 */
export function CharacterAvatar({ character, size = 48, decorative = false, className }: CharacterAvatarProps) {
  const { t } = useTranslation();
  const Art = CHARACTER_ART[character];
  return (
    <span
      className={`inline-flex shrink-0 overflow-hidden rounded-full bg-flour-100 ring-1 ring-flour-300 ${className ?? ''}`}
      data-character={character}
    >
      <Art title={decorative ? undefined : t(`characters.${character}.name`)} size={size} inset={8} />
    </span>
  );
}
