import type { Layer, LayerType } from '../../../common/contracts/gamification.ts';
import type { CharacterKey } from '../../../common/contracts/reference.ts';
import { tenthsToDegrees } from '../../../common/gamification/levels.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { GamificationContext } from './context.ts';
import { findPendingLayers, markLayerShown } from './layer-repository.ts';

/** SPEC §3.5, §4: the member's celebrations not yet shown, oldest first. */
export async function listPendingLayers(
  ctx: Pick<GamificationContext, 'db'>,
  viewer: Pick<Viewer, 'id'>,
): Promise<Layer[]> {
  const rows = await findPendingLayers(ctx.db, viewer.id);
  return rows.map((row) => ({
    id: row.id,
    type: row.type as LayerType,
    level: row.level,
    characterKey: row.characterKey as CharacterKey | null,
    points: row.points === null ? null : tenthsToDegrees(row.points),
    createdAt: row.createdAt,
  }));
}

/** Closing a celebration (or going to the profile) marks it shown; again is harmless. Another's: 404. */
export async function showLayer(
  ctx: Pick<GamificationContext, 'db' | 'clock'>,
  viewer: Pick<Viewer, 'id'>,
  id: number,
): Promise<{ id: number; show: true }> {
  if (!(await markLayerShown(ctx.db, viewer.id, id, ctx.clock.now().toISOString()))) throw new AppError('NOT_FOUND');
  return { id, show: true };
}
