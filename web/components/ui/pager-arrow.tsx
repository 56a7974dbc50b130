import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

const arrowClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-flour-300 bg-white text-ink-800';

/**
 * A previous or next arrow of a pager. At either end (no target) it stays in place, dimmed and
 * marked aria-disabled (SPEC §4 "blocked, low opacity"), so that the row never shifts and
 * assistive technology still finds it and hears that it is unavailable.
 */
export function PagerArrow({
  direction,
  to,
  label,
  onClick,
  preventScrollReset,
}: {
  direction: 'previous' | 'next';
  to: string | undefined;
  label: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  preventScrollReset?: boolean;
}) {
  const Icon = direction === 'previous' ? ChevronLeftIcon : ChevronRightIcon;
  if (to === undefined) {
    return (
      <a role="link" aria-disabled="true" aria-label={label} className={`${arrowClass} cursor-not-allowed opacity-40`}>
        <Icon className="size-5" />
      </a>
    );
  }
  return (
    <Link
      to={to}
      aria-label={label}
      rel={direction === 'previous' ? 'prev' : 'next'}
      onClick={onClick}
      preventScrollReset={preventScrollReset}
      className={`${arrowClass} transition-colors hover:border-ember-700 hover:text-ember-800`}
    >
      <Icon className="size-5" />
    </Link>
  );
}
