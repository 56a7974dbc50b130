import type { LayerType } from '../../../common/contracts/gamification.ts';
import { levelOfTenths, nextLevelUpCharacter } from '../../../common/gamification/levels.ts';
import type { Dialect } from '../../db/connection.ts';
import type { Trx } from '../../lib/context.ts';
import type { RecordEvent } from '../../lib/events.ts';
import { siteDay } from '../../lib/site-day.ts';
import { addCharacter, listCollectedCharacters } from '../members/service.ts';
import './events.ts';
import {
  addToTotal,
  insertLayer,
  insertScoreRow,
  lockMembers,
  type MemberTally,
  type ScoreRow,
  setTopLevel,
} from './ledger-repository.ts';
import { DAILY_CAP_TENTHS, GAIN_POINTS, type GainKey, MILESTONES, type TakeBackKey } from './points.ts';

/**
 * Paying and taking back points inside the action's transaction (ADR 0027). The rules
 * (rules.ts) say what an event pays to whom; this says how any payment is made: the member
 * locked, the daily cap, the row, the total, a level-up with its character and celebration.
 */

export interface LedgerContext {
  dialect: Dialect;
  config: { SITE_TIME_ZONE: string };
}

/** One transaction's view: its statements, the action's time, and where its events go. */
export interface LedgerScope {
  trx: Trx;
  ctx: LedgerContext;
  record: RecordEvent;
  /** The action's time: what the event says, so the row and the event agree to the millisecond. */
  at: Date;
  /** The members this transaction has locked, with their totals as they now stand. */
  tallies: Map<number, MemberTally>;
}

/**
 * Locks the members (in id order, lockMembers) the first time this transaction touches them;
 * a member already locked costs no statement.
 */
export async function lockInScope(scope: LedgerScope, userIds: readonly number[]): Promise<void> {
  const missing = userIds.filter((id) => !scope.tallies.has(id));
  if (missing.length === 0) return;
  const day = dayOf(scope);
  for (const [id, tally] of await lockMembers(scope.trx, scope.ctx.dialect, missing, day)) scope.tallies.set(id, tally);
}

export interface Gain {
  userId: number;
  key: GainKey;
  /** post:12, reply:5, member:3, day:2026-11-27 */
  item: string | null;
  postId?: number | null;
  /** Once ever per member (milestones, first settings, a post read): the unique key of the row. */
  onceKey?: string;
  /** SPEC §3.5: the celebration this payment brings. */
  layer?: LayerType;
  /** Paid only while no gain of the same key on the same item stands (a like kept after its window). */
  unlessStanding?: boolean;
}

function dayOf(scope: LedgerScope): string {
  return siteDay(scope.at, scope.ctx.config.SITE_TIME_ZONE);
}

/**
 * Pays a gain. Administrators, and members who are not active, earn nothing (P21). Below the
 * daily cap a gain is paid in full, at it the rest, past it nothing, with its row written
 * anyway; milestones are outside the cap. Returns the row, or undefined when nothing was
 * written (an administrator, or a once-ever key already paid).
 */
export async function pay(scope: LedgerScope, gain: Gain): Promise<number | undefined> {
  await lockInScope(scope, [gain.userId]);
  const member = scope.tallies.get(gain.userId);
  if (!member || member.admin || member.status !== 'active') return undefined;
  const day = dayOf(scope);
  const base = GAIN_POINTS[gain.key];
  const milestone = MILESTONES.has(gain.key);
  const points = milestone ? base : Math.max(0, Math.min(base, DAILY_CAP_TENTHS - member.gainedToday));
  const at = scope.at.toISOString();
  const id = await insertScoreRow(scope.trx, {
    userId: gain.userId,
    key: gain.key,
    points,
    basePoints: base,
    item: gain.item,
    postId: gain.postId ?? null,
    onceKey: gain.onceKey ?? null,
    reversesId: null,
    siteDay: day,
    at,
    ...(gain.unlessStanding ? { unlessStanding: scope.ctx.dialect } : {}),
  });
  if (id === undefined) return undefined;
  if (gain.layer) {
    await insertLayer(scope.trx, {
      userId: gain.userId,
      type: gain.layer,
      level: null,
      characterKey: null,
      points,
      at,
    });
  }
  if (milestone) scope.record('score.milestone', { userId: gain.userId, key: gain.key, item: gain.item, points, at });
  if (!milestone) member.gainedToday += points;
  if (points !== 0) {
    const total = await addToTotal(scope.trx, gain.userId, points);
    const topLevel = member.topLevel;
    member.temperatureTenths = total;
    member.topLevel = Math.max(topLevel, levelOfTenths(total));
    await levelUpTo(scope, gain.userId, topLevel, total);
  }
  return id;
}

/**
 * Takes back a gain, once (the row's `reverses_id` is unique): exactly what was paid, so the
 * total can never go below 0 (P21). Returns whether this call took it back.
 */
export async function takeBack(scope: LedgerScope, gain: ScoreRow, key: TakeBackKey): Promise<boolean> {
  await lockInScope(scope, [gain.userId]);
  const id = await insertScoreRow(scope.trx, {
    userId: gain.userId,
    key,
    points: -gain.points,
    basePoints: -gain.basePoints,
    item: gain.item,
    postId: gain.postId,
    onceKey: null,
    reversesId: gain.id,
    siteDay: dayOf(scope),
    at: scope.at.toISOString(),
  });
  if (id === undefined) return false;
  if (gain.points !== 0) {
    const total = await addToTotal(scope.trx, gain.userId, -gain.points);
    const member = scope.tallies.get(gain.userId);
    if (member) member.temperatureTenths = total;
  }
  return true;
}

/**
 * P21, P22: every level above the highest reached so far is a level-up: it adds the next
 * character not yet owned, a LEVEL_UP celebration and the `score.levelUp` event. Falling below
 * a level and climbing back celebrates nothing.
 */
async function levelUpTo(scope: LedgerScope, userId: number, topLevel: number, totalTenths: number): Promise<void> {
  const level = levelOfTenths(totalTenths);
  if (level <= topLevel) return;
  const at = scope.at.toISOString();
  await setTopLevel(scope.trx, userId, level);
  const owned: string[] = ['dough', ...(await listCollectedCharacters(scope.trx, userId))];
  for (let reached = topLevel + 1; reached <= level; reached += 1) {
    const character = nextLevelUpCharacter(owned);
    if (character) {
      await addCharacter(scope.trx, userId, character, at);
      owned.push(character);
    }
    await insertLayer(scope.trx, {
      userId,
      type: 'LEVEL_UP',
      level: reached,
      characterKey: character,
      points: null,
      at,
    });
    scope.record('score.levelUp', { userId, level: reached, characterKey: character, at });
  }
}

/**
 * Issue 32: pays again, once (the once_key names the take-back), a gain that hiding its item
 * took back, when an administrator restores the item: exactly what was taken, outside the
 * daily cap (it was paid under it the first time).
 */
export async function payAgain(scope: LedgerScope, takeBackId: number, gain: ScoreRow): Promise<boolean> {
  await lockInScope(scope, [gain.userId]);
  const id = await insertScoreRow(scope.trx, {
    userId: gain.userId,
    key: gain.key,
    points: gain.points,
    basePoints: gain.basePoints,
    item: gain.item,
    postId: gain.postId,
    onceKey: `RESTORED:${takeBackId}`,
    reversesId: null,
    siteDay: dayOf(scope),
    at: scope.at.toISOString(),
  });
  if (id === undefined) return false;
  if (gain.points !== 0) {
    const total = await addToTotal(scope.trx, gain.userId, gain.points);
    const member = scope.tallies.get(gain.userId);
    if (member) {
      member.temperatureTenths = total;
      // Points earned while the item was hidden may have brought the member near a level the
      // restored points now cross: the celebration is raised as for any gain, and, levels
      // being celebrated once (top_level), never for a level already reached before the hiding.
      if (member.status === 'active') {
        const topLevel = member.topLevel;
        member.topLevel = Math.max(topLevel, levelOfTenths(total));
        await levelUpTo(scope, gain.userId, topLevel, total);
      }
    }
  }
  return true;
}
