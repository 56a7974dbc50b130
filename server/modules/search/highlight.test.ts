import { describe, expect, it } from 'vitest';
import { excerptAround, highlight } from './highlight.ts';

const hits = (pieces: Array<{ text: string; hit: boolean }>) =>
  pieces.filter((piece) => piece.hit).map((piece) => piece.text);
const text = (pieces: Array<{ text: string; hit: boolean }>) => pieces.map((piece) => piece.text).join('');

describe('highlighting what matched (issue 30)', () => {
  it('marks the folded matches on the characters as written', () => {
    expect(hits(highlight('ＧＡ４ 전환율 리포트', ['ga4', '전환율']))).toEqual(['ＧＡ４', '전환율']);
    expect(text(highlight('<b>히트맵</b>', ['히트맵']))).toBe('<b>히트맵</b>');
    expect(hits(highlight('a b', ['a']))).toEqual([]);
  });

  it('cuts a window around the first match deep in a long text, with ellipses', () => {
    const long = `${'서론 '.repeat(2000)}여기서 리텐션 곡선을 봅니다 ${'결론 '.repeat(2000)}`;
    const pieces = excerptAround(long, ['리텐션']);
    expect(pieces[0]).toEqual({ text: '…', hit: false });
    expect(pieces.at(-1)).toEqual({ text: '…', hit: false });
    expect(hits(pieces)).toEqual(['리텐션']);
    expect([...text(pieces)].length).toBeLessThanOrEqual(162);
  });

  it('finds the window where folding changed lengths before the match, and never splits an emoji', () => {
    const before = `${'ﾋｰﾄﾏｯﾌﾟ '.repeat(30)}😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀 `;
    const pieces = excerptAround(`${before}퍼널 분석`, ['퍼널']);
    expect(hits(pieces)).toEqual(['퍼널']);
    expect(text(pieces)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('starts at the beginning when nothing matched', () => {
    expect(text(excerptAround('짧은 본문', ['없음']))).toBe('짧은 본문');
  });
});
