import { replyContentIssue, replyHtmlIssue } from '../../../../common/validation/reply-fields.ts';
import { AppError } from '../../../lib/errors.ts';
import { type SanitizedContent, sanitizeReplyHtml } from '../shared/sanitize.ts';
import { htmlHasImage } from './presenter.ts';

/**
 * What a reply's HTML becomes before it is stored, and the mistakes it can hold: SPEC §5 "reply
 * content is required" and 10,000 characters of text, counted on the sanitized HTML's text
 * (replyContentIssue: invisible-only text is none; images count nothing), then the HTML ceiling
 * on the HTML as written out, which escapes and rebuilt attributes can make longer than what was
 * sent (ADR 0010). The composer calls the same rules (reply-form.agreement.test.ts).
 */
export function readReplyContent(html: string): { content: SanitizedContent; issue: string | undefined } {
  const clean = sanitizeReplyHtml(html);
  const text = clean.text.trim();
  const imageCount = Math.max(clean.imageUrls.length, htmlHasImage(clean.html) ? 1 : 0);
  return { content: { ...clean, text }, issue: replyContentIssue(text, imageCount) ?? replyHtmlIssue(clean.html) };
}

/** The sanitized reply, or VALIDATION_FAILED with the content's mistake. */
export function cleanReplyContent(html: string): SanitizedContent {
  const { content, issue } = readReplyContent(html);
  if (issue) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'content', code: issue }] });
  return content;
}
