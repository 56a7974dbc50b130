import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { assertCleanText, findForbiddenText, hasForbiddenCharacter } from './text-input.ts';

describe('hasForbiddenCharacter (issue 13)', () => {
  it.each([
    ['NUL', 'a\u0000b', true],
    ['other C0 controls', 'a\u0001b\u0008', true],
    ['vertical tab and form feed', 'a\u000Bb\u000C', true],
    ['escape', '\u001B[31m', true],
    ['DEL', 'a\u007F', true],
    ['a lone high surrogate', 'title \uD800', true],
    ['a lone low surrogate', '\uDC00 title', true],
    ['reversed surrogates', '\uDC00\uD800', true],
    ['U+FFFE', 'a\uFFFE', true],
    ['U+FFFF', 'a\uFFFF', true],
    ['U+FDD0', 'a\uFDD0', true],
    ['U+1FFFE', 'a\u{1FFFE}', true],
    ['U+10FFFF', 'a\u{10FFFF}', true],
    ['tab', 'a\tb', false],
    ['line breaks', 'a\nb\r\nc', false],
    ['Korean, Japanese and emoji', '안녕 こんにちは 😀 👩‍👩‍👧', false],
    ['U+FFFD itself', 'a\uFFFD', false],
    ['zero-width joiner and BOM', 'a\u200Db\uFEFF', false],
    ['the empty string', '', false],
  ])('%s → %s', (_name, text, expected) => {
    expect(hasForbiddenCharacter(text)).toBe(expected);
  });
});

describe('findForbiddenText', () => {
  it('names the first field holding one, at any depth, in values and keys', () => {
    expect(findForbiddenText({ a: 'ok', b: { c: ['ok', 'x\u0000'] } })).toBe('b.c.1');
    expect(findForbiddenText({ ['k\u0000']: 'ok' })).toBe('k?');
    expect(findForbiddenText('\u0000')).toBe('(body)');
    expect(findForbiddenText({ a: 1, b: true, c: null, d: ['ok'] })).toBeUndefined();
    expect(findForbiddenText(undefined)).toBeUndefined();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`) as unknown;
    expect(findForbiddenText(deep)).toMatch(/^0(\.0)+$/);
  });

  it('refuses with VALIDATION_FAILED and the field', () => {
    expect(() => assertCleanText({ title: 'ok' })).not.toThrow();
    try {
      assertCleanText({ title: '\uD800' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('VALIDATION_FAILED');
      expect((error as AppError).fields).toEqual([{ field: 'title', code: 'field.invalidCharacters' }]);
    }
  });
});
