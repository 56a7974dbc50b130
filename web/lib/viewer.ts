import { useRouteLoaderData } from 'react-router';
import type { SessionUser } from '../../common/contracts/accounts/shared.ts';

/** The language route's id: its loader asks the API who is signed in, once per navigation. */
export const LANGUAGE_ROUTE_ID = 'routes/lang/route';

/** The signed-in member as the page chrome and every page see it, or null for a visitor. */
export function useViewer(): SessionUser | null {
  const data = useRouteLoaderData(LANGUAGE_ROUTE_ID) as { viewer?: SessionUser | null } | undefined;
  return data?.viewer ?? null;
}
