import { describe, expect, it } from 'vitest';
import {
  categoryIssue,
  companyNameIssue,
  contentHtmlIssue,
  contentIssue,
  contentStats,
  postLangIssue,
  tagsCountIssue,
  titleIssue,
  visibilityIssue,
} from './post-fields.ts';

const emoji = '👩';

describe('titleIssue (SPEC §5: required, at most 100 characters, as stored)', () => {
  it.each([
    ['a'.repeat(100), undefined],
    ['a'.repeat(101), 'titleMaxLength'],
    [emoji.repeat(100), undefined],
    [emoji.repeat(101), 'titleMaxLength'],
    [` ${'a'.repeat(100)} `, undefined],
    // Control characters and bidirectional overrides go before counting: what is stored counts.
    [`${'a'.repeat(100)}\u0007\u202E`, undefined],
    ['', 'titlePlz'],
    ['   \n\t ', 'titlePlz'],
    ['\u200B\u200B', 'titlePlz'],
    ['\u3164', 'titlePlz'],
    [' \uFEFF\u2060 ', 'titlePlz'],
    ['\u202E\u0000', 'titlePlz'],
    // Past the contract's input ceiling (400 characters) nothing is trimmed first.
    [' '.repeat(401), 'titleMaxLength'],
  ])('%j → %s', (title, code) => {
    expect(titleIssue(title)).toBe(code);
  });
});

describe('companyNameIssue (careers: required, at most 20 characters)', () => {
  it.each([
    ['a'.repeat(20), undefined],
    [emoji.repeat(20), undefined],
    ['a'.repeat(21), 'companyNameMaxLength'],
    ['   ', 'companyNamePlz'],
    ['\u200B', 'companyNamePlz'],
    [null, 'companyNamePlz'],
    [undefined, 'companyNamePlz'],
  ])('%j → %s', (name, code) => {
    expect(companyNameIssue(name)).toBe(code);
  });
});

describe('content', () => {
  it('counts text as a member sees it: invisible-only text is empty, an image is content', () => {
    expect(contentStats(' \u200B\u3164 ', false)).toEqual({ length: 2, empty: true });
    expect(contentStats('', true)).toEqual({ length: 0, empty: false });
    expect(contentStats(` ${emoji}a `, false)).toEqual({ length: 2, empty: false });
  });

  it('requires a post’s content, not the administrators’ part, and holds both to 60,000 characters', () => {
    expect(contentIssue({ length: 0, empty: true }, true)).toBe('contentPlz');
    expect(contentIssue({ length: 0, empty: true }, false)).toBeUndefined();
    expect(contentIssue({ length: 60_000, empty: false }, true)).toBeUndefined();
    expect(contentIssue({ length: 60_001, empty: false }, false)).toBe('contentMaxLength');
  });

  it('holds the HTML to 400,000 characters (ADR 0010)', () => {
    expect(contentHtmlIssue('a'.repeat(400_000))).toBeUndefined();
    expect(contentHtmlIssue('a'.repeat(400_001))).toBe('contentHtmlMaxLength');
  });
});

describe('the choices', () => {
  it('wants ten tags at most, a category, a visibility and a language of the site', () => {
    expect(tagsCountIssue(Array.from({ length: 10 }, String))).toBeUndefined();
    expect(tagsCountIssue(Array.from({ length: 11 }, String))).toBe('tagsMaxCount');
    expect(categoryIssue(null)).toBe('categoryPlz');
    expect(categoryIssue(3)).toBeUndefined();
    expect(visibilityIssue('')).toBe('visibilityPlz');
    expect(visibilityIssue('friends')).toBe('visibilityPlz');
    expect(visibilityIssue('private')).toBeUndefined();
    expect(postLangIssue('fr')).toBe('field.invalidValue');
    expect(postLangIssue('ja')).toBeUndefined();
  });
});
