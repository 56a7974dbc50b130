import { CHARACTER_KEYS, type CharacterKey } from '../../../common/contracts/reference.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findCardRows } from './card-repository.ts';
import { profileRefusal } from './policy.ts';
import { listCollectedCharacters } from './repository.ts';

/** What gamification's standing (/api/user/get_score) shows of a member. */
export interface StandingFacts {
  id: number;
  admin: boolean;
  temperatureTenths: number;
  /** Active followers, as the card's badge counts them (P23). */
  followerCount: number;
  /** P22: dough, then the characters collected, in the order P22 grants them. */
  characters: CharacterKey[];
}

/** A member's standing facts, by the profile's rules of seeing (policy.ts profileRefusal). */
export async function loadStandingFacts(
  db: DbOrTrx,
  reader: Pick<Viewer, 'id' | 'admin'> | null,
  id: number,
): Promise<StandingFacts> {
  const [row] = await findCardRows(db, [id]);
  if (!row) throw new AppError('NOT_FOUND');
  const refusal = profileRefusal(reader, row);
  if (refusal) throw new AppError(refusal);
  const owned = new Set<CharacterKey>(['dough', ...(await listCollectedCharacters(db, id))]);
  return {
    id: row.id,
    admin: row.admin,
    temperatureTenths: row.temperatureTenths,
    followerCount: row.followerCount,
    characters: CHARACTER_KEYS.filter((key) => owned.has(key)),
  };
}
