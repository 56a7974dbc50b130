/**
 * Driver differences in one place (STYLE 3): pg returns Date for timestamptz and booleans,
 * better-sqlite3 returns ISO text and 0/1. Repositories call these when mapping rows.
 */
export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toIsoOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

export function toBool(value: boolean | number | string): boolean {
  return value === true || value === 1 || value === '1' || value === 't';
}
