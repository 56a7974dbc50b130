import type { ReactNode } from 'react';

/** A titled block of a knowledge page (a list of guides, the community's posts…). */
export function SectionCard({
  id,
  title,
  lead,
  action,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  /** A link beside the title ("See all"). */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-flour-300 bg-white px-5 py-5 shadow-card">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-ink-900">
          {title}
        </h2>
        {action}
      </div>
      {lead ? <p className="-mt-1 mb-3 text-sm text-ink-600">{lead}</p> : null}
      {children}
    </section>
  );
}
