import sanitizeHtml from 'sanitize-html';

/**
 * PLACEHOLDER until the content-safety work lands (issue 4): keeps paragraphs and line breaks
 * only. The real allowlist of DECISIONS P15 replaces this file; its signature stays.
 */
export interface SanitizedContent {
  /** The HTML to store and render. */
  html: string;
  /** Its text, for excerpts, summaries, search and the 60,000-character rule. */
  text: string;
  /** /uploads/… addresses of the images it shows, in order (P19's 15 MB per post). */
  imageUrls: string[];
}

export function sanitizePostHtml(html: string): SanitizedContent {
  const clean = sanitizeHtml(html, { allowedTags: ['p', 'br'], allowedAttributes: {} });
  return { html: clean, text: sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim(), imageUrls: [] };
}

/** Replies: text, links and images (issue 4). */
export function sanitizeReplyHtml(html: string): SanitizedContent {
  return sanitizePostHtml(html);
}
