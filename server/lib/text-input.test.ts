import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { assertNoBrokenText, findBrokenText, hasBrokenText } from './text-input.ts';

describe('hasBrokenText (issue 13)', () => {
  it.each([
    ['a lone high surrogate', 'title \uD800', true],
    ['a lone low surrogate', '\uDC00 title', true],
    ['reversed surrogates', '\uDC00\uD800', true],
    ['U+FFFE', 'a\uFFFE', true],
    ['U+FFFF', 'a\uFFFF', true],
    ['U+FDD0', 'a\uFDD0', true],
    ['U+FDEF', 'a\uFDEF', true],
    ['U+1FFFE', 'a\u{1FFFE}', true],
    ['U+10FFFF', 'a\u{10FFFF}', true],
    ['tab', 'a\tb', false],
    ['line breaks', 'a\nb\r\nc', false],
    // Other controls are the fields' own rule (post titles drop them, formats refuse them).
    ['C0 controls and DEL', 'a\u0001b\u001B[31m\u007F', false],
    ['Korean, Japanese and emoji', '안녕 こんにちは 😀 👩‍👩‍👧', false],
    ['U+FFFD itself', 'a\uFFFD', false],
    ['zero-width joiner and BOM', 'a\u200Db\uFEFF', false],
    ['the empty string', '', false],
  ])('%s → %s', (_name, text, expected) => {
    expect(hasBrokenText(text)).toBe(expected);
  });
});

describe('findBrokenText and assertNoBrokenText', () => {
  it('names the first field holding broken text, at any depth, in values and keys', () => {
    expect(findBrokenText({ a: 'ok', b: { c: ['ok', 'x\uFFFF'] } })).toBe('b.c.1');
    expect(findBrokenText({ ['k\u0000']: 'ok' })).toBe('k?');
    expect(findBrokenText('\uDC00')).toBe('(body)');
    // NUL is refused here too, in one place for every call (PostgreSQL cannot store it).
    expect(findBrokenText({ userId: 'a\u0000b', n: 1, t: true, z: null, l: ['ok'] })).toBe('userId');
    expect(findBrokenText({ n: 1, t: true, z: null, l: ['ok', 'tab\tand\nbreaks'] })).toBeUndefined();
    expect(findBrokenText(undefined)).toBeUndefined();
  });

  it('refuses with VALIDATION_FAILED and the field', () => {
    expect(() => assertNoBrokenText({ title: 'ok' })).not.toThrow();
    try {
      assertNoBrokenText({ title: '\uD800' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect([(error as AppError).code, (error as AppError).status, (error as AppError).fields]).toEqual([
        'VALIDATION_FAILED',
        400,
        [{ field: 'title', code: 'field.invalidCharacters' }],
      ]);
    }
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`) as unknown;
    expect(findBrokenText(deep)).toMatch(/^0(\.0)+$/);
  });
});
