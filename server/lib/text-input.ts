import { AppError } from './errors.ts';

/**
 * Characters no text input of Hearth may carry (issue 13 findings 4 and 9): C0 controls other
 * than tab, line feed and carriage return, and DEL (PostgreSQL refuses NUL in text, so they
 * answered 500 there and 200 on SQLite); lone surrogates, which UTF-8 cannot encode (they were
 * stored as U+FFFD); and Unicode's non-characters, which are never text to interchange. Tab and
 * line breaks stay: whether a field allows them is that field's own rule.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Surrogate}|\p{Noncharacter_Code_Point}/u;

const FORBIDDEN_CHARACTER_GLOBAL = new RegExp(FORBIDDEN_CHARACTER.source, 'gu');

export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN_CHARACTER.test(text);
}

/**
 * The first string in a parsed body or query (values and keys, at any depth) that holds a
 * forbidden character, as the field path the errors plugin names (`tags.2`, `(body)` for the
 * body itself). Iterative: a megabyte of nested arrays must not overflow the stack.
 */
export function findForbiddenText(input: unknown): string | undefined {
  // Each entry points at its parent: copying paths would cost the square of the depth.
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
      if (hasForbiddenCharacter(value)) return pathOf(entry);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: String(index), parent: entry }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasForbiddenCharacter(key)) return pathOf(entry, key.replace(FORBIDDEN_CHARACTER_GLOBAL, '?'));
        pending.push({ value: item, key, parent: entry });
      }
    }
  }
  return undefined;
}

/** Refuses an input with a forbidden character: 400 VALIDATION_FAILED naming the field. */
export function assertCleanText(input: unknown): void {
  const field = findForbiddenText(input);
  if (field !== undefined) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ field, code: 'field.invalidCharacters' }] });
  }
}
