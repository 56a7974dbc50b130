/** The database's integer range: ids above it cannot exist (common/contracts idField). */
const MAX_ID = 2_147_483_647;

/** A post, reply or other row id from the address or a form: digits only, within the database's range. */
export function parseId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}
