import type { SessionUser } from '../../../common/contracts/accounts/shared.ts';
import { type Layer, userGetLayerList, userShowLayer } from '../../../common/contracts/gamification.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import type { ApiClient } from '../../lib/api.ts';
import { isOwnProfilePath } from './celebration-paths.ts';

/**
 * The signed-in member's celebrations not yet shown, oldest first (SPEC §3.5, §4), for the
 * language route's loader: one call, none for visitors and administrators (who earn nothing,
 * ADR 0027). A page never fails because of them: an API failure shows none. On one's own
 * profile they are marked shown instead (SPEC §4).
 */
export async function loadPendingLayers(
  api: ApiClient,
  lang: Locale,
  viewer: SessionUser | null,
  pathname: string,
): Promise<Layer[]> {
  if (!viewer || viewer.admin) return [];
  try {
    const { rows } = await api.call(userGetLayerList, { lang });
    if (rows.length === 0 || !isOwnProfilePath(pathname, lang, viewer.id)) return rows;
    await Promise.all(rows.map((row) => api.call(userShowLayer, { lang, id: row.id })));
    return [];
  } catch (error) {
    // A redirect (the session ended meanwhile, server/web.ts) still ends the session.
    if (error instanceof Response) throw error;
    console.error('The celebration layers could not be loaded', error);
    return [];
  }
}
