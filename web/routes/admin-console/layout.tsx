import { Outlet } from 'react-router';
import { ConsoleNav } from '../../features/admin/console/console-nav.tsx';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { requireAdmin } from '../../lib/admin-only.server.ts';
import type { Route } from './+types/layout';

/**
 * {lang}/admin and every page under it (issue 32, DECISIONS P31): the console's menu beside the
 * section's page, for administrators only; everyone else gets the not-found page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireAdmin(args);
  return { lang };
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page-column py-6 desktop:grid desktop:grid-cols-[13rem_minmax(0,1fr)] desktop:gap-8 desktop:py-10">
      <div className="mb-6 desktop:mb-0">
        <div className="desktop:sticky desktop:top-24">
          <ConsoleNav lang={loaderData.lang} />
        </div>
      </div>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
