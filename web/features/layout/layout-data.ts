import { useRouteLoaderData } from 'react-router';
import type { SessionUser } from '../../../common/contracts/accounts/shared.ts';
import type { Layer } from '../../../common/contracts/gamification.ts';
import type { SiteConfig } from '../../lib/request-context.ts';
import { LANGUAGE_ROUTE_ID } from '../../lib/viewer.ts';

/** What the language route's loader hands the chrome: the operator's names (DECISIONS P1). */
export interface LayoutData {
  siteConfig: SiteConfig;
  /** The copyright year, fixed by the server so that hydration cannot disagree with it. */
  year: number;
  /** Who is signed in (GET /api/user/check), or null for a visitor. */
  viewer: SessionUser | null;
  /** The member's celebrations not yet shown (SPEC §3.5, §4), oldest first; none for visitors. */
  layers: Layer[];
  /** The bell's badge count (SPEC §2.3, §4): notifications since the panel was last opened; 0 for visitors. */
  alarmCount: number;
}

export function useLayoutData(): LayoutData {
  const data = useRouteLoaderData(LANGUAGE_ROUTE_ID) as LayoutData | undefined;
  if (!data) throw new Error(`The page chrome needs the loader data of ${LANGUAGE_ROUTE_ID}.`);
  return data;
}
