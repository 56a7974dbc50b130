import { userUpdate } from '../../../common/contracts/members.ts';
import { mbtiGetList } from '../../../common/contracts/reference.ts';
import { safeRedirectPath } from '../../../common/validation/account.ts';
import {
  type CharacterSettingResult,
  NO_TYPE_VALUE,
} from '../../features/accounts/onboarding/character-setting-form.tsx';
import { ApiError } from '../../lib/api.ts';
import { formBody, formText } from '../../lib/form-data.ts';
import { requireMember, rethrowAsSignIn } from '../../lib/member-only.server.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { requestServices } from '../../lib/request-context.ts';

type Args = Parameters<typeof requireMember>[0];

/** Shared by {lang}/charactersetting and {lang}/mobile-mbti-setting: the same page in two layouts. */
export async function loadCharacterSetting(args: Args) {
  const { lang, viewer } = await requireMember(args);
  const list = await args.context.get(requestServices).api.call(mbtiGetList, { lang });
  const redirectUrl = new URL(args.request.url).searchParams.get('redirectUrl');
  return {
    types: list.rows,
    characters: list.characters,
    currentMbtiId: viewer.mbtiId,
    nextPath: safeRedirectPath(redirectUrl, `/${lang}`),
  };
}

/**
 * Refusals answer 200 with the message: the form shows them, and a 4xx document would only add
 * a console error in the browser.
 */
export async function saveCharacterSetting(args: Args): Promise<CharacterSettingResult> {
  const lang = pageLocale(args.params);
  const form = await args.request.formData();
  const value = form.has('mbtiId') ? formText(form, 'mbtiId') : NO_TYPE_VALUE;
  try {
    // "No type" is null; anything but a type's id is refused by the contract (VALIDATION_FAILED).
    const mbtiId = value === NO_TYPE_VALUE ? null : Number(value);
    await args.context
      .get(requestServices)
      .api.call(userUpdate, formBody(form, userUpdate.body, lang, { lang, mbtiId }));
  } catch (error) {
    if (error instanceof ApiError && error.code !== 'LOGIN_REQUIRED') {
      return { ok: false, message: error.message };
    }
    rethrowAsSignIn(error, lang, args.request);
  }
  return { ok: true, redirectTo: safeRedirectPath(formText(form, 'redirectUrl'), `/${lang}`) };
}
