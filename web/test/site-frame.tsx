import { Outlet, type createRoutesStub } from 'react-router';
import type { SessionUser } from '../../common/contracts/accounts/shared.ts';
import { DialogHost } from '../components/ui/dialogs.tsx';
import { ToastHost } from '../components/ui/toasts.tsx';
import { LANGUAGE_ROUTE_ID } from '../lib/viewer.ts';

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/**
 * The language route as the site frames every page for component tests (createRoutesStub): the
 * viewer its loader gives (useViewer), and the dialog and toast hosts of the default layout.
 */
export function siteFrame(viewer: SessionUser | null, children: StubRoute[]): StubRoute {
  return {
    id: LANGUAGE_ROUTE_ID,
    path: '/:lang',
    loader: () => ({ viewer }),
    HydrateFallback: () => null,
    Component: () => (
      <DialogHost>
        <ToastHost>
          <Outlet />
        </ToastHost>
      </DialogHost>
    ),
    children,
  };
}
