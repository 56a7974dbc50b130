import type { CharacterKey } from '../contracts/reference.ts';

/**
 * DECISIONS P21 and P22, shared by the server (who levels up) and the web (progress to the next
 * level): temperatures are held in tenths of a degree, whole numbers, so that 0.1 + 0.2 is 0.3.
 */

/** P21: the SPEC §9 table read as cumulative thresholds; LEVEL_FLOORS[n - 1] is where level n starts. */
export const LEVEL_FLOORS_TENTHS = [0, 500, 750, 1000, 1500, 2000, 3000] as const;
export const MAX_LEVEL = LEVEL_FLOORS_TENTHS.length;

/** P22: each level-up adds the next of these not yet owned; every member owns dough. */
export const LEVEL_UP_CHARACTERS: readonly CharacterKey[] = ['muffin', 'donut', 'loaf', 'baguette'];

export function levelOfTenths(tenths: number): number {
  let level = 1;
  for (let n = 1; n <= MAX_LEVEL; n += 1) if (tenths >= LEVEL_FLOORS_TENTHS[n - 1]!) level = n;
  return level;
}

/** Tenths to degrees with one decimal: 305 -> 30.5. */
export function tenthsToDegrees(tenths: number): number {
  return Math.round(tenths) / 10;
}

export interface LevelProgress {
  level: number;
  /** Where this level starts and the next begins (null at the top level), in degrees. */
  floor: number;
  next: number | null;
  /** 0 to 1 of the way to the next level (1 at the top level). */
  ratio: number;
}

export function levelProgress(temperature: number): LevelProgress {
  const tenths = Math.round(temperature * 10);
  const level = levelOfTenths(tenths);
  const floor = LEVEL_FLOORS_TENTHS[level - 1]!;
  const next = level < MAX_LEVEL ? LEVEL_FLOORS_TENTHS[level]! : null;
  const ratio = next === null ? 1 : Math.min(1, Math.max(0, (tenths - floor) / (next - floor)));
  return { level, floor: floor / 10, next: next === null ? null : next / 10, ratio };
}

/** The character the next level-up will bring, given those owned (null: all collected). */
export function nextLevelUpCharacter(owned: readonly string[]): CharacterKey | null {
  return LEVEL_UP_CHARACTERS.find((key) => !owned.includes(key)) ?? null;
}
