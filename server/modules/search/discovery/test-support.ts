/**
 * A strict reader of XML 1.0 documents for the discovery tests: it refuses what a strict feed
 * reader or crawler refuses (an unescaped < or &, an unknown entity, a forbidden character,
 * mismatched or unclosed tags, repeated attributes, text outside the root) and otherwise gives
 * the tree with text and attribute values decoded, so tests compare what a reader would see.
 * No DTDs, processing instructions other than the declaration, or namespaces resolution: the
 * documents under test use none of them.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: Array<XmlElement | string>;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

function decode(raw: string, where: string): string {
  if (raw.includes('<')) throw new Error(`unescaped < in ${where}`);
  return raw.replace(/&([^;]*);|&/g, (match, name: string | undefined) => {
    if (name === undefined) throw new Error(`bare & in ${where}`);
    if (name in ENTITIES) return ENTITIES[name]!;
    const numeric = /^#(?:x([0-9a-fA-F]+)|(\d+))$/.exec(name);
    if (!numeric) throw new Error(`unknown entity &${name}; in ${where}`);
    const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
    if (!isXmlChar(code)) throw new Error(`character reference to a forbidden character in ${where}`);
    return String.fromCodePoint(code);
  });
}

export function readXml(document: string): XmlElement {
  for (const character of document) {
    const code = character.codePointAt(0)!;
    // A lone surrogate is one UTF-16 unit that iteration gives alone.
    if (!isXmlChar(code) || (code >= 0xd800 && code <= 0xdfff)) {
      throw new Error(`forbidden character U+${code.toString(16).toUpperCase()}`);
    }
  }
  let position = 0;
  const rest = () => document.slice(position);
  const fail = (message: string): never => {
    throw new Error(`${message} at ${position}: ${JSON.stringify(document.slice(position, position + 40))}`);
  };

  const declaration = /^<\?xml version="1\.0"(?: encoding="UTF-8")?\?>/.exec(document);
  if (declaration) position = declaration[0].length;

  const skipMisc = () => {
    for (;;) {
      const space = /^\s+/.exec(rest());
      if (space) position += space[0].length;
      else if (rest().startsWith('<!--')) readComment();
      else return;
    }
  };
  const readComment = () => {
    const end = document.indexOf('-->', position + 4);
    if (end < 0) fail('unclosed comment');
    if (document.slice(position + 4, end).includes('--')) fail('-- inside a comment');
    position = end + 3;
  };

  const readElement = (): XmlElement => {
    if (document[position] !== '<') fail('expected <');
    position += 1;
    const name = NAME.exec(rest())?.[0] ?? fail('expected an element name');
    position += name.length;
    const attributes: Record<string, string> = {};
    for (;;) {
      const space = /^\s*/.exec(rest())![0];
      position += space.length;
      if (rest().startsWith('/>')) {
        position += 2;
        return { name, attributes, children: [] };
      }
      if (rest().startsWith('>')) {
        position += 1;
        break;
      }
      if (space.length === 0) fail('expected white space before an attribute');
      const attribute = /^([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(rest()) ?? fail('bad attribute');
      const attributeName = attribute[1]!;
      if (attributeName in attributes) fail(`repeated attribute ${attributeName}`);
      attributes[attributeName] = decode(attribute[2] ?? attribute[3] ?? '', `attribute ${attributeName}`);
      position += attribute[0].length;
    }
    const children: Array<XmlElement | string> = [];
    for (;;) {
      if (position >= document.length) fail(`unclosed <${name}>`);
      if (rest().startsWith('</')) {
        const close = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(rest()) ?? fail('bad closing tag');
        if (close[1] !== name) fail(`</${close[1]}> closes <${name}>`);
        position += close[0].length;
        return { name, attributes, children };
      }
      if (rest().startsWith('<!--')) readComment();
      else if (rest().startsWith('<![CDATA[')) {
        const end = document.indexOf(']]>', position);
        if (end < 0) fail('unclosed CDATA');
        children.push(document.slice(position + 9, end));
        position = end + 3;
      } else if (document[position] === '<') children.push(readElement());
      else {
        const next = document.indexOf('<', position);
        const raw = document.slice(position, next < 0 ? document.length : next);
        if (raw.includes(']]>')) fail(']]> in text');
        children.push(decode(raw, `<${name}>`));
        position += raw.length;
      }
    }
  };

  skipMisc();
  const root = readElement();
  skipMisc();
  if (position !== document.length) fail('content after the root element');
  return root;
}

/** The child elements of `element` named `name`. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child): child is XmlElement => typeof child !== 'string' && child.name === name);
}

/** The one child named `name`; throws when there is none or several. */
export function childNamed(element: XmlElement, name: string): XmlElement {
  const found = childrenNamed(element, name);
  if (found.length !== 1) throw new Error(`<${element.name}> has ${found.length} <${name}>`);
  return found[0]!;
}

/** The text of an element (its text children joined). */
export function textOf(element: XmlElement): string {
  return element.children.filter((child): child is string => typeof child === 'string').join('');
}
