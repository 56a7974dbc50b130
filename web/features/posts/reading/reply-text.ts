// The control characters the server's sanitizer drops from text (tab and line breaks stay).
// eslint-disable-next-line no-control-regex
const DROPPED_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * The text the server reads back from buildReplyHtml(text), as its sanitizer extracts a reply's
 * text (server/modules/posts/shared/sanitize.ts): control characters dropped, line endings
 * unified, runs of spaces (no-break ones too) one space, one line break between lines and
 * paragraphs, trimmed. The composer's rule counts this, so that it refuses exactly what the API
 * refuses (reply-form.agreement.test.ts).
 */
export function replyTextOf(text: string): string {
  return text
    .replace(DROPPED_CONTROLS, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n[ \n]*/g, '\n')
    .trim();
}
