import { ApiError } from '../../lib/api.ts';
import { snsLink } from '../../../common/contracts/social.ts';
import type { LinkResult } from '../../features/social/link-result.ts';
import { formBody } from '../../lib/form-data.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';
import { pageLocale } from '../../lib/page-locale.ts';

/** The move-social-account popup's action (SPEC §2.2): links the provider to an account whose password is proved. */
export async function action({ params, request, context }: Route.ActionArgs): Promise<LinkResult> {
  const lang = pageLocale(params);
  const form = await request.formData();
  try {
    const login = await context.get(requestServices).api.call(snsLink, formBody(form, snsLink.body, lang, { lang }));
    return { ok: true, isFirstLogin: login.isFirstLogin, nickName: login.user.nickName };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields = Object.fromEntries(error.fields.map((issue) => [issue.field, issue.message]));
    return { ok: false, code: error.code, message: error.message, fields };
  }
}
