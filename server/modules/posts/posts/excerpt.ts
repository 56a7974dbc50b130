/** How long a card's excerpt is, in characters (code points, as SQLite's substr counts). */
export const EXCERPT_LENGTH = 200;

/** What ends an excerpt whose text goes on (issue 35 item 13): it says there is more. */
export const EXCERPT_ELLIPSIS = '…';

/** How far back from the cut a word boundary is looked for; beyond it a long word is cut. */
const BOUNDARY_WINDOW = 30;

/** Where Japanese and Chinese text, written without spaces, may end: after these marks. */
const CJK_BREAK_AFTER = new Set(['、', '。', '，', '．', '！', '？', '」', '』', '）']);

/**
 * A card's excerpt (SPEC §3.3 "content with markup stripped"): the text with its runs of
 * white space made one space, at most EXCERPT_LENGTH characters without splitting one. Kept
 * beside the text when a post is written, so that a list reads 200 characters, not the text.
 * A text that goes on is cut at the last word boundary (a space, or a Japanese or Chinese
 * punctuation mark) near the limit and ends with an ellipsis, never mid-word; a text without one
 * near the limit (Japanese without punctuation, one very long word) is cut at the limit.
 * `length` is a card's unless told (a notification's line is shorter).
 */
export function excerptOf(text: string, length: number = EXCERPT_LENGTH): string {
  // Only the start is needed; a run of spaces can be long, hence the margin.
  const margin = length * 4;
  const start = text.slice(0, margin).replace(/\s+/g, ' ').trim();
  const characters = Array.from(start);
  const goesOn = characters.length > length || /\S/.test(text.slice(margin));
  if (!goesOn) return start;

  const kept = characters.slice(0, length - EXCERPT_ELLIPSIS.length);
  let cut = kept.length;
  // The cut already falls between words when the next character is a space.
  if (characters[kept.length] !== ' ') {
    for (let i = kept.length - 1; i > 0 && i >= kept.length - BOUNDARY_WINDOW; i--) {
      if (kept[i] === ' ') {
        cut = i;
        break;
      }
      if (CJK_BREAK_AFTER.has(kept[i]!)) {
        cut = i + 1;
        break;
      }
    }
  }
  return `${kept.slice(0, cut).join('').trimEnd()}${EXCERPT_ELLIPSIS}`;
}
