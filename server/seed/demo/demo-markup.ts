/**
 * The demo content's markup → the HTML the post editor (Tiptap) produces and DECISIONS P15
 * keeps: list items, quotes and table cells hold paragraphs, figures carry their alignment,
 * videos are youtube-nocookie embeds. Blocks are separated by a blank line:
 *
 *   ## Heading / ### Subheading      - item / 1. item      > quote
 *   | head | head |  then  | cell | cell |   (a table; the first row is its header)
 *   ![name] alt text | caption  (or ![name:left], ![name:right])
 *   @youtube(VIDEO_ID) title      ---  (a horizontal line)      anything else: a paragraph
 *
 * Inline: **bold**, `code`, [text](https://…). Text is escaped first, so only these become
 * markup; the seed still sanitizes the result like any member's post.
 */

export interface PlacedImage {
  url: string;
  width: number;
  height: number;
}

export type ImageResolver = (name: string) => PlacedImage | undefined;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function inline(text: string): string {
  return escapeHtml(text.trim())
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\[([^\]]+)\]\((https?:\/\/[^\s)]+|mailto:[^\s)]+)\)/g, '<a href="$2">$1</a>');
}

const paragraph = (text: string) => `<p>${inline(text)}</p>`;

function table(lines: string[]): string {
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split('|')
      .map((cell) => cell.trim());
  const [head, ...rows] = lines.map(cells);
  const row = (values: string[], tag: 'th' | 'td') =>
    `<tr>${values.map((value) => `<${tag}>${paragraph(value)}</${tag}>`).join('')}</tr>`;
  return `<table><tbody>${row(head ?? [], 'th')}${rows.map((values) => row(values, 'td')).join('')}</tbody></table>`;
}

function figure(line: string, resolve: ImageResolver): string {
  const match = /^!\[([\w-]+)(?::(left|center|right))?\]\s*(.*)$/.exec(line);
  if (!match) throw new Error(`Bad figure line: ${line}`);
  const [, name = '', align = 'center', rest = ''] = match;
  const image = resolve(name);
  if (!image) throw new Error(`The body places an image "${name}" the post does not define`);
  const [alt = '', caption = ''] = rest.split('|').map((part) => part.trim());
  const img = `<img src="${image.url}" alt="${escapeHtml(alt)}" width="${image.width}" height="${image.height}">`;
  return `<figure data-align="${align}">${img}${caption ? `<figcaption>${inline(caption)}</figcaption>` : ''}</figure>`;
}

const VIDEO = /^@youtube\(([\w-]{11})\)\s*(.*)$/;

type LineKind = 'heading2' | 'heading3' | 'rule' | 'figure' | 'video' | 'bullet' | 'number' | 'quote' | 'row' | 'text';

function kindOf(line: string): LineKind {
  if (line.startsWith('### ')) return 'heading3';
  if (line.startsWith('## ')) return 'heading2';
  if (line === '---') return 'rule';
  if (line.startsWith('![')) return 'figure';
  if (VIDEO.test(line)) return 'video';
  if (line.startsWith('- ')) return 'bullet';
  if (/^\d+\. /.test(line)) return 'number';
  if (line.startsWith('>')) return 'quote';
  if (line.startsWith('|')) return 'row';
  return 'text';
}

/** Lines of one kind in a row make one block; headings, rules, figures and videos stand alone. */
const SINGLE = new Set<LineKind>(['heading2', 'heading3', 'rule', 'figure', 'video']);

function block(kind: LineKind, lines: string[], resolve: ImageResolver): string {
  const first = lines[0]!;
  switch (kind) {
    case 'heading2':
      return `<h2>${inline(first.slice(3))}</h2>`;
    case 'heading3':
      return `<h3>${inline(first.slice(4))}</h3>`;
    case 'rule':
      return '<hr>';
    case 'figure':
      return figure(first, resolve);
    case 'video': {
      const [, id = '', title = ''] = VIDEO.exec(first) ?? [];
      const name = title.trim() ? ` title="${escapeHtml(title.trim())}"` : '';
      return `<div data-embed="youtube"><iframe src="https://www.youtube-nocookie.com/embed/${id}"${name}></iframe></div>`;
    }
    case 'bullet':
      return `<ul>${lines.map((line) => `<li>${paragraph(line.slice(2))}</li>`).join('')}</ul>`;
    case 'number':
      return `<ol>${lines.map((line) => `<li>${paragraph(line.replace(/^\d+\. /, ''))}</li>`).join('')}</ol>`;
    case 'quote':
      return `<blockquote>${lines.map((line) => paragraph(line.replace(/^>\s?/, ''))).join('')}</blockquote>`;
    case 'row':
      return table(lines);
    case 'text':
      return paragraph(lines.join(' '));
  }
}

/** Blank lines end a block; indentation (template literals in the content files) is ignored. */
export function markupToHtml(markup: string, resolve: ImageResolver = () => undefined): string {
  return markupBlocks(markup, resolve).join('');
}

/** The HTML of each block, in order (the large seed recombines them into posts of its own). */
export function markupBlocks(markup: string, resolve: ImageResolver = () => undefined): string[] {
  const blocks: string[] = [];
  let kind: LineKind | null = null;
  let lines: string[] = [];
  const flush = () => {
    if (kind !== null && lines.length > 0) blocks.push(block(kind, lines, resolve));
    kind = null;
    lines = [];
  };
  for (const raw of markup.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    const next = kindOf(line);
    if (next !== kind || SINGLE.has(next)) flush();
    kind = next;
    lines.push(line);
  }
  flush();
  return blocks;
}
