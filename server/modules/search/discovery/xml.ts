/**
 * Text and attribute values of the XML that feeds and sitemaps write (issue 30 item 8). Every
 * value comes from members (titles, excerpts, nicknames, category names), so every one passes
 * here: the five markup characters become entities, and characters XML 1.0 forbids anywhere
 * (C0 controls but tab and line breaks, lone surrogates, U+FFFE and U+FFFF) are dropped, since
 * a single one makes the whole document unreadable to a strict reader.
 */
/** Anything outside XML 1.0's Char production; in Unicode mode a lone surrogate is one. */
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: string): string {
  return value.replace(FORBIDDEN, '').replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/** `<name>text</name>`, the text escaped. */
export function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
