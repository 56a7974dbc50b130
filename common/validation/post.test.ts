import { describe, expect, it } from 'vitest';
import { cleanLine, isBlank, normalizeTag, tagIssue } from './post.ts';

describe('isBlank (SPEC §5 "required")', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\u3000\u00A0\t\n', true],
    ['\u200B\u200C\u200D\u2060\uFEFF', true],
    ['\u3164\u115F\u1160\uFFA0', true],
    ['\u2800\u00AD\u034F\u180E', true],
    ['a', false],
    ['\u200Ba\u200B', false],
    ['😀', false],
    ['ㅋ', false],
  ])('%j → %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});

describe('cleanLine (titles and company names)', () => {
  it('turns line breaks, tabs and separators into spaces and trims', () => {
    expect(cleanLine(' a\nb\r\nc\td\u2028e\u2029f\u0085g ')).toBe('a b  c d e f g');
  });

  it('drops other control characters, NUL included', () => {
    expect(cleanLine('a\u0000b\u0007c\u001b[31md\u007f\u009be')).toBe('abc[31mde');
  });

  it('drops bidirectional embeddings, overrides and isolates, so a title reads as written', () => {
    expect(cleanLine('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanLine('\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069x')).toBe('x');
  });

  it('keeps every other character: scripts, emoji with joiners, markup as text', () => {
    const text = '한글 日本語 English 👩‍💻 <b>&amp;</b> \u200F';
    expect(cleanLine(text)).toBe(text.trim());
  });
});

describe('normalizeTag', () => {
  it('drops invisible characters, so a tag of only them is no tag', () => {
    expect(normalizeTag('\u200Bga4\u200B')).toBe('ga4');
    expect(tagIssue('\u3164')).toBe('tagPlz');
    expect(tagIssue('\u200B\u200B')).toBe('tagPlz');
  });
});
