import type { ChildNode } from 'domhandler';
import { Window } from 'happy-dom';
import { parseDocument } from 'htmlparser2';
import { expect } from 'vitest';

/**
 * The strict check of the XSS tests (DECISIONS P15): fails when HTML could run script, load
 * active content, restyle the page or send a form. The HTML is parsed twice, by htmlparser2
 * (the sanitizer's parser) and by happy-dom (a browser-like DOM), and both trees must pass, so
 * that a parser disagreement (mutation XSS) shows up here rather than in a member's browser.
 *
 * Allowed addresses: http, https and mailto, and relative paths under /uploads/; an iframe only
 * with the canonical YouTube (nocookie) or Vimeo player address.
 */
export function expectNoRunnableScript(html: string): void {
  const violations = [...new Set([...violationsOf(htmlparser2Elements(html)), ...violationsOf(browserElements(html))])];
  expect(violations, `runnable content in: ${html}`).toEqual([]);
}

/** The same check as a list of findings (empty when the HTML is safe), for tests of the checker itself. */
export function runnableScriptFindings(html: string): string[] {
  return [...new Set([...violationsOf(htmlparser2Elements(html)), ...violationsOf(browserElements(html))])];
}

interface FoundElement {
  name: string;
  attributes: [string, string][];
}

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'style',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'form',
  'svg',
  'math',
  'applet',
  'frame',
  'frameset',
  'portal',
  'template',
  'noscript',
]);

/** Attributes whose value is an address a browser loads, follows or submits to. */
const URL_ATTRIBUTES = new Set([
  'src',
  'href',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'ping',
  'lowsrc',
  'dynsrc',
  'codebase',
  'manifest',
]);

const CANONICAL_EMBED = [
  /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}(?:\?start=\d{1,6})?$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d{1,12}(?:\?h=[0-9a-f]{6,20})?$/,
];

function violationsOf(elements: FoundElement[]): string[] {
  const found: string[] = [];
  for (const { name, attributes } of elements) {
    if (FORBIDDEN_ELEMENTS.has(name)) found.push(`<${name}>`);
    for (const [attribute, value] of attributes) {
      if (attribute.startsWith('on')) found.push(`${name}[${attribute}]`);
      else if (attribute === 'style') found.push(`${name}[style]`);
      else if (attribute === 'srcdoc') found.push(`${name}[srcdoc]`);
      else if (attribute === 'srcset') {
        for (const candidate of value.split(',')) {
          const url = candidate.trim().split(/\s+/)[0] ?? '';
          if (url && !isSafeUrl(url)) found.push(`${name}[srcset=${url}]`);
        }
      } else if (URL_ATTRIBUTES.has(attribute) && !isSafeUrl(value)) found.push(`${name}[${attribute}=${value}]`);
    }
    if (name === 'iframe') {
      const src = attributes.find(([attribute]) => attribute === 'src')?.[1] ?? '';
      if (!CANONICAL_EMBED.some((pattern) => pattern.test(src))) found.push(`<iframe src=${src}>`);
    }
  }
  return found;
}

/** As a browser reads a URL: tabs and newlines removed, C0 controls and spaces trimmed, scheme case-folded. */
function isSafeUrl(raw: string): boolean {
  // eslint-disable-next-line no-control-regex
  const value = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(value)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (scheme === 'mailto') return true;
    // http(s) needs its host: "https:/\evil" and "https:evil" are read differently by different parsers.
    return (scheme === 'http' || scheme === 'https') && /^https?:\/\/[^/\\]/i.test(value);
  }
  return (
    value.startsWith('/uploads/') &&
    !/\\|%2e|%2f|%5c|(?:^|\/)\.\.?(?:\/|$)/i.test(value) &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u0020]/.test(value)
  );
}

function htmlparser2Elements(html: string): FoundElement[] {
  const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  const elements: FoundElement[] = [];
  const stack: ChildNode[] = [...document.children];
  while (stack.length > 0) {
    const node = stack.pop() as ChildNode;
    if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      elements.push({
        name: node.name.toLowerCase(),
        attributes: Object.entries(node.attribs).map(([k, v]) => [k.toLowerCase(), v]),
      });
      for (const child of node.children) stack.push(child);
    } else if (node.type === 'cdata' || node.type === 'root') {
      for (const child of node.children) stack.push(child);
    }
  }
  return elements;
}

let window: Window | undefined;

function browserElements(html: string): FoundElement[] {
  window ??= new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      navigation: {
        disableMainFrameNavigation: true,
        disableChildFrameNavigation: true,
        disableChildPageNavigation: true,
      },
    },
  });
  const template = window.document.createElement('template');
  template.innerHTML = html;
  const elements: FoundElement[] = [];
  // Template contents are separate documents: the walk enters them too.
  const roots = [template.content];
  while (roots.length > 0) {
    const root = roots.pop() as (typeof roots)[number];
    for (const element of root.querySelectorAll('*')) {
      elements.push({
        name: element.localName.toLowerCase(),
        attributes: [...element.attributes].map((attribute) => [attribute.name.toLowerCase(), attribute.value ?? '']),
      });
      if (element.localName.toLowerCase() === 'template') {
        const content = (element as unknown as { content?: (typeof roots)[number] }).content;
        if (content) roots.push(content);
      }
    }
  }
  return elements;
}
