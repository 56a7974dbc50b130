import type { Dialect } from '../../db/connection.ts';

/**
 * DESIGN "Environment": DEMO_DATA on or off decides; unset, only a brand-new embedded database
 * (every migration applied by this very start) gets the demo. PostgreSQL is production's
 * engine and is never filled with made-up people unless asked.
 */
export function shouldSeedDemo(input: {
  demoData: boolean | undefined;
  dialect: Dialect;
  applied: number;
  total: number;
}): boolean {
  if (input.demoData !== undefined) return input.demoData;
  return input.dialect === 'sqlite' && input.total > 0 && input.applied === input.total;
}
