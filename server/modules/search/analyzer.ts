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
type RunKind = 'word' | 'hangul' | 'cjk';

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

/** The runs of the text, in order: each a kind and its characters (code points, not UTF-16 units). */
function runsOf(text: string): Array<{ kind: RunKind; characters: string[] }> {
  const runs: Array<{ kind: RunKind; characters: string[] }> = [];
  let current: { kind: RunKind; characters: string[] } | null = null;
  for (const character of normalizeText(text)) {
    const kind = kindOf(character);
    if (kind === null) {
      current = null;
      continue;
    }
    if (!current || current.kind !== kind) {
      current = { kind, characters: [] };
      runs.push(current);
    }
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

/** The tokens of a text, in order, repeats kept (their positions make phrases). */
export function analyze(text: string): string[] {
  const tokens: string[] = [];
  for (const run of runsOf(text)) {
    if (run.kind === 'word') tokens.push(run.characters.join(''));
    else tokens.push(...bigrams(run.characters));
  }
  return tokens;
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
