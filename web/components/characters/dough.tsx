import { type CharacterArtProps, CharacterSvg, Face } from './character-svg.tsx';

/** Dough: the soft beginning every member owns (DECISIONS P22). */
export function Dough(props: CharacterArtProps) {
  return (
    <CharacterSvg {...props}>
      <ellipse cx="48" cy="82" rx="32" ry="5" fill="#3d3028" opacity="0.08" />
      <path d="M12 68c-3-22 13-42 36-42s39 20 36 42c-1 8-7 12-15 12H27c-8 0-14-4-15-12z" fill="#f6e4c4" />
      <path d="M12 68c1 8 7 12 15 12h42c8 0 14-4 15-12-8 5-22 7-36 7s-28-2-36-7z" fill="#ead2a8" />
      <ellipse cx="34" cy="40" rx="9" ry="4.5" fill="#fffaf0" transform="rotate(-20 34 40)" />
      <Face x={48} y={56} />
    </CharacterSvg>
  );
}
