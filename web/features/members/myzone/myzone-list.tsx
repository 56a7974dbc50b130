import type { ReactNode } from 'react';

/*
 * The parts My Zone's lists share beyond the member pages' tabs and pager
 * (web/features/members/member-tabs.tsx, web/components/ui/list-pagination.tsx): the empty state and the page number.
 */

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
