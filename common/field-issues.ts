/**
 * How a failed check of a contract's body becomes field issues, for both sides: the API's 400
 * (server/plugins/errors.ts) and a page action that refuses a form before calling it
 * (web/lib/field-issues.ts) must name the same field with the same code.
 */

/**
 * At most this many field issues in one answer. A body of tens of thousands of unknown keys
 * would otherwise cost a translated issue each, megabytes and seconds of CPU for one request
 * that anyone can send; no form has this many fields.
 */
export const MAX_FIELD_ISSUES = 50;

/** The value at a field's path in a body, or undefined when any step is missing. */
export function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let current = body;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

/** The bounds a message may name ("at most {{maximum}} characters"). */
export function numericParams(issue: { minimum?: unknown; maximum?: unknown }): Record<string, number> {
  const out: Record<string, number> = {};
  if (typeof issue.minimum === 'number') out.minimum = issue.minimum;
  if (typeof issue.maximum === 'number') out.maximum = issue.maximum;
  return out;
}

/**
 * The stable code of a zod issue (its `code`, which the server's validator calls `keyword`):
 * a translation key of the errors namespace. `sized` is a string's or an array's length rather
 * than a number's value; `missing` is a field absent from the body.
 */
export function fieldIssueCode(kind: string, { sized, missing }: { sized: boolean; missing: boolean }): string {
  switch (kind) {
    case 'invalid_type':
      return missing ? 'field.required' : 'field.invalidType';
    case 'too_small':
      return sized ? 'field.tooShort' : 'field.tooSmall';
    case 'too_big':
      return sized ? 'field.tooLong' : 'field.tooBig';
    case 'invalid_format':
      return 'field.invalidFormat';
    default:
      return missing ? 'field.required' : 'field.invalidValue';
  }
}
