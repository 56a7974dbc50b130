/** What the "Was this helpful?" form's action answers (review.server.ts), for the box. */
export type ReviewResult =
  | { ok: true; helpful: boolean; helpfulCount: number; notHelpfulCount: number }
  | {
      ok: false;
      helpful: boolean | null;
      code: string;
      message: string;
      /** The API's field errors, by field (only `text` is the reader's). */
      fields: { text?: string };
      /** What was typed, for the form that comes back without script. */
      text: string;
    };

/** The form's fields (the route action reads them). */
export const REVIEW_INTENT = 'review';
