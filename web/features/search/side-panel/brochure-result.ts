import type { BrochureField } from '../../../../common/validation/brochure.ts';

/**
 * What the brochure action answers (web/routes/brochure): sent, or refused with a message, the
 * fields' messages and what was typed, so that the form (with or without script) shows the
 * mistakes beside their fields and keeps the member's text.
 */
export type BrochureResult =
  | { ok: true }
  | {
      ok: false;
      message: string;
      fields: Partial<Record<BrochureField, string>>;
      values: Partial<Record<Exclude<BrochureField, 'consent'>, string>> & { consent?: boolean };
    };

/** The brochure page's address: the form posts there, and readers without the panel go there. */
export const brochurePath = (lang: string) => `/${lang}/brochure`;
