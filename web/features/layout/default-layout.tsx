import type { ReactNode } from 'react';
import { DialogHost } from '../../components/ui/dialogs.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { ToastHost } from '../../components/ui/toasts.tsx';
import { AvatarSlotProvider, type RenderAvatar } from './avatar-slot.tsx';
import { BellSlotProvider, type RenderBell } from './bell-slot.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** SPEC §2.3 default layout: navigation bar, page, footer, dialog host (and the toasts). */
export function DefaultLayout({
  children,
  renderAvatar,
  renderBell,
}: {
  children: ReactNode;
  renderAvatar: RenderAvatar;
  renderBell: RenderBell;
}) {
  return (
    <AvatarSlotProvider value={renderAvatar}>
      <BellSlotProvider value={renderBell}>
        <DialogHost>
          <ToastHost>
            <div className="flex min-h-dvh flex-col">
              <SkipLink />
              <SiteHeader />
              <NavigationProgress />
              <main id="main" tabIndex={-1} className="flex w-full flex-1 flex-col">
                {children}
              </main>
              <SiteFooter />
            </div>
          </ToastHost>
        </DialogHost>
      </BellSlotProvider>
    </AvatarSlotProvider>
  );
}
