/** A unique index refused a row: SQLite's SQLITE_CONSTRAINT_UNIQUE or PostgreSQL's 23505. */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
