import { type CharacterArtProps, CharacterSvg, Face } from './character-svg.tsx';

/** Baguette: long, tilted, with its scored top. */
export function Baguette(props: CharacterArtProps) {
  return (
    <CharacterSvg {...props}>
      <ellipse cx="48" cy="86" rx="34" ry="4" fill="#3d3028" opacity="0.08" />
      <g transform="rotate(-28 48 50)">
        <rect x="4" y="36" width="88" height="28" rx="14" fill="#d9962f" />
        <rect x="8" y="38" width="80" height="8" rx="4" fill="#e9b463" />
        <path d="M16 40l8 8M30 38l8 8M62 38l8 8M76 40l8 8" stroke="#f6d58f" strokeWidth="3" strokeLinecap="round" />
        <Face x={48} y={50} spread={8} />
      </g>
    </CharacterSvg>
  );
}
