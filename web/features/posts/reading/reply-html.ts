import { replyTextOf } from './reply-text.ts';
import { replyContentIssue, replyHtmlIssue } from '../../../../common/validation/reply-fields.ts';

/**
 * The reply composer is a plain textarea (the post page stays light: no rich-text editor in its
 * bundle). What it sends is simple HTML built here: paragraphs from blank-line separated blocks,
 * line breaks inside them, http(s) addresses as links, and the uploaded images. The member's
 * text is escaped; the server sanitizes the result anyway (DECISIONS P15) and adds the links'
 * rel attribute.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

// An address runs to the next space or angle bracket; the punctuation that usually ends the
// sentence around it is not part of it.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?'")\]}]+$/;

/** Splits off closing punctuation, keeping a ")" that closes a "(" of the address itself. */
function trimAddress(candidate: string): { address: string; rest: string } {
  let address = candidate;
  let rest = '';
  for (;;) {
    const match = TRAILING.exec(address);
    if (!match) break;
    const tail = match[0];
    const last = tail.at(-1) ?? '';
    if (last === ')' && count(address, '(') >= count(address, ')')) break;
    address = address.slice(0, -1);
    rest = last + rest;
  }
  return { address, rest };
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** One line of text as HTML: escaped, with its http(s) addresses as links. */
export function linkifyLine(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index;
    const { address, rest } = trimAddress(match[0]);
    html += escapeHtml(line.slice(last, start));
    if (/^https?:\/\/[^/?#]/i.test(address)) {
      html += `<a href="${escapeHtml(address)}">${escapeHtml(address)}</a>`;
    } else {
      html += escapeHtml(address);
    }
    html += escapeHtml(rest);
    last = start + match[0].length;
  }
  return html + escapeHtml(line.slice(last));
}

/** Only images uploaded to this site belong in a reply (P19); anything else is dropped. */
export function isUploadUrl(url: string): boolean {
  return /^\/uploads\/[A-Za-z0-9._/-]+$/.test(url) && !url.includes('..');
}

/** The HTML a reply is sent as; empty when there is neither text nor an image. */
export function buildReplyHtml(text: string, imageUrls: readonly string[] = []): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.replace(/^\n+|\s+$/g, ''))
    .filter((block) => block.trim() !== '');
  const paragraphs = blocks.map((block) => `<p>${block.split('\n').map(linkifyLine).join('<br>')}</p>`);
  const images = imageUrls.filter(isUploadUrl).map((url) => `<p><img src="${escapeHtml(url)}" alt=""></p>`);
  return [...paragraphs, ...images].join('');
}

/** The composer's mistake, if any (SPEC §5): replyContentIssue on what the API will read of it. */
export function replyComposerIssue(
  text: string,
  imageUrls: readonly string[],
): ReturnType<typeof replyContentIssue> | ReturnType<typeof replyHtmlIssue> {
  return (
    replyContentIssue(replyTextOf(text), imageUrls.filter(isUploadUrl).length) ??
    replyHtmlIssue(buildReplyHtml(text, imageUrls))
  );
}

/** Whether the composer holds anything to send (SPEC §5: a reply is required). */
export function hasReplyContent(text: string, imageUrls: readonly string[]): boolean {
  return replyComposerIssue(text, imageUrls) !== 'replyPlz';
}

/**
 * What the composer starts from when a reply is edited: its text with the paragraphs and line
 * breaks it was written with, and its uploaded images. Runs in the browser only (DOMParser).
 */
export function composerDraftOf(html: string): { text: string; imageUrls: string[] } {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const imageUrls = [...doc.body.querySelectorAll('img')]
    .map((image) => image.getAttribute('src') ?? '')
    .filter(isUploadUrl);
  const blocks: string[] = [];
  let inline = '';
  const flush = () => {
    if (inline.trim() !== '') blocks.push(inline.replace(/^\n+|\s+$/g, ''));
    inline = '';
  };
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) inline += child.textContent ?? '';
      else if (child.nodeType === 1) {
        const name = (child as Element).tagName.toLowerCase();
        if (name === 'br') inline += '\n';
        else if (name === 'img') continue;
        else if (['p', 'div', 'li', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre'].includes(name)) {
          flush();
          walk(child);
          flush();
        } else walk(child);
      }
    }
  };
  walk(doc.body);
  flush();
  return { text: blocks.join('\n\n'), imageUrls };
}
