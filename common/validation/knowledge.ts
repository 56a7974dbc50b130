import { longerThan } from './length.ts';

/**
 * The knowledge areas' field rules (issue 31, SPEC §5, DECISIONS P24), written once for the
 * contracts, the reader's feedback form and the administrators' forms.
 */
export const KNOWLEDGE_TITLE_MAX_LENGTH = 100;
/** Articles are as long as posts may be (SPEC §5: 60,000). */
export const KNOWLEDGE_CONTENT_MAX_LENGTH = 60_000;
export const KNOWLEDGE_KEYWORDS_MAX = 10;
export const KNOWLEDGE_KEYWORD_MAX_LENGTH = 30;
export const KNOWLEDGE_CATEGORY_NAME_MAX_LENGTH = 50;
/** A reader's feedback text: room for a paragraph on what was missing. */
export const REVIEW_TEXT_MAX_LENGTH = 1000;
/** Links from one article to the other kind (a guide's FAQs, an FAQ's guides). */
export const KNOWLEDGE_LINKS_MAX = 20;

/**
 * SPEC §5 "Solomon feedback text is required": required when the reader says it did not help
 * (what was missing is the point of asking), optional when it did.
 */
export function reviewTextIssue(helpful: boolean, value: string | undefined | null) {
  const text = (value ?? '').trim();
  if (text === '') return helpful ? undefined : 'reviewTextPlz';
  return longerThan(text, REVIEW_TEXT_MAX_LENGTH) ? 'reviewTextMaxLength' : undefined;
}

export function knowledgeTitleIssue(value: string) {
  const title = value.trim();
  if (title === '') return 'knowledgeTitlePlz';
  return longerThan(title, KNOWLEDGE_TITLE_MAX_LENGTH) ? 'knowledgeTitleMaxLength' : undefined;
}

export function knowledgeCategoryNameIssue(value: string) {
  const name = value.trim();
  if (name === '') return 'knowledgeCategoryNamePlz';
  return longerThan(name, KNOWLEDGE_CATEGORY_NAME_MAX_LENGTH) ? 'knowledgeCategoryNameMaxLength' : undefined;
}

export function knowledgeKeywordsIssue(values: readonly string[]) {
  if (values.length > KNOWLEDGE_KEYWORDS_MAX) return 'knowledgeKeywordsMax';
  return values.some((value) => value.trim() === '' || longerThan(value.trim(), KNOWLEDGE_KEYWORD_MAX_LENGTH))
    ? 'knowledgeKeywordFormat'
    : undefined;
}
