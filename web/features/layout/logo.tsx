import { Link } from 'react-router';

/** The hearth's mouth with a loaf inside: the mark beside the configured site name (DECISIONS P1). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false" className="shrink-0">
      <rect width="32" height="32" rx="9" fill="#a8431a" />
      <path d="M6 26V16a10 10 0 0 1 20 0v10z" fill="#fff3ea" />
      <path d="M9.5 24.5c0-4 2.9-6.5 6.5-6.5s6.5 2.5 6.5 6.5z" fill="#d9962f" />
      <path d="M13 20.5l1.4 1.6M17 19.8l1.4 1.6" stroke="#8f5a12" strokeWidth="1.2" strokeLinecap="round" />
      <path d="M6 26h20" stroke="#fff3ea" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({
  lang,
  siteName,
  showName = true,
  nameClassName,
}: {
  lang: string;
  siteName: string;
  showName?: boolean;
  /** Lets a crowded bar hide the name visually at some widths while it stays the link's name. */
  nameClassName?: string;
}) {
  return (
    <Link
      to={`/${lang}`}
      className="inline-flex min-h-11 items-center gap-2 rounded-md text-xl font-extrabold tracking-tight text-ink-900"
      aria-label={showName ? undefined : siteName}
    >
      <LogoMark />
      {showName ? <span className={nameClassName}>{siteName}</span> : null}
    </Link>
  );
}
