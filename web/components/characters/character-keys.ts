import type { CharacterKey } from '../../../common/contracts/reference.ts';

/**
 * The characters in the order DECISIONS P22 grants them. common/contracts/reference.ts holds
 * the same list next to zod schemas; importing it at runtime would ship zod to the browser,
 * so the list is repeated here and the type below breaks the build if the two drift apart.
 */
export const CHARACTER_ORDER = [
  'dough',
  'muffin',
  'donut',
  'loaf',
  'baguette',
] as const satisfies readonly CharacterKey[];

type Missing = Exclude<CharacterKey, (typeof CHARACTER_ORDER)[number]>;
const everyCharacterListed: [Missing] extends [never] ? true : Missing = true;
void everyCharacterListed;
