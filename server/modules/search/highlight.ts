import type { Highlighted } from '../../../common/contracts/search.ts';
import { normalizeText } from './analyzer.ts';

/**
 * What matched, marked in the text as plain pieces (`{ text, hit }`): the page renders them as
 * text, so a result can never carry markup, whatever its post holds. Matching happens on the
 * folded text (NFKC, lower case), and the marks are put back on the characters as written.
 */

/** The text folded character by character, with where each folded character came from. */
function folded(characters: readonly string[]): { text: string; origin: number[] } {
  let text = '';
  const origin: number[] = [];
  characters.forEach((character, index) => {
    const fold = normalizeText(character);
    text += fold;
    for (let unit = 0; unit < fold.length; unit += 1) origin.push(index);
  });
  return { text, origin };
}

/** Which characters of the text the marks cover. Marks of one character are too common to help. */
function coveredCharacters(characters: readonly string[], marks: readonly string[]): boolean[] {
  const covered = new Array<boolean>(characters.length).fill(false);
  const { text, origin } = folded(characters);
  for (const mark of marks) {
    const needle = normalizeText(mark).trim();
    if ([...needle].length < 2) continue;
    let from = text.indexOf(needle);
    while (from !== -1) {
      for (let unit = from; unit < from + needle.length; unit += 1) covered[origin[unit]!] = true;
      from = text.indexOf(needle, from + needle.length);
    }
  }
  return covered;
}

function piecesOf(characters: readonly string[], covered: readonly boolean[]): Highlighted {
  const pieces: Highlighted = [];
  characters.forEach((character, index) => {
    const hit = covered[index]!;
    const last = pieces.at(-1);
    if (last && last.hit === hit) last.text += character;
    else pieces.push({ text: character, hit });
  });
  return pieces;
}

export function highlight(text: string, marks: readonly string[]): Highlighted {
  const characters = [...text];
  if (characters.length === 0) return [];
  return piecesOf(characters, coveredCharacters(characters, marks));
}

/** An excerpt's length in characters, about two lines of a result. */
export const EXCERPT_CHARACTERS = 160;
/** How much comes before the first match, so that it is read in its sentence. */
const LEAD_CHARACTERS = 40;

/** Where the first mark stands in the text (UTF-16 index), or -1; the text folded once, whole. */
function firstMatch(text: string, marks: readonly string[]): number {
  const foldedText = normalizeText(text);
  // NFKC and lower case kept every length (nearly always): folded indexes are the text's.
  const sameLength = foldedText.length === text.length;
  let first = -1;
  for (const mark of marks) {
    const needle = normalizeText(mark).trim();
    if ([...needle].length < 2) continue;
    const at = foldedText.indexOf(needle);
    if (at !== -1 && (first === -1 || at < first)) first = at;
  }
  if (first === -1 || sameLength) return first;
  // Lengths changed: count the characters folded before the match instead.
  const characters = [...text];
  let units = 0;
  for (let index = 0; index < characters.length; index += 1) {
    if (units >= first) return characters.slice(0, index).join('').length;
    units += normalizeText(characters[index]!).length;
  }
  return -1;
}

/**
 * A window of the text around its first match (its start when nothing matched), with the
 * matches marked, and an ellipsis where the text was cut. Only the window is marked character
 * by character: a 60,000-character post costs one fold and a few searches.
 */
export function excerptAround(text: string, marks: readonly string[]): Highlighted {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return [];
  const first = firstMatch(flat, marks);
  let start = first <= LEAD_CHARACTERS ? 0 : first - LEAD_CHARACTERS;
  // Start at a word where there is one near: never in the middle of a Latin word.
  const space = flat.indexOf(' ', start);
  if (start > 0 && space !== -1 && space - start < 15) start = space + 1;
  // Never between the halves of a surrogate pair.
  if (start > 0 && /[\uDC00-\uDFFF]/.test(flat[start]!)) start -= 1;
  const window = [...flat.slice(start)].slice(0, EXCERPT_CHARACTERS);
  const end = start + window.join('').length;
  const pieces = piecesOf(window, coveredCharacters(window, marks));
  if (start > 0) pieces.unshift({ text: '…', hit: false });
  if (end < flat.length) pieces.push({ text: '…', hit: false });
  return pieces;
}
