/**
 * An audit row's before or after as readable `key: value` lines (issue 32 item 2). Plain text
 * only: the page renders the lines as text, so stored values never become markup.
 */
export function auditLines(value: unknown, prefix = ''): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') return [prefix ? `${prefix}: ${String(value)}` : String(value)];
  if (Array.isArray(value)) {
    const simple = value.every((item) => item === null || typeof item !== 'object');
    if (simple) return [`${prefix || '-'}: ${value.map((item) => String(item)).join(', ')}`];
    return value.flatMap((item, index) => auditLines(item, prefix ? `${prefix}.${index}` : String(index)));
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return prefix ? [`${prefix}: -`] : [];
  return entries.flatMap(([key, item]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return item !== null && typeof item === 'object' ? auditLines(item, name) : [`${name}: ${String(item)}`];
  });
}
