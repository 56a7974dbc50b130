import { type ReactNode, useId } from 'react';

export interface CharacterArtProps {
  /** The character's name for screen readers; omit it where a visible name sits next to the art. */
  title?: string;
  /** Width and height in px; without it, className sizes the art (the viewBox keeps it square). */
  size?: number;
  className?: string;
  /** Margin around the art, in viewBox units, so it sits inside a round frame without touching it. */
  inset?: number;
}

const EYE = '#3d3028';
const BLUSH = '#f2a08a';

/** The frame every character shares: a 96 px square canvas, named when it is not decorative. */
export function CharacterSvg({
  title,
  size,
  className,
  inset = 0,
  children,
}: CharacterArtProps & { children: ReactNode }) {
  const titleId = useId();
  return (
    <svg
      viewBox={`${-inset} ${-inset} ${96 + 2 * inset} ${96 + 2 * inset}`}
      width={size}
      height={size}
      className={className}
      focusable="false"
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {children}
    </svg>
  );
}

/** One friendly face for the whole family, so the characters read as siblings. */
export function Face({ x, y, spread = 10, color = EYE }: { x: number; y: number; spread?: number; color?: string }) {
  return (
    <g>
      <ellipse cx={x - spread - 4} cy={y + 5} rx="4" ry="2.6" fill={BLUSH} opacity="0.85" />
      <ellipse cx={x + spread + 4} cy={y + 5} rx="4" ry="2.6" fill={BLUSH} opacity="0.85" />
      <circle cx={x - spread} cy={y} r="3" fill={color} />
      <circle cx={x + spread} cy={y} r="3" fill={color} />
      <circle cx={x - spread + 1} cy={y - 1} r="0.9" fill="#fff" />
      <circle cx={x + spread + 1} cy={y - 1} r="0.9" fill="#fff" />
      <path d={`M${x - 4} ${y + 6}q4 4 8 0`} stroke={color} strokeWidth="2.2" fill="none" strokeLinecap="round" />
    </g>
  );
}
