import { ApiError } from '../../lib/api.ts';
import type { AuthActionResult, AuthIntent } from './auth-action.ts';

/**
 * The form field that shows an API code (SPEC §5, §8): the duplicate checks belong to the e-mail,
 * a wrong password to the password, a taken nickname to the nickname. Other codes concern the
 * whole form and show as an alert.
 */
const FIELD_OF_CODE: Record<string, string> = {
  idPlz: 'userId',
  emailFormat: 'userId',
  userNotfound: 'userId',
  USER_FOUND: 'userId',
  USER_AUTH_FOUND: 'userId',
  passwordPlz: 'password',
  passwordLength: 'password',
  passwordMaxLength: 'password',
  passwordCheck: 'password',
  privacyPlz: 'agreePrivacy',
  nicknamePlz: 'nickName',
  nicknameMinLength: 'nickName',
  nicknameMaxLength: 'nickName',
  nicknameFormat: 'nickName',
  nicknameExist: 'nickName',
  jobPlz: 'jobCodeId',
};

/** An API failure as the answer of a form: its messages (already in the request's language) at their fields. */
export function failureResult(intent: AuthIntent, error: unknown): AuthActionResult {
  if (!(error instanceof ApiError)) throw error;
  const fields: Record<string, string> = {};
  for (const issue of error.fields) fields[issue.field] ??= issue.message;
  const field = FIELD_OF_CODE[error.code];
  if (field && error.fields.length === 0) fields[field] = error.message;
  return {
    intent,
    ok: false,
    code: error.code,
    fields,
    ...(Object.keys(fields).length === 0 ? { alert: error.message } : {}),
  };
}
