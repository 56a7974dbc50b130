import type { ReactNode } from 'react';
import { DialogHost } from '../../components/ui/dialogs.tsx';

/** SPEC §2.3 empty layout: the page and the dialog host only (error pages, popups' own pages). */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <DialogHost>
      <main id="main" tabIndex={-1} className="flex min-h-dvh w-full flex-col">
        {children}
      </main>
    </DialogHost>
  );
}
