import type { ReactNode } from 'react';

/** A console section's page: its heading, its lead and its content (issue 32). */
export function ConsolePage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
      {lead ? <p className="mt-1 mb-6 text-ink-700">{lead}</p> : <div className="mb-6" />}
      {children}
    </div>
  );
}
