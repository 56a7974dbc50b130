import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { uploadKeyOfUrl } from '../uploads/storage.ts';

/**
 * The server's HTML allowlist (DECISIONS P15): the only judge of what member HTML may hold.
 *
 * The input is parsed into a tree (htmlparser2, the parser sanitize-html runs on) and the
 * output is written from scratch: every tag, attribute and escape is ours, nothing of the
 * input's markup is copied. Structural rules that a tag-by-tag filter cannot express are
 * checked on the tree: an image must be one of our uploads, a figure needs its image, an
 * embed is rebuilt from a YouTube or Vimeo id, table parts stay inside tables. Whatever is
 * not allowed loses its markup but keeps its text, except elements whose content is never
 * text (scripts, styles, SVG, media …), which go entirely.
 *
 * Because the output is re-serialized with every character escaped, a parser disagreement
 * with browsers (the mutation-XSS family) can only change text, never make markup.
 */
export interface SanitizedContent {
  /** The HTML to store and render. */
  html: string;
  /** Its text, for excerpts, summaries, search and the 60,000-character rule. */
  text: string;
  /** /uploads/… addresses of the images it shows, in order, each once (P19's 15 MB per post). */
  imageUrls: string[];
}

/** Posts: the editor's whole format (headings, lists, quotes, code, tables, figures, embeds). */
export function sanitizePostHtml(html: string): SanitizedContent {
  return sanitize(html, 'post');
}

/** Replies: paragraphs, line breaks, bold, italic, links and images; nothing else. */
export function sanitizeReplyHtml(html: string): SanitizedContent {
  return sanitize(html, 'reply');
}

type Mode = 'post' | 'reply';
/** What an element may hold: any content, inline content only, or the parts of a list or table. */
type Content = 'flow' | 'phrasing' | 'list' | 'table' | 'section' | 'row';
/** Where an element may stand. */
type Kind = 'block' | 'inline' | 'item' | 'section' | 'row' | 'cell';

interface Rule {
  kind: Kind;
  /** Absent for void elements. */
  children?: Content;
  /** The attributes to write, in order; null drops the element's markup (a link without a valid href). */
  attributes?: (element: Element) => string | null;
}

interface Context {
  mode: Mode;
  content: Content;
  inLink: boolean;
  inPre: boolean;
}

const ACCEPTS: Record<Content, ReadonlySet<Kind>> = {
  flow: new Set(['block', 'inline']),
  phrasing: new Set(['inline']),
  list: new Set(['item']),
  table: new Set(['section', 'row']),
  section: new Set(['row']),
  row: new Set(['cell']),
};

/** Old or alternative spellings of allowed elements; h1 is the page's title, so content starts at h2. */
const ALIASES: Readonly<Record<string, string>> = {
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
  b: 'strong',
  i: 'em',
  strike: 's',
  del: 's',
};

/** Elements whose content is not text a reader sees (or is script): they go with everything inside. */
const DROPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'title',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'object',
  'embed',
  'applet',
  'param',
  'svg',
  'math',
  'head',
  'meta',
  'link',
  'base',
  'frame',
  'frameset',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'map',
  'area',
  'picture',
  'input',
  'colgroup',
  'col',
  'portal',
]);

/** Block-level elements: an unknown one that holds only inline content becomes a paragraph. */
const BLOCKISH = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'center',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h2',
  'h3',
  'h4',
  'header',
  'hgroup',
  'hr',
  'iframe',
  'legend',
  'li',
  'listing',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

const BLOCK: Rule = { kind: 'block', children: 'phrasing' };
const INLINE: Rule = { kind: 'inline', children: 'phrasing' };

const LINK: Rule = {
  kind: 'inline',
  children: 'phrasing',
  attributes: (element) => {
    const href = safeHref(element.attribs.href);
    return href === null ? null : ` href="${escapeAttribute(href)}" rel="nofollow ugc noopener" target="_blank"`;
  },
};

const CELL: Rule = {
  kind: 'cell',
  children: 'flow',
  attributes: (element) => {
    const colspan = integerIn(element.attribs.colspan, 1, 20);
    const rowspan = integerIn(element.attribs.rowspan, 1, 20);
    return `${colspan === null ? '' : ` colspan="${colspan}"`}${rowspan === null ? '' : ` rowspan="${rowspan}"`}`;
  },
};

const POST_RULES: Readonly<Record<string, Rule>> = {
  p: BLOCK,
  h2: BLOCK,
  h3: BLOCK,
  h4: BLOCK,
  pre: BLOCK,
  blockquote: { kind: 'block', children: 'flow' },
  ul: { kind: 'block', children: 'list' },
  ol: {
    kind: 'block',
    children: 'list',
    attributes: (element) => {
      const start = integerIn(element.attribs.start, 0, 999_999);
      return start === null ? '' : ` start="${start}"`;
    },
  },
  li: { kind: 'item', children: 'flow' },
  hr: { kind: 'block' },
  br: { kind: 'inline' },
  strong: INLINE,
  em: INLINE,
  u: INLINE,
  s: INLINE,
  code: INLINE,
  a: LINK,
  table: { kind: 'block', children: 'table' },
  thead: { kind: 'section', children: 'section' },
  tbody: { kind: 'section', children: 'section' },
  tr: { kind: 'row', children: 'row' },
  th: CELL,
  td: CELL,
};

const REPLY_RULES: Readonly<Record<string, Rule>> = {
  p: BLOCK,
  br: { kind: 'inline' },
  strong: INLINE,
  em: INLINE,
  a: LINK,
};

const RULES: Record<Mode, Readonly<Record<string, Rule>>> = { post: POST_RULES, reply: REPLY_RULES };

/** Deeper nesting than this keeps only its text: the walk is recursive, and no editor nests so deep. */
const MAX_DEPTH = 200;

interface Output {
  html: string;
  text: string;
  imageUrls: string[];
}

function sanitize(input: string, mode: Mode): SanitizedContent {
  const document = parseDocument(limitNesting(input), {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
    recognizeSelfClosing: false,
    recognizeCDATA: false,
  });
  const out: Output = { html: '', text: '', imageUrls: [] };
  writeChildren(document.children, { mode, content: 'flow', inLink: false, inPre: false }, out, 0);
  return {
    html: out.html,
    text: out.text
      .replace(/[ \t\r\f\u00a0]+/g, ' ')
      .replace(/ ?\n[ \n]*/g, '\n')
      .trim(),
    imageUrls: [...new Set(out.imageUrls)],
  };
}

/**
 * htmlparser2 keeps its open elements in an array that it shifts and searches on every tag, so
 * its time grows with the square of the nesting: 400,000 characters of `<div>` take seconds.
 * Start tags past MAX_NESTING are removed before parsing (their text stays). The estimate counts
 * every non-void start tag and lets an end tag close only a name still counted, which never
 * undercounts the parser's stack; a removed tag leaves a space so that no new tag forms where it was.
 */
const MAX_NESTING = 256;
const ROUGH_TAG = /<(\/?)([a-zA-Z][^\s/>]*)[^>]*>/g;
const PARSER_VOID_ELEMENTS = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

function limitNesting(html: string): string {
  const open = new Map<string, number>();
  let depth = 0;
  return html.replace(ROUGH_TAG, (tag, slash: string, rawName: string) => {
    const name = rawName.toLowerCase();
    const count = open.get(name) ?? 0;
    if (slash) {
      if (count > 0) {
        open.set(name, count - 1);
        depth -= 1;
      }
      return tag;
    }
    if (PARSER_VOID_ELEMENTS.has(name)) return tag;
    if (depth >= MAX_NESTING) return ' ';
    open.set(name, count + 1);
    depth += 1;
    return tag;
  });
}

function writeChildren(nodes: readonly ChildNode[], context: Context, out: Output, depth: number): void {
  for (const node of nodes) {
    if (node.type === 'text') writeText(node.data, context, out);
    else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      if (depth >= MAX_DEPTH) writeText(textOf(node), context, out);
      else writeElement(node, context, out, depth);
    }
    // Comments, CDATA and processing instructions are dropped.
  }
}

function writeElement(element: Element, context: Context, out: Output, depth: number): void {
  const name = ALIASES[element.name] ?? element.name;
  if (name === 'iframe') {
    if (context.mode === 'post' && (context.content === 'flow' || context.content === 'phrasing')) {
      writeEmbed(element, out);
    }
    return;
  }
  if (DROPPED.has(name)) return;
  if (name === 'img') {
    if (context.content === 'flow' || context.content === 'phrasing') writeImage(element, out);
    return;
  }
  if (
    name === 'figure' &&
    context.mode === 'post' &&
    context.content === 'flow' &&
    writeFigure(element, context, out, depth)
  ) {
    return;
  }

  // A link with nothing to click (no text, no image) is invisible and has no accessible name.
  if (name === 'a' && !/\S/.test(textOf(element)) && !hasImage(element)) return;

  const rule = RULES[context.mode][name];
  if (rule && ACCEPTS[context.content].has(rule.kind) && !(name === 'a' && context.inLink)) {
    const attributes = rule.attributes ? rule.attributes(element) : '';
    if (attributes !== null) {
      out.html += `<${name}${attributes}>`;
      out.text += boundary(rule.kind);
      if (name === 'br') out.text += '\n';
      if (rule.children) {
        const inner: Context = {
          mode: context.mode,
          content: rule.children,
          inLink: context.inLink || name === 'a',
          inPre: context.inPre || name === 'pre',
        };
        writeChildren(element.children, inner, out, depth + 1);
        out.html += `</${name}>`;
        out.text += boundary(rule.kind);
      }
      return;
    }
  }

  // Not kept: the markup goes, the content stays. A block of text keeps its own line.
  if (context.content === 'flow' && BLOCKISH.has(name) && !containsBlock(element)) {
    if (element.children.length === 0) return;
    out.html += '<p>';
    out.text += '\n';
    writeChildren(element.children, { ...context, content: 'phrasing' }, out, depth + 1);
    out.html += '</p>';
    out.text += '\n';
    return;
  }
  writeChildren(element.children, context, out, depth + 1);
}

function boundary(kind: Kind): string {
  if (kind === 'inline') return '';
  return kind === 'cell' ? ' ' : '\n';
}

// Control characters are what these patterns are for.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function writeText(data: string, context: Context, out: Output): void {
  const text = data.replace(CONTROL_CHARACTERS, '').toWellFormed();
  if (text === '') return;
  out.html += escapeText(text);
  out.text += context.inPre ? text : text.replace(/[\t\n\r ]+/g, ' ');
}

/** The text inside an element, without recursion (for nesting beyond MAX_DEPTH). */
function hasImage(root: Element): boolean {
  const stack: ChildNode[] = [...root.children];
  while (stack.length > 0) {
    const node = stack.pop() as ChildNode;
    if (node.type === 'tag') {
      if (node.name === 'img') return true;
      stack.push(...(node.children as ChildNode[]));
    }
  }
  return false;
}

function textOf(root: Element): string {
  let text = '';
  const stack: ChildNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as ChildNode;
    if (node.type === 'text') text += node.data;
    else if (node.type === 'tag' && !DROPPED.has(node.name) && node.name !== 'iframe') {
      for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index] as ChildNode);
    }
  }
  return text;
}

function containsBlock(root: Element): boolean {
  const stack: ChildNode[] = [...root.children];
  while (stack.length > 0) {
    const node = stack.pop() as ChildNode;
    if (node.type !== 'tag') continue;
    const name = ALIASES[node.name] ?? node.name;
    if (BLOCKISH.has(name)) return true;
    if (!DROPPED.has(name)) for (const child of node.children) stack.push(child);
  }
  return false;
}

// ---------------------------------------------------------------- images

function imageAttributes(element: Element): { url: string; attributes: string } | null {
  const url = (element.attribs.src ?? '').trim();
  if (uploadKeyOfUrl(url) === null) return null;
  const alt = (element.attribs.alt ?? '').replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim().slice(0, 500);
  const width = integerIn(element.attribs.width, 1, 20_000);
  const height = integerIn(element.attribs.height, 1, 20_000);
  return {
    url,
    attributes: ` src="${escapeAttribute(url)}" alt="${escapeAttribute(alt)}"${width === null ? '' : ` width="${width}"`}${height === null ? '' : ` height="${height}"`}`,
  };
}

function writeImage(element: Element, out: Output): void {
  const image = imageAttributes(element);
  if (!image) return;
  out.html += `<img${image.attributes}>`;
  out.imageUrls.push(image.url);
}

const ALIGNMENTS = new Set(['left', 'center', 'right']);

/** `<figure data-align><img><figcaption>…</figcaption></figure>`; false when it holds no image of ours. */
function writeFigure(figure: Element, context: Context, out: Output, depth: number): boolean {
  let image: Element | undefined;
  let caption: Element | undefined;
  const stack: ChildNode[] = [...figure.children].reverse();
  while (stack.length > 0 && !(image && caption)) {
    const node = stack.pop() as ChildNode;
    if (node.type !== 'tag' || DROPPED.has(node.name)) continue;
    if (node.name === 'img' && !image && imageAttributes(node)) image = node;
    else if (node.name === 'figcaption' && !caption) caption = node;
    else
      for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index] as ChildNode);
  }
  if (!image) return false;
  const align = (figure.attribs['data-align'] ?? '').trim().toLowerCase();
  out.html += ALIGNMENTS.has(align) ? `<figure data-align="${align}">` : '<figure>';
  out.text += '\n';
  writeImage(image, out);
  if (caption) {
    out.html += '<figcaption>';
    writeChildren(caption.children, { ...context, content: 'phrasing' }, out, depth + 1);
    out.html += '</figcaption>';
  }
  out.html += '</figure>';
  out.text += '\n';
  return true;
}

// ---------------------------------------------------------------- embeds

interface Video {
  provider: 'youtube' | 'vimeo';
  src: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
const EMBED_ALLOW = 'accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';

/** The video a YouTube or Vimeo address names, as the canonical player address; null otherwise. */
export function parseVideoUrl(raw: string): Video | null {
  let value = raw.trim();
  if (value.startsWith('//')) value = `https:${value}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const path = url.pathname;

  let youtubeId: string | null | undefined;
  if (YOUTUBE_HOSTS.has(host)) {
    youtubeId = path === '/watch' ? url.searchParams.get('v') : /^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(path)?.[1];
  } else if (YOUTUBE_NOCOOKIE_HOSTS.has(host)) {
    youtubeId = /^\/embed\/([^/]+)\/?$/.exec(path)?.[1];
  } else if (host === 'youtu.be') {
    youtubeId = /^\/([^/]+)\/?$/.exec(path)?.[1];
  }
  if (youtubeId !== undefined) {
    if (!youtubeId || !YOUTUBE_ID.test(youtubeId)) return null;
    const start = /^(\d{1,6})s?$/.exec(url.searchParams.get('start') ?? url.searchParams.get('t') ?? '')?.[1];
    return {
      provider: 'youtube',
      src: `https://www.youtube-nocookie.com/embed/${youtubeId}${start ? `?start=${Number(start)}` : ''}`,
    };
  }

  let vimeo: { id?: string; hash?: string | null } | undefined;
  if (VIMEO_HOSTS.has(host)) {
    const match = /^\/(\d{1,12})(?:\/([0-9a-f]{6,20}))?\/?$/.exec(path);
    vimeo = { id: match?.[1], hash: match?.[2] ?? url.searchParams.get('h') };
  } else if (host === 'player.vimeo.com') {
    vimeo = { id: /^\/video\/(\d{1,12})\/?$/.exec(path)?.[1], hash: url.searchParams.get('h') };
  }
  if (vimeo?.id) {
    const hash = vimeo.hash && VIMEO_HASH.test(vimeo.hash) ? vimeo.hash : null;
    return { provider: 'vimeo', src: `https://player.vimeo.com/video/${vimeo.id}${hash ? `?h=${hash}` : ''}` };
  }
  return null;
}

function writeEmbed(iframe: Element, out: Output): void {
  const video = parseVideoUrl(iframe.attribs.src ?? '');
  if (!video) return;
  const width = integerIn(iframe.attribs.width, 1, 4000) ?? 640;
  const height = integerIn(iframe.attribs.height, 1, 4000) ?? 360;
  const title =
    (iframe.attribs.title ?? '').replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim().slice(0, 200) ||
    (video.provider === 'youtube' ? 'YouTube video' : 'Vimeo video');
  out.html +=
    `<div data-embed="${video.provider}"><iframe src="${video.src}" width="${width}" height="${height}"` +
    ` title="${escapeAttribute(title)}" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"` +
    ` allow="${EMBED_ALLOW}" allowfullscreen=""></iframe></div>`;
  out.text += '\n';
}

// ---------------------------------------------------------------- values

/** http(s) with a host, or mailto; after trimming, no whitespace or control character anywhere. */
function safeHref(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (value.length > 4096 || /[\u0000-\u0020\u007f-\u009f]/.test(value)) return null;
  return /^(?:https?:\/\/[^/?#\\]|mailto:)/i.test(value) ? value : null;
}

function integerIn(raw: string | undefined, min: number, max: number): number | null {
  const value = (raw ?? '').trim();
  if (!/^\d{1,7}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

const TEXT_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\u00a0': '&nbsp;' };
const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = { ...TEXT_ESCAPES, '"': '&quot;' };

function escapeText(value: string): string {
  return value.replace(/[&<>\u00a0]/g, (character) => TEXT_ESCAPES[character] as string);
}

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"\u00a0]/g, (character) => ATTRIBUTE_ESCAPES[character] as string);
}
