/**
 * Whether a text has more than `max` characters counted as members and zod count them (code
 * points: an emoji is one), without spreading a text that cannot be over. Ceilings the contracts
 * check with zod's `.max()` are checked with this in the rules, so both count alike.
 */
export function longerThan(value: string, max: number): boolean {
  if (value.length <= max) return false;
  let count = 0;
  for (const _character of value) {
    count += 1;
    if (count > max) return true;
  }
  return false;
}
