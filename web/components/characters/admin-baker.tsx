import { type CharacterArtProps, CharacterSvg, Face } from './character-svg.tsx';

/** The administrators' avatar (SPEC §6): a bun in a baker's hat. */
export function AdminBaker(props: CharacterArtProps) {
  return (
    <CharacterSvg {...props}>
      <ellipse cx="48" cy="88" rx="26" ry="4" fill="#3d3028" opacity="0.08" />
      <circle cx="48" cy="60" r="26" fill="#e9b872" />
      <path d="M24 66c4 11 13 18 24 18s20-7 24-18c-6 5-14 8-24 8s-18-3-24-8z" fill="#d9962f" />
      <g fill="#fffdf8" stroke="#e7d6bd" strokeWidth="2">
        <circle cx="33" cy="24" r="11" />
        <circle cx="63" cy="24" r="11" />
        <circle cx="48" cy="18" r="13" />
        <rect x="32" y="26" width="32" height="14" rx="3" />
      </g>
      <path d="M33 34h30" stroke="#dd6a2c" strokeWidth="3" />
      <Face x={48} y={60} spread={9} />
    </CharacterSvg>
  );
}
