import type { ReactNode } from 'react';
import { DialogHost } from './ui/dialogs.tsx';

/**
 * SPEC §2.3 empty layout: the page and the dialog host only, no navigation bar or footer.
 * Error pages use it (SPEC §2.2); so will the sign-in popups' own pages.
 */
export function EmptyLayout({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <DialogHost>
      <main id="main" tabIndex={-1} className={`flex min-h-dvh w-full flex-col ${className}`}>
        {children}
      </main>
    </DialogHost>
  );
}
