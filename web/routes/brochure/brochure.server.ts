import { data, type RouterContextProvider } from 'react-router';
import { brochureApply, brochureApplyBody } from '../../../common/contracts/brochure.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { BROCHURE_FIELDS, type BrochureField } from '../../../common/validation/brochure.ts';
import type { BrochureResult } from '../../features/search/side-panel/brochure-result.ts';
import { ApiError } from '../../lib/api.ts';
import { formText, parseForm } from '../../lib/form-data.ts';
import { rethrowAsSignIn } from '../../lib/member-only.server.ts';
import { requestServices } from '../../lib/request-context.ts';

const isField = (name: string): name is BrochureField => (BROCHURE_FIELDS as readonly string[]).includes(name);

/** What was typed, kept for the form that comes back with its mistakes. */
function typedValues(form: FormData): Extract<BrochureResult, { ok: false }>['values'] {
  return {
    company: formText(form, 'company'),
    name: formText(form, 'name'),
    email: formText(form, 'email'),
    phone: formText(form, 'phone'),
    interest: formText(form, 'interest'),
    consent: formText(form, 'consent') === 'true',
  };
}

function refusal(error: ApiError, form: FormData) {
  const fields: Partial<Record<BrochureField, string>> = {};
  for (const issue of error.fields)
    if (isField(issue.field) && !fields[issue.field]) fields[issue.field] = issue.message;
  const result: BrochureResult = { ok: false, message: error.message, fields, values: typedValues(form) };
  // Answered as the form's page with its mistakes (200, as the other forms' actions do): the
  // refusal is the page's content, not a failed request.
  return data(result);
}

/**
 * The brochure form's action (P32): the form checked by the contract's own schema, then the call.
 * Refusals (a field, the rate limit) come back as data for the form; a session that ended goes
 * to sign-in and back.
 */
export async function submitBrochure(
  context: Readonly<RouterContextProvider>,
  request: Request,
  lang: Locale,
  form: FormData,
) {
  const parsed = parseForm(form, brochureApplyBody, lang, { lang });
  if (!parsed.ok) return refusal(parsed.error, form);
  try {
    await context.get(requestServices).api.call(brochureApply, parsed.data);
    const sent: BrochureResult = { ok: true };
    return data(sent);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'LOGIN_REQUIRED') rethrowAsSignIn(error, lang, request);
    if (error instanceof ApiError && error.status < 500) return refusal(error, form);
    throw error;
  }
}
