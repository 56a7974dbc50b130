import { isBlank, REPLY_HTML_MAX_LENGTH, REPLY_MAX_LENGTH, REPORT_REASON_KEYS, textLength } from './post.ts';

/**
 * One rule per field of a reply and of a report (SPEC §5, ADR 0010), each answering an
 * errors-namespace key or undefined. The reply composer and the reading page's action
 * (web/features/posts/reading), the contracts (common/contracts/posts/replies.ts, reports.ts) and
 * the replies service call these same functions;
 * web/features/posts/reading/reply-form.agreement.test.ts proves they agree.
 */

/**
 * SPEC §5 "reply content is required"; 10,000 characters of text (ADR 0010). `text` is the
 * reply's text as a reader sees it (the server's: the sanitized HTML's; the composer's: what it
 * sends, read back the same way, replyTextOf in reply-html.ts). Invisible-only text is empty, as
 * it is for a post's content; an image is content and counts no characters.
 */
export function replyContentIssue(text: string, imageCount: number): 'replyPlz' | 'replyMaxLength' | undefined {
  const trimmed = text.trim();
  if (imageCount === 0 && isBlank(trimmed)) return 'replyPlz';
  return textLength(trimmed) > REPLY_MAX_LENGTH ? 'replyMaxLength' : undefined;
}

/**
 * ADR 0010: the reply's HTML, markup included, has its own ceiling, counted in UTF-16 units as
 * the service counts what it stores (escapes can make it longer than what was sent); the composer
 * checks the HTML it builds with it. The contract's zod ceiling on the HTML as sent counts code
 * points, so it never refuses what this accepts (as for a post's content, contentHtmlIssue).
 */
export function replyHtmlIssue(html: string): 'replyHtmlMaxLength' | undefined {
  return html.length > REPLY_HTML_MAX_LENGTH ? 'replyHtmlMaxLength' : undefined;
}

/** SPEC §3.3: a report names exactly one of the reasons (missing or unknown: choose one). */
export function reportReasonIssue(value: string | undefined): 'reportReasonPlz' | undefined {
  return value !== undefined && (REPORT_REASON_KEYS as readonly string[]).includes(value)
    ? undefined
    : 'reportReasonPlz';
}
