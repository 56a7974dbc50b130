/** The legal pages of SPEC §2.1 under {lang}/service/ (DECISIONS P28). */
export const LEGAL_DOCUMENT_KINDS = ['terms', 'privacy', 'agreementmarketing'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

/** SPEC §9: the policies take effect on 2021-05-27. */
export const LEGAL_EFFECTIVE_DATE = '2021-05-27';

export function isLegalDocumentKind(value: unknown): value is LegalDocumentKind {
  return typeof value === 'string' && (LEGAL_DOCUMENT_KINDS as readonly string[]).includes(value);
}

/** A paragraph, a bulleted list, or a table with a caption. */
export type LegalBlock = string | { list: string[] } | { table: { caption: string; head: string[]; rows: string[][] } };

export interface LegalSection {
  /** Anchor of the table of contents; the same in every language. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** The page's meta description. */
  description: string;
  intro: string[];
  sections: LegalSection[];
}

export type LegalDocuments = Record<LegalDocumentKind, LegalDocument>;
