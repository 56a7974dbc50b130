import type { Locale } from '../../../common/i18n/locales.ts';

/**
 * The footer's language flags (SPEC §2.3) as small drawings: emoji flags show as boxes or
 * letter pairs where no colour-emoji font is installed (Windows, many Linux machines).
 * Decorative: the language name beside each flag is what assistive technology reads.
 */
export function LanguageFlag({ locale }: { locale: Locale }) {
  return (
    <svg
      viewBox="0 0 30 20"
      width="21"
      height="14"
      aria-hidden="true"
      focusable="false"
      className="shrink-0 rounded-[2px] ring-1 ring-black/10"
    >
      {locale === 'ko' && <KoreaFlag />}
      {locale === 'ja' && <JapanFlag />}
      {locale === 'en' && <EnglishFlag />}
    </svg>
  );
}

function KoreaFlag() {
  // Simplified taegeukgi: the red-over-blue circle and the four trigrams as solid bars.
  const trigram = (x: number, y: number, angle: number) => (
    <g transform={`rotate(${angle} ${x} ${y})`} fill="#111">
      <rect x={x - 2.5} y={y - 2.2} width="5" height="1" />
      <rect x={x - 2.5} y={y - 0.5} width="5" height="1" />
      <rect x={x - 2.5} y={y + 1.2} width="5" height="1" />
    </g>
  );
  return (
    <>
      <rect width="30" height="20" fill="#fff" />
      <path d="M10 10a5 5 0 0 1 10 0z" fill="#cd2e3a" />
      <path d="M10 10a5 5 0 0 0 10 0z" fill="#0047a0" />
      <circle cx="12.5" cy="10" r="2.5" fill="#cd2e3a" />
      <circle cx="17.5" cy="10" r="2.5" fill="#0047a0" />
      {trigram(5.5, 4.5, -56)}
      {trigram(24.5, 15.5, -56)}
      {trigram(24.5, 4.5, 56)}
      {trigram(5.5, 15.5, 56)}
    </>
  );
}

function JapanFlag() {
  return (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#bc002d" />
    </>
  );
}

function EnglishFlag() {
  // Stripes and a canton, simplified to read at 14 px.
  return (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
        <rect key={stripe} y={stripe * (20 / 13)} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="13" height={(20 / 13) * 7} fill="#3c3b6e" />
    </>
  );
}
