/**
 * Driver differences in one place (STYLE 3): pg returns Date for timestamptz and booleans,
 * better-sqlite3 returns ISO text and 0/1. Repositories call these when mapping rows.
 */
export function toIso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  // What the services write is already toISOString()'s form; only other text (SQLite's
  // CURRENT_TIMESTAMP defaults) needs the round trip through Date. Lists map many of these.
  return ISO_UTC.test(value) ? value : new Date(value).toISOString();
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function toIsoOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

export function toBool(value: boolean | number | string): boolean {
  return value === true || value === 1 || value === '1' || value === 't';
}
