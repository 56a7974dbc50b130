import { nickNameCheck } from '../../../../common/contracts/accounts/signup.ts';
import { userUpdate } from '../../../../common/contracts/members.ts';
import { mbtiGetList } from '../../../../common/contracts/reference.ts';
import type { FieldIssue } from '../../../../common/errors.ts';
import {
  KEEP_IMAGE_VALUE,
  NO_MBTI_VALUE,
  PROFILE_FIELDS,
  type ProfileEditResult,
  type ProfileField,
  type ProfileFormValues,
  type SnsRowErrors,
} from '../../../features/members/myzone/profile-edit-result.ts';
import { ApiError } from '../../../lib/api.ts';
import { formBody, formText } from '../../../lib/form-data.ts';
import { rethrowAsSignIn } from '../../../lib/member-only.server.ts';
import { pageLocale } from '../../../lib/page-locale.ts';
import { requestServices } from '../../../lib/request-context.ts';
import { loadOwnProfile } from '../own-profile.server.ts';

type Args = Parameters<typeof loadOwnProfile>[0];

/** The profile, the jobs and the personality types the form offers. */
export async function loadProfileEdit(args: Args) {
  const own = await loadOwnProfile(args);
  const types = await args.context.get(requestServices).api.call(mbtiGetList, { lang: own.lang });
  return {
    lang: own.lang,
    profile: own.profile,
    options: { jobs: own.jobs, types: types.rows.map(({ id, type }) => ({ id, type })) },
  };
}

/** The SNS rows the form posts (repeated snsType / snsUrl), blank rows dropped. */
function snsLinksOf(form: FormData): { type: string; url: string }[] {
  const types = form.getAll('snsType').map(String);
  const urls = form.getAll('snsUrl').map(String);
  const rows = Array.from({ length: Math.max(types.length, urls.length) }, (_, index) => ({
    type: types[index] ?? '',
    url: urls[index] ?? '',
  }));
  return rows.filter((row) => row.type !== '' || row.url.trim() !== '');
}

/** The API's field issues split into the form's fields and its SNS rows (snsLinks.1.url). */
function failureOf(error: ApiError, sent: ProfileFormValues): ProfileEditResult {
  const fields: Partial<Record<ProfileField, string>> = {};
  const snsRows: Record<number, SnsRowErrors> = {};
  for (const issue of error.fields as FieldIssue[]) {
    const row = /^snsLinks\.(\d+)\.(type|url)$/.exec(issue.field);
    if (row) {
      const index = Number(row[1]);
      snsRows[index] = { ...snsRows[index], [row[2] as 'type' | 'url']: issue.message };
    } else if ((PROFILE_FIELDS as readonly string[]).includes(issue.field)) {
      fields[issue.field as ProfileField] ??= issue.message;
    }
  }
  return { intent: 'save', ok: false, message: error.message, fields, snsRows, sent };
}

/**
 * Saves the whole profile in one /api/user/update call, or checks a nickname (the live check).
 * Refusals answer 200 with the messages: the form shows them at their fields.
 */
export async function saveProfileEdit(args: Args): Promise<ProfileEditResult> {
  const lang = pageLocale(args.params);
  const form = await args.request.formData();
  const api = args.context.get(requestServices).api;
  if (formText(form, 'intent') === 'checkNickname') {
    try {
      await api.call(nickNameCheck, formBody(form, nickNameCheck.body, lang, { lang }));
      return { intent: 'checkNickname', ok: true };
    } catch (error) {
      if (!(error instanceof ApiError) || error.code === 'LOGIN_REQUIRED')
        return rethrowAsSignIn(error, lang, args.request);
      const message = error.fields.find((issue) => issue.field === 'nickName')?.message ?? error.message;
      return { intent: 'checkNickname', ok: false, message };
    }
  }
  try {
    const mbti = formText(form, 'mbtiId');
    const image = formText(form, 'profileBaseImageIndex');
    const main = formText(form, 'mainCharacter');
    const introduce = formText(form, 'introduce');
    const body = formBody(form, userUpdate.body, lang, {
      lang,
      introduce: introduce.trim() === '' ? null : introduce,
      mbtiId: mbti === NO_MBTI_VALUE || mbti === '' ? null : Number(mbti),
      snsLinks: snsLinksOf(form),
      // Sent only when the member picked another one: a new personality type makes its own
      // character the main one (P22), which an unchanged choice must not undo.
      mainCharacter: main !== '' && main !== formText(form, 'currentMainCharacter') ? (main as never) : undefined,
      profileBaseImageIndex: image === '' || image === KEEP_IMAGE_VALUE ? undefined : Number(image),
    });
    await api.call(userUpdate, body);
    return { intent: 'save', ok: true };
  } catch (error) {
    if (!(error instanceof ApiError) || error.code === 'LOGIN_REQUIRED')
      return rethrowAsSignIn(error, lang, args.request);
    return failureOf(error, {
      nickName: formText(form, 'nickName'),
      jobCodeId: formText(form, 'jobCodeId'),
      introduce: formText(form, 'introduce'),
      mbtiId: formText(form, 'mbtiId'),
      mainCharacter: formText(form, 'mainCharacter'),
      snsLinks: snsLinksOf(form),
    });
  }
}
