import type { Locale } from '../../../common/i18n/locales.ts';
import { en } from './content/en.server.ts';
import { ja } from './content/ja.server.ts';
import { ko } from './content/ko.server.ts';
import type { LegalBlock, LegalDocument, LegalDocumentKind, LegalDocuments } from './types.ts';

/**
 * The legal texts live on the server only (`.server` modules never reach the browser
 * bundle): a page sends just its own document, through its loader.
 */
const documents: Record<Locale, LegalDocuments> = { ko, en, ja };

/** Operator names configured by environment (DECISIONS P1). */
export interface LegalPlaceholders {
  provider: string;
  site: string;
  sisterProduct: string;
}

function fill(text: string, values: LegalPlaceholders): string {
  return text.replace(/\{(provider|site|sisterProduct)\}/g, (_match, name: keyof LegalPlaceholders) => values[name]);
}

function fillBlock(block: LegalBlock, values: LegalPlaceholders): LegalBlock {
  if (typeof block === 'string') return fill(block, values);
  if ('list' in block) return { list: block.list.map((item) => fill(item, values)) };
  const { caption, head, rows } = block.table;
  return {
    table: {
      caption: fill(caption, values),
      head: head.map((cell) => fill(cell, values)),
      rows: rows.map((row) => row.map((cell) => fill(cell, values))),
    },
  };
}

export function legalDocument(kind: LegalDocumentKind, lang: Locale, values: LegalPlaceholders): LegalDocument {
  const source = documents[lang][kind];
  return {
    title: fill(source.title, values),
    description: fill(source.description, values),
    intro: source.intro.map((paragraph) => fill(paragraph, values)),
    sections: source.sections.map((section) => ({
      id: section.id,
      heading: fill(section.heading, values),
      blocks: section.blocks.map((block) => fillBlock(block, values)),
    })),
  };
}
