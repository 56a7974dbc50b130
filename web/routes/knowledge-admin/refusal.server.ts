import type { FieldIssue } from '../../../common/errors.ts';
import { ApiError } from '../../lib/api.ts';

/**
 * The API's refusal of an administrative form as the page shows it: its message, and the message
 * of each field by its path (`names.en`, `texts.2.title`), the first one of each. The actions
 * check the viewer first, so a 404 here is a thing deleted meanwhile: said, not a page change.
 * A failure of the server goes on to the error boundary.
 */
export function refusalOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  return { message: error.message, fields: fieldMessages(error.fields) };
}

export function fieldMessages(issues: readonly FieldIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.field] ??= issue.message;
  return fields;
}
