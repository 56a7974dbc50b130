import { ApiError } from '../../../lib/api.ts';
import { formFieldOf, type PostFormField } from './post-form.ts';

/** What the writing route's action answers the write form. */
export type WriteActionResult =
  | { ok: true; id: number }
  | {
      ok: false;
      code: string;
      /** The API's message, in the page's language. */
      message: string;
      /** Each form field's mistake (the API's `fields`, mapped onto the form). */
      fields: Partial<Record<PostFormField, string>>;
    };

/** An API refusal as the form's answer: field issues at their fields, the rest as one message. */
export function writeFailure(error: unknown): WriteActionResult {
  if (!(error instanceof ApiError)) throw error;
  const fields: Partial<Record<PostFormField, string>> = {};
  for (const issue of error.fields) {
    const field = formFieldOf(issue.field);
    if (field) fields[field] ??= issue.message;
  }
  return { ok: false, code: error.code, message: error.message, fields };
}
