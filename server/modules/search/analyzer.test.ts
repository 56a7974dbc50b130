import { describe, expect, it } from 'vitest';
import { xssPayloads } from '../../test/hostile-text.ts';
import { analyze, parseQuery, QUERY_MAX_CHARACTERS } from './analyzer.ts';

/** Whether every token of the query stands among the text's tokens: what an index match needs. */
function finds(text: string, query: string): boolean {
  const indexed = new Set(analyze(text));
  const asked = analyze(query);
  return asked.length > 0 && asked.every((token) => indexed.has(token));
}

describe('the search analyzer (issue 30)', () => {
  it('cuts Hangul into overlapping bigrams, so particles and endings never hide a word', () => {
    expect(analyze('데이터를')).toEqual(['데이', '이터', '터를']);
    expect(finds('데이터를 모으는 법', '데이터')).toBe(true);
    expect(finds('분석가는 무엇을 보나', '분석')).toBe(true);
    expect(finds('퍼널 분석가는', '분석가')).toBe(true);
    // Two characters apart is not a match: "분석" is not in "분 석".
    expect(finds('분 석', '분석')).toBe(false);
  });

  it('cuts kana and ideographs together, Japanese without spaces included', () => {
    expect(analyze('分析ツール')).toEqual(['分析', '析ツ', 'ツー', 'ール']);
    expect(finds('ヒートマップの見方', 'ヒートマップ')).toBe(true);
    expect(finds('ヒートマップの見方', '見方')).toBe(true);
    expect(finds('ヒートマップの見方', 'マップ')).toBe(true);
  });

  it('keeps Latin and digit words whole, in lower case, beside Hangul', () => {
    expect(analyze('GA4 전환율')).toEqual(['ga4', '전환', '환율']);
    expect(analyze('GA4전환율')).toEqual(['ga4', '전환', '환율']);
    expect(finds('Setting up GA4 events', 'ga4')).toBe(true);
    expect(finds('UTM tagging', 'Utm')).toBe(true);
  });

  it('folds full-width letters and half-width kana by NFKC', () => {
    expect(analyze('ＧＡ４')).toEqual(['ga4']);
    expect(analyze('ﾋｰﾄﾏｯﾌﾟ')).toEqual(analyze('ヒートマップ'));
  });

  it('drops punctuation, symbols and emoji; a lone character is itself', () => {
    expect(analyze('!!! ??? 🔥🔥 — ...')).toEqual([]);
    expect(analyze('a')).toEqual(['a']);
    expect(analyze('값')).toEqual(['값']);
    expect(analyze('퍼널, 분석!')).toEqual(['퍼널', '분석']);
  });

  it('reads hostile text as text: the XSS payloads give words, never markup', () => {
    for (const payload of xssPayloads()) {
      for (const token of analyze(payload)) expect(token).toMatch(/^[\p{L}\p{N}ー々〆]+$/u);
    }
  });
});

describe('what a search box asks (SPEC §5)', () => {
  it('a leading # is a tag search, the # removed; a lone # or nothing asks nothing', () => {
    expect(parseQuery('#UX리서치')).toEqual({ kind: 'tag', tag: 'ux리서치' });
    expect(parseQuery('  #GA4  ')).toEqual({ kind: 'tag', tag: 'ga4' });
    expect(parseQuery('#')).toBeNull();
    expect(parseQuery('')).toBeNull();
    expect(parseQuery('   ')).toBeNull();
  });

  it('quoted words are a phrase; the rest are terms, each once', () => {
    expect(parseQuery('"전환율 개선" 퍼널 퍼널')).toEqual({
      kind: 'text',
      phrases: [['전환', '환율', '개선']],
      terms: ['퍼널'],
    });
    // An unclosed quote is plain text; a one-token quote is a term.
    expect(parseQuery('"heatmap')).toEqual({ kind: 'text', phrases: [], terms: ['heatmap'] });
    expect(parseQuery('“ga4”')).toEqual({ kind: 'text', phrases: [], terms: ['ga4'] });
  });

  it('punctuation or emoji only asks nothing; a very long query is cut, not refused', () => {
    expect(parseQuery('?!?! 🙂🙂')).toBeNull();
    const long = parseQuery('가'.repeat(1000));
    expect(long?.kind).toBe('text');
    expect(long?.kind === 'text' && long.terms).toEqual(['가가']);
    const words = parseQuery(Array.from({ length: 500 }, (_, n) => `w${n}`).join(' '));
    expect(words?.kind === 'text' && words.terms.join(' ').length).toBeLessThanOrEqual(QUERY_MAX_CHARACTERS);
  });
});
