import { AppError } from './errors.ts';

/**
 * Text no input of Hearth may carry (issue 13 findings 4 and 9), refused in every value and key
 * of every call with 400 naming the field, in this one place: NUL, which PostgreSQL cannot
 * store in text (it answered 500 where SQLite stored it); lone surrogates, which UTF-8 cannot
 * encode (titles of them were stored as U+FFFD); and Unicode's non-characters, which are never
 * text to interchange. The database guard (server/db/nul-guard.ts) stays behind it for values
 * that do not come through a call's body (multipart fields, headers).
 *
 * Other control characters are each field's own rule (a post title keeps one clean line of
 * pasted text by dropping them; formats refuse them); tab and line breaks stay wherever text
 * allows them.
 */
// eslint-disable-next-line no-control-regex -- NUL is the point
const BROKEN_TEXT = /\u0000|\p{Surrogate}|\p{Noncharacter_Code_Point}/u;
const BAD_KEY = BROKEN_TEXT;

export function hasBrokenText(text: string): boolean {
  return BROKEN_TEXT.test(text);
}

/**
 * The first field of a parsed body or query (values and keys, at any depth) holding broken
 * text, as the path the errors plugin names (`tags.2`, `(body)` for the body itself).
 * Iterative, each entry pointing at its parent: a megabyte of nested arrays must neither
 * overflow the stack nor copy paths at every level.
 */
export function findBrokenText(input: unknown): string | undefined {
  type Entry = { value: unknown; key?: string; parent?: Entry };
  const pathOf = (entry: Entry, last?: string) => {
    const parts: string[] = last === undefined ? [] : [last];
    for (let at: Entry | undefined = entry; at?.key !== undefined; at = at.parent) parts.unshift(at.key);
    return parts.join('.') || '(body)';
  };
  const pending: Entry[] = [{ value: input }];
  while (pending.length > 0) {
    const entry = pending.pop()!;
    const { value } = entry;
    if (typeof value === 'string') {
      if (hasBrokenText(value)) return pathOf(entry);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: String(index), parent: entry }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (BAD_KEY.test(key)) return pathOf(entry, key.replace(new RegExp(BAD_KEY.source, 'gu'), '?'));
        pending.push({ value: item, key, parent: entry });
      }
    }
  }
  return undefined;
}

/** Refuses an input holding broken text: 400 VALIDATION_FAILED, field issue invalidCharacters. */
export function assertNoBrokenText(input: unknown): void {
  const field = findBrokenText(input);
  if (field !== undefined) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ field, code: 'field.invalidCharacters' }] });
  }
}
