import type { ReactNode } from 'react';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';

/** The body of the social popup's two pages: a short message in a page without chrome. */
export function PopupPage({
  title,
  message,
  busy,
  children,
}: {
  title: string;
  message: string;
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-flour-50 p-6">
      <div className="flex w-full max-w-sm flex-col items-center gap-4 rounded-xl bg-white p-8 text-center shadow-card">
        <h1 className="text-xl font-bold text-ink-900">{title}</h1>
        {busy ? <LoadingIndicator size={56} /> : null}
        <p role="status" className="text-base text-ink-700">
          {message}
        </p>
        {children}
      </div>
    </main>
  );
}
