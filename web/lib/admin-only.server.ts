import { data, type RouterContextProvider } from 'react-router';
import { type SessionUser } from '../../common/contracts/accounts/shared.ts';
import { userCheck } from '../../common/contracts/accounts/sessions.ts';
import type { Locale } from '../../common/i18n/locales.ts';
import { ApiError } from './api.ts';
import { pageLocale } from './page-locale.ts';
import { requestServices } from './request-context.ts';

/**
 * For loaders and actions of the administration pages at {lang}/admin (DECISIONS P31): the
 * signed-in administrator, or the not-found page for everyone else, visitors included (no
 * sign-in redirect: the page does not exist for them). The API refuses them too; this keeps the
 * page from showing its frame before the first call.
 */
export async function requireAdmin(args: {
  params: { lang?: string };
  context: Readonly<RouterContextProvider>;
}): Promise<{ lang: Locale; viewer: SessionUser }> {
  const lang = pageLocale(args.params);
  const { user } = await args.context.get(requestServices).api.call(userCheck, { lang });
  if (!user?.admin) notFound();
  return { lang, viewer: user };
}

/** The not-found page: what a non-administrator, or an unknown id, gets. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * An administrative call's refusal as the page's answer: the API's 404 (not an administrator,
 * the session ended meanwhile, an unknown id) and 403 become the not-found page; other errors
 * go on to the error boundary.
 */
export function rethrowAsNotFound(error: unknown): never {
  if (error instanceof ApiError && [401, 403, 404].includes(error.status)) notFound();
  throw error;
}
