import type { z } from 'zod';
import type { FieldIssue } from '../../common/errors.ts';
import type { Locale } from '../../common/i18n/locales.ts';
import { i18nFor } from './i18n.ts';

/** As many as the API answers at most (server/plugins/errors.ts MAX_FIELD_ISSUES). */
const MAX_FIELD_ISSUES = 50;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

type Bounds = { minimum?: unknown; maximum?: unknown };
function numericParams(issue: Bounds): Record<string, number> {
  const out: Record<string, number> = {};
  if (typeof issue.minimum === 'number') out.minimum = issue.minimum;
  if (typeof issue.maximum === 'number') out.maximum = issue.maximum;
  return out;
}

/** The stable code of a zod issue, as the API names it (server/plugins/errors.ts toFieldIssues). */
function codeOf(issue: z.core.$ZodIssue, missing: boolean): string {
  const sized = 'origin' in issue && (issue.origin === 'string' || issue.origin === 'array');
  switch (issue.code) {
    case 'invalid_type':
      return missing ? 'field.required' : 'field.invalidType';
    case 'too_small':
      return sized ? 'field.tooShort' : 'field.tooSmall';
    case 'too_big':
      return sized ? 'field.tooLong' : 'field.tooBig';
    case 'invalid_format':
      return 'field.invalidFormat';
    default:
      return missing ? 'field.required' : 'field.invalidValue';
  }
}

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
    const params = numericParams(issue as Bounds);
    if (issue.message && i18n.exists(issue.message, { ns: 'errors' })) {
      issues.push({ field, code: issue.message, params });
      continue;
    }
    const missing = path.length > 0 && valueAt(input, path) === undefined;
    issues.push({ field, code: codeOf(issue, missing), params });
  }
  return issues.slice(0, MAX_FIELD_ISSUES).map(({ field, code, params }) => ({
    field,
    code: code.startsWith('field.') ? code.slice('field.'.length) : code,
    message: i18n.t(code, { ns: 'errors', ...params }),
  }));
}
