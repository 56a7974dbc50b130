import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface MyZoneTab {
  key: string;
  label: string;
  to: string;
}

/**
 * Two views of one My Zone page (posts / replies, bookmarks / followed posts, followers /
 * following) as links, so that each view has its address and works without script.
 */
export function MyZoneTabs({ label, tabs, current }: { label: string; tabs: MyZoneTab[]; current: string }) {
  return (
    <nav aria-label={label} className="mb-5 border-b border-flour-300">
      <ul className="flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.key === current ? 'page' : undefined}
              className="relative inline-flex min-h-11 items-center px-3 font-semibold text-ink-700 hover:text-ink-900 current:text-ember-800 current:after:absolute current:after:inset-x-2 current:after:-bottom-px current:after:h-[3px] current:after:rounded-full current:after:bg-ember-700"
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Newer and older pages of a My Zone list, as plain links (?page=N) beside the tab query. */
export function MyZonePager({
  page,
  pages,
  hrefOf,
  labels,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  labels: { previous: string; next: string; page: string };
}) {
  if (pages <= 1) return null;
  const link = (to: number, children: ReactNode) => (
    <Link to={hrefOf(to)} className="inline-flex min-h-11 items-center px-3 font-semibold text-ember-800 underline">
      {children}
    </Link>
  );
  return (
    <nav aria-label={labels.page} className="mt-5 flex items-center justify-center gap-3 text-ink-700">
      {page > 1 ? link(page - 1, labels.previous) : null}
      <span>{labels.page}</span>
      {page < pages ? link(page + 1, labels.next) : null}
    </nav>
  );
}

/** Nothing in the list yet. */
export function MyZoneEmpty({ children }: { children: ReactNode }) {
  return (
    <p
      className="rounded-lg border border-dashed border-ink-300 bg-white px-6 py-10 text-center text-ink-700"
      data-testid="myzone-empty"
    >
      {children}
    </p>
  );
}

/** ?page=N of the address, 1 when missing or not a positive number. */
export function pageFrom(request: Request): number {
  const value = Number(new URL(request.url).searchParams.get('page'));
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : 1;
}
