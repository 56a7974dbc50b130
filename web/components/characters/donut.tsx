import { type CharacterArtProps, CharacterSvg, Face } from './character-svg.tsx';

/** Donut: a ring with pink glaze and sprinkles. */
export function Donut(props: CharacterArtProps) {
  return (
    <CharacterSvg {...props}>
      <ellipse cx="48" cy="86" rx="30" ry="4" fill="#3d3028" opacity="0.08" />
      <path
        fillRule="evenodd"
        d="M48 14a35 35 0 1 1 0 70a35 35 0 1 1 0-70zm0 23a9 9 0 1 0 0 18a9 9 0 1 0 0-18z"
        fill="#dfa25a"
      />
      <path
        fillRule="evenodd"
        d="M48 19c17 0 30 11 30 27c0 5-3 6-5 9c-2 4 1 8-3 11c-4 2-6-2-10 0c-4 2-7 6-12 6s-8-4-12-6c-4-2-6 2-10 0c-4-3-1-7-3-11c-2-3-5-4-5-9c0-16 13-27 30-27zm0 18a9 9 0 1 0 0 18a9 9 0 1 0 0-18z"
        fill="#f49bb0"
      />
      <g strokeLinecap="round" strokeWidth="2.6">
        <path d="M30 30l4-2" stroke="#fff3c4" />
        <path d="M62 26l4 2" stroke="#8ecae6" />
        <path d="M70 42l1 4" stroke="#fff3c4" />
        <path d="M24 44l1-4" stroke="#8ecae6" />
        <path d="M40 24l3 1" stroke="#a8431a" />
      </g>
      <Face x={48} y={63} spread={12} />
    </CharacterSvg>
  );
}
