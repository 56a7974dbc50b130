/**
 * The one analyzer of search (issue 30): the same tokens for what is indexed and for what is
 * asked, on both databases, so that Korean and Japanese are found inside their words.
 *
 * - Unicode NFKC (full-width "ＧＡ４" is "GA4", half-width kana are kana) and lower case.
 * - Latin letters and digits make words ("ga4", "utm", "2026").
 * - Hangul, and kana with CJK ideographs, make overlapping bigrams: "데이터를" is "데이",
 *   "이터", "터를", so "데이터" (two of them) finds it; "分析ツール" is "分析", "析ツ", "ツー",
 *   "ール". Particles and endings then cost a bigram, never the match. A run of one character
 *   is that character.
 * - Everything else (spaces, punctuation, emoji, symbols) separates and is dropped.
 *
 * Pure and synchronous: no database, no dictionary. Documented in the search ADR with the
 * choice of bigrams over a morphological analyzer (none is both kept and free of native code).
 */

/** Where a run of one kind of text starts and ends; the kind decides how it is cut. */
export type RunKind = 'word' | 'hangul' | 'cjk';

/** Hangul syllables and jamo; kana (with the prolonged sound mark); CJK ideographs. */
const HANGUL = /\p{Script=Hangul}/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]/u;
const WORD = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Nd}]/u;

function kindOf(character: string): RunKind | null {
  if (HANGUL.test(character)) return 'hangul';
  if (CJK.test(character)) return 'cjk';
  if (WORD.test(character)) return 'word';
  return null;
}

/** The text made comparable: NFKC, then lower case (the same folding for index and query). */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** A run of one kind of text, and whether only spaces stood between it and the run before. */
interface Run {
  kind: RunKind;
  characters: string[];
  /** Separated from the previous run by white space only (the place of an index bridge). */
  afterSpace: boolean;
}

/** The runs of the text, in order (code points, not UTF-16 units). */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  let current: Run | null = null;
  let separators = '';
  for (const character of normalizeText(text)) {
    const kind = kindOf(character);
    if (kind === null) {
      current = null;
      separators += character;
      continue;
    }
    if (!current || current.kind !== kind) {
      current = { kind, characters: [], afterSpace: runs.length > 0 && separators !== '' && separators.trim() === '' };
      runs.push(current);
    }
    separators = '';
    current.characters.push(character);
  }
  return runs;
}

/** Overlapping pairs of a run; the character itself when the run is one character long. */
function bigrams(characters: readonly string[]): string[] {
  if (characters.length === 1) return [characters[0]!];
  const pairs: string[] = [];
  for (let index = 0; index + 1 < characters.length; index += 1) {
    pairs.push(characters[index]! + characters[index + 1]!);
  }
  return pairs;
}

/**
 * Longer words are dropped: nobody searches a 100-letter word, and PostgreSQL refuses
 * lexemes of 2 KB. The same cut on both sides keeps index and query in step.
 */
export const TOKEN_MAX_CHARACTERS = 100;

/**
 * English words lose their commonest endings, on both sides: "setting", "sets" and "set" are
 * one token, as "dashboards" and "dashboard". Only plain lower-case ASCII words of five
 * letters or more; "GA4", "utm" and names stay as written.
 */
export function stemEnglish(word: string): string {
  if (word.length < 5 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length >= 6) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length >= 6) return undouble(word.slice(0, -2));
  if (word.endsWith('es') && /(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is'))
    return word.slice(0, -1);
  return word;
}

/** "setting" → "sett" → "set": a doubled last consonant of a cut stem is one. */
function undouble(stem: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem;
}

function tokensOf(run: Run): string[] {
  if (run.kind !== 'word') return bigrams(run.characters);
  return run.characters.length > TOKEN_MAX_CHARACTERS ? [] : [stemEnglish(run.characters.join(''))];
}

/** The tokens of a text, in order, repeats kept (their positions make phrases). */
export function analyze(text: string): string[] {
  return runsOf(text).flatMap(tokensOf);
}

/**
 * The tokens a document is indexed with: analyze()'s, plus a bridge where two Hangul runs
 * stand a space apart ("데이터 분석" also gives "터분"). Korean spacing varies, and a query
 * word is analysed alone: "데이터분석" then finds "데이터 분석", as "데이터 분석" (two words)
 * finds "데이터분석". Never on the query side, whose words are analysed one by one.
 */
export function analyzeForIndex(text: string): string[] {
  const tokens: string[] = [];
  let previous: Run | null = null;
  for (const run of runsOf(text)) {
    if (previous && run.afterSpace && run.kind === 'hangul' && previous.kind === 'hangul') {
      tokens.push(previous.characters.at(-1)! + run.characters[0]!);
    }
    tokens.push(...tokensOf(run));
    previous = run;
  }
  return tokens;
}

/** The pieces of one query word: its runs' kinds and texts (query-plan.ts reads words so). */
export function runsOfWord(word: string): Array<{ kind: RunKind; text: string }> {
  return runsOf(word).map((run) => ({ kind: run.kind, text: run.characters.join('') }));
}

/** What a search box's text asks for (SPEC §5). */
export type SearchQuery = { kind: 'tag'; tag: string } | { kind: 'text'; phrases: string[][]; terms: string[] };

/** A query longer than this is cut here: the rest could only narrow what the start finds. */
export const QUERY_MAX_CHARACTERS = 200;

/**
 * SPEC §5: text starting with # is a tag search (the # removed); other text searches all
 * fields; empty text, or text with nothing searchable in it (punctuation, emoji), asks for
 * nothing (null). Quoted parts are phrases: their tokens must stand together and in order.
 */
export function parseQuery(input: string): SearchQuery | null {
  const text = [...input.trim()].slice(0, QUERY_MAX_CHARACTERS).join('');
  if (text.startsWith('#')) {
    const tag = normalizeText(text.slice(1)).trim();
    return tag.length > 0 ? { kind: 'tag', tag } : null;
  }
  const phrases: string[][] = [];
  const terms: string[] = [];
  // Split on double quotes (straight or typographic after NFKC): odd parts were quoted.
  const parts = text.replace(/[“”]/g, '"').split('"');
  parts.forEach((part, index) => {
    const tokens = analyze(part);
    if (tokens.length === 0) return;
    const quoted = index % 2 === 1 && index < parts.length - 1;
    if (quoted && tokens.length > 1) phrases.push(tokens);
    else terms.push(...tokens);
  });
  return phrases.length + terms.length > 0 ? { kind: 'text', phrases, terms: [...new Set(terms)] } : null;
}
