import { sql } from 'kysely';
import { levelOfTenths, nextLevelUpCharacter } from '../../../common/gamification/levels.ts';
import type { Db } from '../../lib/context.ts';
import { addCharacter, listCollectedCharacters } from '../members/service.ts';
import { insertLayer, setTopLevel } from './ledger-repository.ts';

/**
 * `npm run score:rebuild` (issue 28 item 8): recomputes every member's temperature, highest
 * level and level-up characters from the ledger, the record that is never rewritten, so that a
 * rule change or a bug is repaired on a live site. Badges need no repair: the card reads them
 * from the follower count (P23).
 */

export interface RebuildDifference {
  userId: number;
  field: 'temperature' | 'topLevel' | 'character';
  before: unknown;
  after: unknown;
}

export interface RebuildReport {
  members: number;
  differences: RebuildDifference[];
}

interface Expected {
  userId: number;
  temperatureTenths: number;
  topLevel: number;
  storedTenths: number;
  storedTopLevel: number;
}

/** Every member's stored figures beside what the ledger says (P21: never below 0). */
async function compareWithLedger(db: Db): Promise<Expected[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom(
            db
              .selectFrom('score_events')
              .select([
                'user_id',
                sql<number>`sum(points) over (partition by user_id order by id rows unbounded preceding)`.as('running'),
              ])
              .as('runs'),
          )
          .select(['user_id', (e) => e.fn.max<number>('running').as('highest')])
          .groupBy('user_id')
          .as('peaks'),
      (join) => join.onRef('peaks.user_id', '=', 'users.id'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('score_events')
          .select(['user_id', (e) => e.fn.sum<number>('points').as('total')])
          .groupBy('user_id')
          .as('sums'),
      (join) => join.onRef('sums.user_id', '=', 'users.id'),
    )
    .select(['users.id', 'users.temperature_tenths', 'users.top_level', 'sums.total', 'peaks.highest'])
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    temperatureTenths: Math.max(0, Number(row.total ?? 0)),
    topLevel: levelOfTenths(Math.max(0, Number(row.highest ?? 0))),
    storedTenths: Number(row.temperature_tenths),
    storedTopLevel: Number(row.top_level),
  }));
}

/** The LEVEL_UP celebrations a member has had: the levels reached and the characters they brought. */
async function levelUps(db: Db, userId: number): Promise<{ level: number; characterKey: string | null }[]> {
  const rows = await db
    .selectFrom('score_layers')
    .select(['level', 'character_key'])
    .where('user_id', '=', userId)
    .where('type', '=', 'LEVEL_UP')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ level: Number(row.level), characterKey: row.character_key }));
}

export async function rebuildStandings(db: Db, options: { fix: boolean; now?: Date }): Promise<RebuildReport> {
  const at = (options.now ?? new Date()).toISOString();
  const members = await compareWithLedger(db);
  const differences: RebuildDifference[] = [];
  for (const member of members) {
    const { userId } = member;
    if (member.storedTenths !== member.temperatureTenths) {
      differences.push({
        userId,
        field: 'temperature',
        before: member.storedTenths / 10,
        after: member.temperatureTenths / 10,
      });
      if (options.fix) {
        await db
          .updateTable('users')
          .set({ temperature_tenths: member.temperatureTenths })
          .where('id', '=', userId)
          .execute();
      }
    }
    if (member.storedTopLevel !== member.topLevel) {
      differences.push({ userId, field: 'topLevel', before: member.storedTopLevel, after: member.topLevel });
      if (options.fix) await setTopLevel(db, userId, member.topLevel);
    }
    if (member.topLevel <= 1) continue;
    // P22: each level reached brought a character; the ones missing from the collection come back,
    // and a level reached without its celebration (a rule change) gets it with its character.
    const owned: string[] = ['dough', ...(await listCollectedCharacters(db, userId))];
    const celebrated = await levelUps(db, userId);
    for (const { characterKey } of celebrated) {
      if (characterKey === null || owned.includes(characterKey)) continue;
      differences.push({ userId, field: 'character', before: null, after: characterKey });
      owned.push(characterKey);
      if (options.fix) await addCharacter(db, userId, characterKey as never, at);
    }
    const reached = new Set(celebrated.map((layer) => layer.level));
    for (let level = 2; level <= member.topLevel; level += 1) {
      if (reached.has(level)) continue;
      const character = nextLevelUpCharacter(owned);
      differences.push({ userId, field: 'character', before: null, after: character });
      if (character) owned.push(character);
      if (options.fix) {
        if (character) await addCharacter(db, userId, character, at);
        await insertLayer(db, { userId, type: 'LEVEL_UP', level, characterKey: character, points: null, at });
      }
    }
  }
  return { members: members.length, differences };
}
