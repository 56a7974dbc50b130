import { ApiError } from '../../lib/api.ts';
import { snsLink } from '../../../common/contracts/accounts.ts';
import { DEFAULT_LOCALE, isLocale } from '../../../common/i18n/locales.ts';
import type { LinkResult } from '../../features/social/link-result.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/** The move-social-account popup's action (SPEC §2.2): links the provider to an account whose password is proved. */
export async function action({ params, request, context }: Route.ActionArgs): Promise<LinkResult> {
  const lang = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  try {
    const login = await context
      .get(requestServices)
      .api.call(snsLink, { lang, ticket: text('ticket'), userId: text('userId'), password: text('password') });
    return { ok: true, isFirstLogin: login.isFirstLogin, nickName: login.user.nickName };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields = Object.fromEntries(error.fields.map((issue) => [issue.field, issue.message]));
    return { ok: false, code: error.code, message: error.message, fields };
  }
}
