import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** Dough rising in a bowl. */
function RisingDough({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <g className="origin-bottom animate-rise">
        <ellipse cx="32" cy="34" rx="19" ry="14" fill="#f6e4c4" />
        <ellipse cx="26" cy="29" rx="6" ry="3" fill="#fff8ec" />
        <circle cx="26.5" cy="36" r="1.8" fill="#4e4036" />
        <circle cx="37.5" cy="36" r="1.8" fill="#4e4036" />
        <path d="M29.5 40.5q2.5 2 5 0" stroke="#4e4036" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      </g>
      <path d="M8 40h48l-5 14a4 4 0 0 1-3.8 2.7H16.8A4 4 0 0 1 13 54z" fill="#dd6a2c" />
      <path d="M8 40h48" stroke="#a8431a" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A fresh loaf with rising steam. */
function SteamingLoaf({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <g stroke="#c9bba9" strokeWidth="2.4" fill="none" strokeLinecap="round" className="animate-rise">
        <path d="M22 18q-3-4 0-8" />
        <path d="M32 16q-3-4 0-8" />
        <path d="M42 18q-3-4 0-8" />
      </g>
      <path d="M10 44c0-12 10-20 22-20s22 8 22 20v6a4 4 0 0 1-4 4H14a4 4 0 0 1-4-4z" fill="#d9962f" />
      <path d="M20 30l5 6M30 27l5 6M40 30l5 6" stroke="#8f5a12" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="25" cy="44" r="1.8" fill="#3d3028" />
      <circle cx="39" cy="44" r="1.8" fill="#3d3028" />
      <path d="M29.5 48q2.5 2 5 0" stroke="#3d3028" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}

const IMAGES = [RisingDough, SteamingLoaf];
/**
 * SPEC §2.3: the loading indicator picks one of two images at random. A random pick is shown
 * only once the page is hydrated (the server snapshot says "not yet"), so the server render
 * and hydration agree; until then the box keeps its size empty. A `seed` chosen by the server
 * fixes the image from the first paint instead.
 */
export function LoadingIndicator({ label, seed, size = 64 }: { label?: string; seed?: number; size?: number }) {
  const { t } = useTranslation();
  const [randomPick] = useState(() => Math.floor(Math.random() * IMAGES.length));
  const hydrated = useHydrated();
  const pick = seed !== undefined ? Math.abs(Math.trunc(seed)) % IMAGES.length : hydrated ? randomPick : undefined;
  const Image = pick === undefined ? null : IMAGES[pick];
  return (
    <div role="status" className="flex flex-col items-center gap-2 p-4 text-ink-600">
      {Image ? <Image size={size} /> : <svg width={size} height={size} aria-hidden="true" />}
      <span className="text-sm">{label ?? t('status.loading')}</span>
    </div>
  );
}
