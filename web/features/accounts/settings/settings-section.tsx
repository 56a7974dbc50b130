import { type ReactNode, useId } from 'react';

/** One card of the settings page with its heading; the heading names the region for screen readers. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-flour-300 bg-white p-5 shadow-card desktop:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
