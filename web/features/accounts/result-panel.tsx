import type { ReactNode } from 'react';

/** A result page of SPEC §2.2 (sign-up complete, confirmation and reset results): a heading, words, next steps. */
export function ResultPanel({
  tone,
  title,
  children,
  actions,
}: {
  tone: 'success' | 'notice' | 'problem';
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const bar = { success: 'bg-leaf-700', notice: 'bg-ember-700', problem: 'bg-berry-700' }[tone];
  return (
    <div className="page-column flex justify-center py-10 desktop:py-16">
      <section className="w-full max-w-[530px] overflow-hidden rounded-xl bg-white shadow-card">
        <div aria-hidden="true" className={`h-1.5 ${bar}`} />
        <div className="p-6 desktop:p-8">
          <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
          <div className="mt-3 flex flex-col gap-2 text-base text-ink-700">{children}</div>
          {actions ? <div className="mt-6 flex flex-wrap gap-2">{actions}</div> : null}
        </div>
      </section>
    </div>
  );
}
