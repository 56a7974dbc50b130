import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerptOf } from './excerpt.ts';

describe('excerptOf', () => {
  it('makes every run of white space one space and trims the ends', () => {
    expect(excerptOf('  첫 문단\n\n\t둘째   문단 \n')).toBe('첫 문단 둘째 문단');
    expect(excerptOf('')).toBe('');
    expect(excerptOf(' \n\t ')).toBe('');
  });

  it('keeps exactly 200 characters, counting characters outside the BMP as one and never splitting them', () => {
    expect(excerptOf('가'.repeat(EXCERPT_LENGTH))).toBe('가'.repeat(EXCERPT_LENGTH));
    expect(excerptOf('가'.repeat(EXCERPT_LENGTH + 1))).toBe('가'.repeat(EXCERPT_LENGTH));
    const emoji = excerptOf('😀'.repeat(EXCERPT_LENGTH + 5));
    expect(Array.from(emoji)).toHaveLength(EXCERPT_LENGTH);
    expect(emoji).toBe('😀'.repeat(EXCERPT_LENGTH));
  });

  it('counts the collapsed text, so a long run of spaces does not eat the excerpt', () => {
    const text = `시작${' '.repeat(500)}${'나'.repeat(300)}`;
    expect(excerptOf(text)).toBe(`시작 ${'나'.repeat(EXCERPT_LENGTH - 3)}`);
  });

  it('does not end on a space when the cut falls after one', () => {
    const text = `${'a'.repeat(EXCERPT_LENGTH - 1)} bcd`;
    expect(excerptOf(text)).toBe('a'.repeat(EXCERPT_LENGTH - 1));
  });
});
