import './burnt-loaf.css';

/**
 * An original drawing for the 500 page: a loaf (one of the site's bread characters) that
 * fell over and burnt, with rising smoke. Decorative: the page's heading says what happened.
 */
export function BurntLoaf({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 240 200" width="240" height="200" aria-hidden="true" focusable="false">
      <ellipse cx="118" cy="184" rx="96" ry="9" fill="#f3e7d5" />
      <g fill="none" stroke="#a8a29e" strokeWidth="5" strokeLinecap="round">
        <path className="burnt-loaf__smoke" d="M92 62c-8-10 8-16 0-26s6-16 0-24" />
        <path className="burnt-loaf__smoke" d="M124 58c-8-10 8-16 0-26s6-16 0-24" />
        <path className="burnt-loaf__smoke" d="M156 64c-8-10 8-16 0-26s6-16 0-24" />
      </g>
      <g className="burnt-loaf__body">
        <g transform="translate(0 -20) rotate(-78 120 150)">
          {/* The slice, standing upright before the rotation lays it on its side. */}
          <path
            d="M80 200V138c-22 0-26-40 8-46 10-22 64-22 74 0 34 6 30 46 8 46v62z"
            fill="#44260f"
            stroke="#1c1917"
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <path d="M89 192v-60c-14-2-14-28 6-31 8-17 52-17 60 0 20 3 20 29 6 31v60z" fill="#a16207" />
          <path
            d="M96 180c6-10 20-6 18 4M138 170c10-8 18 2 12 10M104 118c8-6 18-2 14 6"
            stroke="#292524"
            strokeWidth="7"
            strokeLinecap="round"
            fill="none"
            opacity="0.75"
          />
          <g stroke="#1c1917" strokeWidth="4" strokeLinecap="round">
            <path d="M104 136l10 10M114 136l-10 10" />
            <path d="M136 136l10 10M146 136l-10 10" />
            <path d="M108 164c5-5 9 5 14 0s9 5 14 0" fill="none" />
          </g>
        </g>
      </g>
      <g fill="#78350f">
        <circle cx="30" cy="182" r="3" />
        <circle cx="42" cy="186" r="2" />
        <circle cx="200" cy="184" r="2.5" />
      </g>
    </svg>
  );
}
