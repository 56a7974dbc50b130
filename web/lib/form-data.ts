import type { z } from 'zod';
import type { Locale } from '../../common/i18n/locales.ts';
import { ApiError } from './api.ts';
import { fieldIssuesOf } from './field-issues.ts';
import { i18nFor } from './i18n.ts';

/** A form field as text: '' when it is missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; values?: unknown[] };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The type a field's value has under optional, nullable, default, pipe and readonly wrappers. */
function coreOf(schema: z.ZodType): Def {
  let def = defOf(schema);
  for (;;) {
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!inner) return def;
    def = defOf(inner);
  }
}

const isBooleanLike = (def: Def) =>
  def.type === 'boolean' || (def.type === 'literal' && (def.values ?? []).every((v) => typeof v === 'boolean'));

/** One entry as the field's type wants it: numbers and booleans from their text (HTML forms post text). */
function entryValue(def: Def, value: string): unknown {
  if (def.type === 'number') return Number(value);
  // "true" / "false"; anything else is left out, so that the schema's default (if any) applies.
  if (isBooleanLike(def)) return value === 'true' ? true : value === 'false' ? false : undefined;
  return value;
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = coreOf(schema) as Def & { shape?: Record<string, z.ZodType> };
  if (def.type !== 'object' || !def.shape) throw new TypeError('parseForm needs an object schema');
  return def.shape;
}

/**
 * The fields of `schema` that the form carries, typed as the schema wants them: a missing field is
 * left out (undefined), an array field takes every entry of its name. Entries the schema does not
 * name (intent, via …) are ignored.
 */
export function formValues(form: FormData, schema: z.ZodType): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    const def = coreOf(field);
    if (def.type === 'array') {
      const element = def.element ? coreOf(def.element) : { type: 'string' };
      const entries = form.getAll(key).filter((entry): entry is string => typeof entry === 'string');
      if (entries.length > 0) values[key] = entries.map((entry) => entryValue(element, entry));
      continue;
    }
    const entry = form.get(key);
    if (typeof entry === 'string') {
      const value = entryValue(def, entry);
      if (value !== undefined) values[key] = value;
    }
  }
  return values;
}

/**
 * `data` is the checked input, not zod's output: it is the body the API receives and parses
 * again, so the contract's transforms (trimming, lowercasing, defaults) apply once, there.
 */
export type FormParse<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/**
 * A contract's body from a page's form: the form's fields (formValues), then `given` (what the
 * page knows and the form does not carry: lang, ids from the address, derived values) over them,
 * checked by the contract's own schema. A failure is the API's VALIDATION_FAILED with every
 * field issue in the page's language, so the action shows it through the path it already has
 * for the API's answer.
 */
export function parseForm<S extends z.ZodType>(
  form: FormData,
  schema: S,
  lang: Locale,
  given: Partial<z.input<S>> = {},
): FormParse<z.input<S>> {
  const input = { ...formValues(form, schema), ...given };
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: input as z.input<S> };
  const error = new ApiError(400, {
    code: 'VALIDATION_FAILED',
    message: i18nFor(lang).t('errors:VALIDATION_FAILED'),
    fields: fieldIssuesOf(parsed.error, input, lang),
  });
  return { ok: false, error };
}

/**
 * parseForm for actions whose catch already turns the API's errors into the form's messages: the
 * body, or the same ApiError the API's 400 would have thrown.
 */
export function formBody<S extends z.ZodType>(
  form: FormData,
  schema: S,
  lang: Locale,
  given: Partial<z.input<S>> = {},
): z.input<S> {
  const parsed = parseForm(form, schema, lang, given);
  if (!parsed.ok) throw parsed.error;
  return parsed.data;
}
