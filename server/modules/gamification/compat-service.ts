import type { ScoreKey } from '../../../common/contracts/gamification.ts';
import { levelOfTenths, tenthsToDegrees } from '../../../common/gamification/levels.ts';
import { siteDay } from '../../lib/site-day.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { GamificationContext } from './context.ts';
import { countOnDay, findTallies } from './ledger-repository.ts';

/**
 * SPEC §7.4's /api/score/add, kept for compatibility (P20): it can grant nothing the server has
 * not verified. A signed-in member's visit is verified by the call itself, so LOGIN records the
 * day's visit (once a site day, the streak with it) the way a renewed session does; every other
 * key is written by the server with its action, so the call only answers the standing.
 */
export async function addScore(
  ctx: Pick<GamificationContext, 'db' | 'transaction' | 'clock' | 'config'>,
  viewer: Pick<Viewer, 'id'>,
  key: ScoreKey,
): Promise<{ granted: boolean; temperature: number | null; level: number | null }> {
  const now = ctx.clock.now();
  const today = siteDay(now, ctx.config.SITE_TIME_ZONE);
  let granted = false;
  if (key === 'LOGIN') {
    granted = await ctx.transaction(async (trx, emit) => {
      const before = await countOnDay(trx, viewer.id, today, 'LOGIN');
      if (before > 0) return false;
      emit('user.returned', { userId: viewer.id, at: now.toISOString() });
      return true;
    });
    if (granted) granted = (await countOnDay(ctx.db, viewer.id, today, 'LOGIN')) > 0;
  }
  const member = (await findTallies(ctx.db, [viewer.id])).get(viewer.id);
  if (!member || member.admin) return { granted: false, temperature: null, level: null };
  return {
    granted,
    temperature: tenthsToDegrees(member.temperatureTenths),
    level: levelOfTenths(member.temperatureTenths),
  };
}
