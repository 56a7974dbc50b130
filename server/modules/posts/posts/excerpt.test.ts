import { describe, expect, it } from 'vitest';
import { EXCERPT_ELLIPSIS, EXCERPT_LENGTH, excerptOf } from './excerpt.ts';

describe('excerptOf', () => {
  it('makes every run of white space one space and trims the ends', () => {
    expect(excerptOf('  첫 문단\n\n\t둘째   문단 \n')).toBe('첫 문단 둘째 문단');
    expect(excerptOf('')).toBe('');
    expect(excerptOf(' \n\t ')).toBe('');
  });

  it('keeps a text of 200 characters whole, and never splits a character outside the BMP', () => {
    expect(excerptOf('가'.repeat(EXCERPT_LENGTH))).toBe('가'.repeat(EXCERPT_LENGTH));
    expect(excerptOf('가'.repeat(EXCERPT_LENGTH + 1))).toBe(`${'가'.repeat(EXCERPT_LENGTH - 1)}${EXCERPT_ELLIPSIS}`);
    const emoji = excerptOf('😀'.repeat(EXCERPT_LENGTH + 5));
    expect(Array.from(emoji)).toHaveLength(EXCERPT_LENGTH);
    expect(emoji).toBe(`${'😀'.repeat(EXCERPT_LENGTH - 1)}${EXCERPT_ELLIPSIS}`);
  });

  it('counts the collapsed text, so a long run of spaces does not eat the excerpt', () => {
    const text = `시작${' '.repeat(500)}${'나'.repeat(300)}`;
    expect(excerptOf(text)).toBe(`시작 ${'나'.repeat(EXCERPT_LENGTH - 4)}${EXCERPT_ELLIPSIS}`);
  });

  it('does not end on a space when the cut falls after one', () => {
    const text = `${'a'.repeat(EXCERPT_LENGTH - 2)} bcd`;
    expect(excerptOf(text)).toBe(`${'a'.repeat(EXCERPT_LENGTH - 2)}${EXCERPT_ELLIPSIS}`);
  });

  // Issue 35 item 13: list excerpts were cut mid-word and without a sign that the text goes on.
  it('ends a text that goes on at a word boundary with an ellipsis, in each language', () => {
    const english = 'Funnels tell you where visitors leave, heatmaps tell you why. '.repeat(6);
    const excerpt = excerptOf(english);
    expect(excerpt.endsWith(EXCERPT_ELLIPSIS)).toBe(true);
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    const words = excerpt.slice(0, -1).split(' ');
    // Every word of the excerpt is a whole word of the text.
    expect(words.every((word) => english.split(' ').includes(word))).toBe(true);

    const korean = '전환율은 방문자가 실제로 행동한 비율을 보여 줍니다. '.repeat(10);
    const koreanExcerpt = excerptOf(korean);
    expect(koreanExcerpt.endsWith(EXCERPT_ELLIPSIS)).toBe(true);
    expect(
      koreanExcerpt
        .slice(0, -1)
        .split(' ')
        .every((word) => korean.split(' ').includes(word)),
    ).toBe(true);

    const japanese = 'ヒートマップでクリックの集まる場所を確かめ、次の改善を決めます。'.repeat(10);
    const japaneseExcerpt = excerptOf(japanese);
    expect(japaneseExcerpt).toMatch(/[、。]…$/);
    expect(japanese.startsWith(japaneseExcerpt.slice(0, -1))).toBe(true);
  });

  it('cuts one very long word at the limit, and marks a text that goes on beyond the part it reads', () => {
    expect(excerptOf(`short ${'x'.repeat(400)}`)).toBe(`short ${'x'.repeat(EXCERPT_LENGTH - 7)}${EXCERPT_ELLIPSIS}`);
    expect(excerptOf(`intro${' '.repeat(EXCERPT_LENGTH * 4)}more`)).toBe(`intro${EXCERPT_ELLIPSIS}`);
    expect(excerptOf(`intro${' '.repeat(EXCERPT_LENGTH * 4)}`)).toBe('intro');
  });
});
