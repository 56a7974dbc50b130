import { type Expression, sql } from 'kysely';
import type { Dialect } from '../../db/connection.ts';
import { toBool, toIso } from '../../db/normalize.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import { GAIN_POINTS, MILESTONES } from './points.ts';

/** The gains the daily cap counts: every gain but the milestones. */
const CAPPED_GAIN_KEYS = Object.keys(GAIN_POINTS).filter((key) => !MILESTONES.has(key as never));

/**
 * The score ledger's SQL (ADR 0027): rows of `score_events`, the member's total and highest
 * level on `users` (gamification's columns there), and the celebrations of `score_layers`.
 */

export interface ScoreRow {
  id: number;
  userId: number;
  key: string;
  points: number;
  basePoints: number;
  item: string | null;
  postId: number | null;
  reversesId: number | null;
  siteDay: string;
  createdAt: string;
}

interface RawScoreRow {
  id: number;
  user_id: number;
  key: string;
  points: number | string;
  base_points: number | string;
  item: string | null;
  post_id: number | null;
  reverses_id: number | null;
  site_day: string;
  created_at: Date | string;
}

function toScoreRow(row: RawScoreRow): ScoreRow {
  return {
    id: row.id,
    userId: row.user_id,
    key: row.key,
    points: Number(row.points),
    basePoints: Number(row.base_points),
    item: row.item,
    postId: row.post_id,
    reversesId: row.reverses_id,
    siteDay: row.site_day,
    createdAt: toIso(row.created_at),
  };
}

export interface MemberTally {
  id: number;
  admin: boolean;
  status: string;
  temperatureTenths: number;
  topLevel: number;
  /** P20's daily cap: what the member was paid on the site day asked for (gainedOnDay), when asked. */
  gainedToday: number;
}

/**
 * The members a score change touches, locked in id order on PostgreSQL (two likes crossing
 * between the same two members then wait instead of deadlocking; the daily cap is read and
 * spent by one transaction at a time). SQLite runs one write transaction at a time anyway.
 */
export async function lockMembers(
  db: DbOrTrx,
  dialect: Dialect,
  userIds: readonly number[],
  siteDay: string,
): Promise<Map<number, MemberTally>> {
  return readTallies(db, userIds, dialect === 'postgres', siteDay);
}

/** The members' totals as they are now (a read outside any action). */
export async function findTallies(db: DbOrTrx, userIds: readonly number[]): Promise<Map<number, MemberTally>> {
  return readTallies(db, userIds, false, null);
}

async function readTallies(
  db: DbOrTrx,
  userIds: readonly number[],
  forUpdate: boolean,
  siteDay: string | null,
): Promise<Map<number, MemberTally>> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  let query = db
    .selectFrom('users')
    .select(['id', 'admin', 'status', 'temperature_tenths', 'top_level'])
    // The day's gains in the same statement: the one a gain cannot do without (the cap).
    .select((eb) => (siteDay === null ? sql<number>`0` : gainedOnDayOf(eb.ref('users.id'), siteDay)).as('gained_today'))
    .where('id', 'in', ids)
    .orderBy('id');
  // NO KEY UPDATE: a foreign key's check (a like row naming the member) takes KEY SHARE, which this
  // lock lets through; FOR UPDATE would wait on it, and deadlock with the like that took it.
  if (forUpdate) query = query.forNoKeyUpdate();
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        admin: toBool(row.admin),
        status: row.status,
        temperatureTenths: Number(row.temperature_tenths),
        topLevel: Number(row.top_level),
        gainedToday: Number(row.gained_today),
      },
    ]),
  );
}

/** A gain that no row of `reverses_id` takes back. */
const notTakenBack = sql<boolean>`not exists (select 1 from score_events as back where back.reverses_id = score_events.id)`;

export interface NewScoreRow {
  userId: number;
  key: string;
  points: number;
  basePoints: number;
  item: string | null;
  postId: number | null;
  onceKey: string | null;
  reversesId: number | null;
  siteDay: string;
  at: string;
  /** Written only while no gain of the same key on the same item stands for the member (its dialect, for the casts). */
  unlessStanding?: Dialect;
}

/**
 * Adds a row; undefined when its `once_key` (a milestone paid already) or its `reverses_id` (a
 * gain taken back already) is there: the other writer won, nothing is paid twice. With
 * `unlessStanding`, the check that no same gain stands is part of the one statement.
 */
export async function insertScoreRow(db: DbOrTrx, row: NewScoreRow): Promise<number | undefined> {
  const values = {
    user_id: row.userId,
    key: row.key,
    points: row.points,
    base_points: row.basePoints,
    item: row.item,
    post_id: row.postId,
    once_key: row.onceKey,
    reverses_id: row.reversesId,
    site_day: row.siteDay,
    created_at: row.at,
  };
  const insert = db.insertInto('score_events');
  const written = row.unlessStanding
    ? insert
        .columns(Object.keys(values) as (keyof typeof values)[])
        .expression(
          db
            .selectNoFrom(
              Object.entries(values).map(([column, value]) =>
                sql`cast(${value} as ${sql.raw(castOf(column as keyof typeof values, row.unlessStanding!))})`.as(
                  column,
                ),
              ),
            )
            .where(({ not, exists }) =>
              not(
                exists(
                  db
                    .selectFrom('score_events')
                    .select('id')
                    .where('user_id', '=', row.userId)
                    .where('key', '=', row.key)
                    .where('item', '=', row.item)
                    .where(notTakenBack),
                ),
              ),
            ),
        )
    : insert.values(values);
  const inserted = await written
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** Parameters in a select list have no type of their own on PostgreSQL: each is cast to its column's. */
const COLUMN_CASTS = {
  user_id: 'integer',
  key: 'varchar(32)',
  points: 'integer',
  base_points: 'integer',
  item: 'varchar(40)',
  post_id: 'integer',
  once_key: 'varchar(80)',
  reverses_id: 'integer',
  site_day: 'varchar(10)',
} as const;

function castOf(column: keyof typeof COLUMN_CASTS | 'created_at', dialect: Dialect): string {
  if (column === 'created_at') return dialect === 'postgres' ? 'timestamptz' : 'text';
  return COLUMN_CASTS[column];
}

/** The latest gain of `key` on `item` by the member that has not been taken back. */
export async function findStandingGain(
  db: DbOrTrx,
  where: { userId: number; key: string; item: string },
): Promise<ScoreRow | undefined> {
  const row = await db
    .selectFrom('score_events')
    .selectAll()
    .where('user_id', '=', where.userId)
    .where('key', '=', where.key)
    .where('item', '=', where.item)
    .where(notTakenBack)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toScoreRow(row) : undefined;
}

/** Gains of `keys` made by these items (a deleted post's write and milestones), not yet taken back. */
export async function findStandingGainsOfItems(
  db: DbOrTrx,
  items: readonly string[],
  keys: readonly string[],
): Promise<ScoreRow[]> {
  if (items.length === 0) return [];
  const rows = await db
    .selectFrom('score_events')
    .selectAll()
    .where('item', 'in', [...items])
    // Gains only, by their keys (take-backs have keys of their own): see gainedOnDay.
    .where('key', 'in', [...keys])
    .where(notTakenBack)
    .orderBy('id')
    .execute();
  return rows.map(toScoreRow);
}

/**
 * P20's daily cap: what the member was paid on `siteDay` by gains other than milestones. Named
 * by their keys (take-backs have keys of their own), which keeps SQLite, which has no
 * statistics here, on the (user, day, key) index rather than the unique one of reverses_id.
 */
export async function gainedOnDay(db: DbOrTrx, userId: number, siteDay: string): Promise<number> {
  const row = await db
    .selectNoFrom(gainedOnDayOf(sql<number>`${userId}`, siteDay).as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

function gainedOnDayOf(userId: Expression<number>, siteDay: string) {
  return sql<number>`(select coalesce(sum(points), 0) from score_events where user_id = ${userId} and site_day = ${siteDay} and key in (${sql.join(CAPPED_GAIN_KEYS)}))`;
}

/** How many rows of `key` the member has on `siteDay` (POST_READ's ten a day). */
export async function countOnDay(db: DbOrTrx, userId: number, siteDay: string, key: string): Promise<number> {
  const row = await db
    .selectFrom('score_events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('site_day', '=', siteDay)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The site days of the member's rows of `key` from `sinceDay` on (the login streak). */
export async function daysWith(db: DbOrTrx, userId: number, key: string, sinceDay: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('score_events')
    .select('site_day')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('site_day', '>=', sinceDay)
    .execute();
  return new Set(rows.map((row) => row.site_day));
}

/** Adds `delta` tenths to the member's total; returns the new total. */
export async function addToTotal(db: DbOrTrx, userId: number, delta: number): Promise<number> {
  const row = await db
    .updateTable('users')
    .set({ temperature_tenths: sql`temperature_tenths + ${delta}` })
    .where('id', '=', userId)
    .returning('temperature_tenths')
    .executeTakeFirstOrThrow();
  return Number(row.temperature_tenths);
}

export async function setTopLevel(db: DbOrTrx, userId: number, level: number): Promise<void> {
  await db.updateTable('users').set({ top_level: level }).where('id', '=', userId).execute();
}

export interface NewLayer {
  userId: number;
  type: string;
  level: number | null;
  characterKey: string | null;
  points: number | null;
  at: string;
}

export async function insertLayer(db: DbOrTrx, layer: NewLayer): Promise<void> {
  await db
    .insertInto('score_layers')
    .values({
      user_id: layer.userId,
      type: layer.type,
      level: layer.level,
      character_key: layer.characterKey,
      points: layer.points,
      created_at: layer.at,
    })
    .execute();
}

/**
 * Issue 32: the gains that hiding an item took back (its CONTENT_HIDDEN rows), each with the row
 * that took it back, so that restoring the item pays each once more (once_key RESTORED:<row>).
 */
export async function findHiddenGainsOfItem(
  db: DbOrTrx,
  item: string,
): Promise<{ takeBackId: number; gain: ScoreRow }[]> {
  const backs = await db
    .selectFrom('score_events')
    .select(['id', 'reverses_id'])
    .where('item', '=', item)
    .where('key', '=', 'CONTENT_HIDDEN')
    .orderBy('id')
    .execute();
  const gainIds = backs.map((back) => back.reverses_id).filter((id): id is number => id !== null);
  if (gainIds.length === 0) return [];
  const gains = new Map(
    (await db.selectFrom('score_events').selectAll().where('id', 'in', gainIds).execute()).map((row) => [
      row.id,
      toScoreRow(row),
    ]),
  );
  return backs.flatMap((back) => {
    const gain = back.reverses_id === null ? undefined : gains.get(back.reverses_id);
    return gain ? [{ takeBackId: back.id, gain }] : [];
  });
}
