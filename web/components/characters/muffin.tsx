import { type CharacterArtProps, CharacterSvg, Face } from './character-svg.tsx';

/** Muffin: a domed top in a paper cup. */
export function Muffin(props: CharacterArtProps) {
  return (
    <CharacterSvg {...props}>
      <ellipse cx="48" cy="86" rx="26" ry="4" fill="#3d3028" opacity="0.08" />
      <path d="M22 54h52l-6 30H28z" fill="#dd6a2c" />
      <path d="M34 54l2 30M48 54v30M62 54l-2 30" stroke="#a8431a" strokeWidth="2.5" />
      <path d="M14 54c0-20 15-34 34-34s34 14 34 34c0 4-3 6-6 6H20c-3 0-6-2-6-6z" fill="#c9802f" />
      <path d="M24 36c6-8 14-11 22-11" stroke="#e9ad5c" strokeWidth="4" fill="none" strokeLinecap="round" />
      <circle cx="62" cy="30" r="2.6" fill="#5a3a22" />
      <circle cx="70" cy="40" r="2.2" fill="#5a3a22" />
      <circle cx="30" cy="46" r="2.2" fill="#5a3a22" />
      <Face x={50} y={43} spread={9} />
    </CharacterSvg>
  );
}
