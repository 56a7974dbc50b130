import { toIso } from '../../db/normalize.ts';
import type { DbOrTrx } from '../../lib/context.ts';

/** Celebrations waiting to be shown (SPEC §3.5); written by ledger.ts with the score. */

export interface LayerRow {
  id: number;
  type: string;
  level: number | null;
  characterKey: string | null;
  points: number | null;
  createdAt: string;
}

export async function findPendingLayers(db: DbOrTrx, userId: number): Promise<LayerRow[]> {
  const rows = await db
    .selectFrom('score_layers')
    .select(['id', 'type', 'level', 'character_key', 'points', 'created_at'])
    .where('user_id', '=', userId)
    .where('shown_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    level: row.level,
    characterKey: row.character_key,
    points: row.points,
    createdAt: toIso(row.created_at),
  }));
}

/** Marks the member's celebration shown; whether it is theirs (shown already or not). */
export async function markLayerShown(db: DbOrTrx, userId: number, id: number, at: string): Promise<boolean> {
  const own = await db
    .selectFrom('score_layers')
    .select(['id', 'shown_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!own) return false;
  if (own.shown_at === null) {
    await db
      .updateTable('score_layers')
      .set({ shown_at: at })
      .where('id', '=', id)
      .where('shown_at', 'is', null)
      .execute();
  }
  return true;
}
