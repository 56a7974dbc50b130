import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Contract } from '../contracts/envelope.ts';

/**
 * For the agreement tests only (post-form, reply-form and account-agreement.test.ts): the
 * field codes the API answers for a body, and the hostile texts both sides must judge alike.
 */

const errorKeys = JSON.parse(
  readFileSync(new URL('../i18n/locales/en/errors.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

function isErrorKey(key: string): boolean {
  let node: unknown = errorKeys;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let current = body;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

/** What the API shows of a rule's key: the key less its `field.` namespace (server/plugins/errors.ts sendError). */
export function wireCode(key: string | undefined): string | undefined {
  return key?.startsWith('field.') ? key.slice('field.'.length) : key;
}

/**
 * The field codes of a 400 answer for `body`, field by field in order, as
 * server/plugins/errors.ts toFieldIssues makes them from the contract's zod issues: a message
 * that is an errors key wins, otherwise the issue's kind names the generic code.
 */
export function apiFieldCodes(schema: z.ZodType, body: Record<string, unknown>): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  const result = schema.safeParse(body);
  if (result.success) return codes;
  const add = (field: string, code: string) => codes.set(field, [...(codes.get(field) ?? []), code]);
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '(body)';
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key].join('.'), 'unknownField');
      continue;
    }
    if (isErrorKey(issue.message)) {
      add(field, wireCode(issue.message)!);
      continue;
    }
    const missing = issue.path.length > 0 && valueAt(body, issue.path) === undefined;
    const sized = 'origin' in issue && (issue.origin === 'string' || issue.origin === 'array');
    const generic: Record<string, string> = {
      invalid_type: missing ? 'required' : 'invalidType',
      too_small: sized ? 'tooShort' : 'tooSmall',
      too_big: sized ? 'tooLong' : 'tooBig',
      invalid_format: 'invalidFormat',
    };
    add(field, generic[issue.code] ?? (missing ? 'required' : 'invalidValue'));
  }
  return codes;
}

/** The first code the API answers for one field or its items (`tags` and `tags.3`), as the forms show one. */
export function firstCodeOf(codes: Map<string, string[]>, field: string): string | undefined {
  for (const [path, list] of codes) if (path === field || path.startsWith(`${field}.`)) return list[0];
  return undefined;
}

/** Every contract a contracts module exports, by its export name. */
export function contractsOf(module: Record<string, unknown>): [string, Contract][] {
  return Object.entries(module).filter(
    (entry): entry is [string, Contract] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'path' in entry[1] && 'body' in entry[1],
  );
}

/** The keys a contract's body accepts (none for a body that is not a JSON object, such as multipart). */
export function bodyKeys(contract: Contract): string[] {
  return contract.body instanceof z.ZodObject ? Object.keys(contract.body.shape) : [];
}

/** The 223 XSS payloads of the workplace's testdata, as server/test/hostile-text.ts reads them. */
export function xssPayloads(): string[] {
  const file = JSON.parse(
    readFileSync(new URL('../../server/test/fixtures/xss-payloads.json', import.meta.url), 'utf8'),
  ) as { payloads: { payload: string }[] };
  return file.payloads.map((entry) => entry.payload);
}

/**
 * The bounds every text rule is tried on (SPEC §5 "required" and the clean line of titles):
 * empty, white space only, invisible characters only (zero-width, the Hangul filler, the BOM),
 * control characters and bidirectional overrides around a word.
 */
export const EDGE_TEXTS = [
  '',
  '   \n\t ',
  '\u200B\u200B',
  '\u3164',
  ' \uFEFF\u2060 ',
  '\u0000',
  'a\u0007\u001b[31mb',
  'line\nbreak\u2028here',
  'invoice\u202Efdp.exe',
  '\u2066isolated\u2069 word',
  '\u202E',
] as const;
