/**
 * What a query word may lose before it is looked for (issue 30): Korean particles and endings,
 * Japanese particles and okurigana (as hiragana between kanji and katakana), and the words of a
 * question that say nothing about its subject. Only queries go through these rules; documents
 * keep every bigram, so a rule here can widen a search, never hide a document from it.
 */

/**
 * Korean particles and endings, longest first: "리텐션을" is looked for as "리텐션",
 * "설정하려면" as "설정". One is taken off, and only when two syllables or more remain.
 */
const KOREAN_SUFFIXES = [
  '에서부터',
  '으로부터',
  '하려면',
  '했는데',
  '하나요',
  '되나요',
  '인가요',
  '일까요',
  '있나요',
  '없나요',
  '할까요',
  '하세요',
  '합니다',
  '됩니다',
  '에서는',
  '에게서',
  '으로는',
  '으로서',
  '으로써',
  '이라고',
  '이라는',
  '까지는',
  '하는',
  '하기',
  '하면',
  '해요',
  '했다',
  '하다',
  '되는',
  '되다',
  '에서',
  '에게',
  '한테',
  '께서',
  '부터',
  '까지',
  '처럼',
  '보다',
  '으로',
  '이나',
  '이랑',
  '라고',
  '라는',
  '마저',
  '조차',
  '밖에',
  '들을',
  '들이',
  '들은',
  '들의',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '로',
  '와',
  '과',
  '도',
  '만',
  '랑',
  '요',
  '한',
  '할',
  '된',
] as const;

/** The word without one particle or ending, when at least two syllables remain. */
export function koreanStem(word: string): string {
  const characters = [...word];
  for (const suffix of KOREAN_SUFFIXES) {
    if (word.endsWith(suffix) && characters.length - [...suffix].length >= 2) {
      return characters.slice(0, characters.length - [...suffix].length).join('');
    }
  }
  return word;
}

/** A Hangul run that is only a particle, as "에서" after "GA4" in "GA4에서". */
export function isKoreanParticle(word: string): boolean {
  return (KOREAN_SUFFIXES as readonly string[]).includes(word);
}

/** Words of a Korean question that say nothing of its subject (after koreanStem). */
const KOREAN_STOPWORDS = new Set([
  '어떻게',
  '어떤',
  '무엇',
  '무엇인가',
  '뭔가',
  '뭐가',
  '왜',
  '언제',
  '어디',
  '누가',
  '좀',
  '수',
  '것',
  '질문',
  '궁금',
  '궁금합니다',
  '궁금해요',
  '알려주세요',
  '알려주실',
  '있을까',
  '대해',
  '대한',
  '관해',
  '관련',
  '위한',
  '위해',
  '그리고',
  '또는',
  '정말',
  '너무',
  '가장',
  '같은',
  '이런',
  '그런',
  '있는',
  '없는',
  '하는',
  '해야',
  '할지',
  '싶어요',
  '싶습니다',
  '있',
  '하',
]);

/** English words of a question that say nothing of its subject. */
const ENGLISH_STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'for',
  'with',
  'is',
  'are',
  'was',
  'were',
  'be',
  'do',
  'does',
  'did',
  'how',
  'what',
  'which',
  'why',
  'when',
  'where',
  'who',
  'i',
  'me',
  'my',
  'we',
  'our',
  'you',
  'your',
  'can',
  'should',
  'could',
  'would',
  'it',
  'its',
  'this',
  'that',
  'these',
  'those',
  'from',
  'by',
  'at',
  'as',
  'about',
  'into',
  'there',
  'any',
  'some',
  'get',
  'vs',
]);

/** Japanese question words that survive the hiragana rule (written in kanji or katakana). */
const JAPANESE_STOPWORDS = new Set(['方法', '何', '質問', '教', '違']);

export function isStopword(kind: 'word' | 'hangul' | 'cjk', text: string): boolean {
  if (kind === 'word') return ENGLISH_STOPWORDS.has(text);
  if (kind === 'hangul') return KOREAN_STOPWORDS.has(text);
  return JAPANESE_STOPWORDS.has(text);
}

const HIRAGANA = /^[\p{Script=Hiragana}ー]+$/u;
const KATAKANA = /[\p{Script=Katakana}ー]/u;

/**
 * A Japanese run cut where its script changes (katakana, kanji, hiragana), keeping the pieces
 * that carry meaning: hiragana pieces are particles and okurigana when kanji or katakana stand
 * beside them ("ヒートマップの見方" → ヒートマップ, 見方), and one-character pieces cannot meet
 * the index's bigrams. A run of hiragana only is kept whole.
 */
export function japaneseSegments(run: string): string[] {
  const characters = [...run];
  const scriptOf = (character: string) =>
    HIRAGANA.test(character) && character !== 'ー' ? 'hiragana' : KATAKANA.test(character) ? 'katakana' : 'kanji';
  const segments: Array<{ script: string; text: string }> = [];
  for (const character of characters) {
    const script = scriptOf(character);
    const last = segments.at(-1);
    if (last && last.script === script) last.text += character;
    else segments.push({ script, text: character });
  }
  if (segments.every((segment) => segment.script === 'hiragana')) return [run];
  const kept = segments.filter((segment) => segment.script !== 'hiragana' && [...segment.text].length >= 2);
  return kept.map((segment) => segment.text);
}
