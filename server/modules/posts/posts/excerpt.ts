/** How long a card's excerpt is, in characters (code points, as SQLite's substr counts). */
export const EXCERPT_LENGTH = 200;

/**
 * A card's excerpt (SPEC §3.3 "content with markup stripped"): the text with its runs of
 * white space made one space, cut at EXCERPT_LENGTH characters without splitting one. Kept
 * beside the text when a post is written, so that a list reads 200 characters, not the text.
 */
export function excerptOf(text: string): string {
  // Only the start is needed; a run of spaces can be long, hence the margin.
  const start = text
    .slice(0, EXCERPT_LENGTH * 4)
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(start);
  return characters.length <= EXCERPT_LENGTH ? start : characters.slice(0, EXCERPT_LENGTH).join('').trimEnd();
}
