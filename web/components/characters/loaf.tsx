import { type CharacterArtProps, CharacterSvg, Face } from './character-svg.tsx';

const SLICE =
  'M18 42c0-13 10-22 22-22c3 0 6 .6 8 1.6c2-1 5-1.6 8-1.6c12 0 22 9 22 22c0 5-3 8-6 9.5V76c0 4-3 6-6 6H30c-3 0-6-2-6-6V51.5c-3-1.5-6-4.5-6-9.5z';

/** Loaf: a slice of bread, golden crust and soft crumb. */
export function Loaf(props: CharacterArtProps) {
  return (
    <CharacterSvg {...props}>
      <ellipse cx="48" cy="86" rx="26" ry="4" fill="#3d3028" opacity="0.08" />
      <path d={SLICE} fill="#c9802f" />
      <path d={SLICE} fill="#fbe7c2" transform="translate(48 52) scale(0.82) translate(-48 -51)" />
      <Face x={48} y={54} spread={9} />
    </CharacterSvg>
  );
}
