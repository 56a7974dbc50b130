import type { z } from 'zod';
import type { FieldIssue } from '../../common/errors.ts';
import { fieldIssueCode, MAX_FIELD_ISSUES, numericParams, valueAt } from '../../common/field-issues.ts';
import type { Locale } from '../../common/i18n/locales.ts';
import { i18nFor } from './i18n.ts';

/**
 * A failed parse of a contract's body as the API would answer it: one issue per field with the
 * same code and the same message in the page's language, so that a page action refusing a form
 * before the call shows what the API's 400 shows (DESIGN "API conventions"). A schema's own
 * message wins when it is an error key (`z.string('titlePlz')`), as on the server.
 */
export function fieldIssuesOf(error: z.ZodError, input: unknown, lang: Locale): FieldIssue[] {
  const i18n = i18nFor(lang);
  const issues: { field: string; code: string; params: Record<string, number> }[] = [];
  for (const issue of error.issues) {
    const path = issue.path;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        issues.push({ field: [...path, key].join('.'), code: 'field.unknownField', params: {} });
      continue;
    }
    const field = path.map(String).join('.') || '(body)';
    const params = numericParams(issue as { minimum?: unknown; maximum?: unknown });
    if (issue.message && i18n.exists(issue.message, { ns: 'errors' })) {
      issues.push({ field, code: issue.message, params });
      continue;
    }
    const missing = path.length > 0 && valueAt(input, path) === undefined;
    const sized = 'origin' in issue && (issue.origin === 'string' || issue.origin === 'array');
    issues.push({ field, code: fieldIssueCode(issue.code, { sized, missing }), params });
  }
  return issues.slice(0, MAX_FIELD_ISSUES).map(({ field, code, params }) => ({
    field,
    code: code.startsWith('field.') ? code.slice('field.'.length) : code,
    message: i18n.t(code, { ns: 'errors', ...params }),
  }));
}
