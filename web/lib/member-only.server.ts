import { redirect, type RouterContextProvider } from 'react-router';
import { type SessionUser } from '../../common/contracts/accounts/shared.ts';
import { userCheck } from '../../common/contracts/accounts/sessions.ts';
import type { Locale } from '../../common/i18n/locales.ts';
import { ApiError } from './api.ts';
import { pageLocale } from './page-locale.ts';
import { requestServices } from './request-context.ts';

/** The sign-in page that brings a visitor back to `request`'s page afterwards (SPEC §2.1 redirectUrl). */
export function signInRedirect(lang: Locale, request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/${lang}/signin?redirectUrl=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

/**
 * For loaders of pages that only members may see (SPEC §6): the signed-in member, or a
 * redirect of the visitor to the sign-in page and back.
 */
export async function requireMember(args: {
  request: Request;
  params: { lang?: string };
  context: Readonly<RouterContextProvider>;
}): Promise<{ lang: Locale; viewer: SessionUser }> {
  const lang = pageLocale(args.params);
  const { user } = await args.context.get(requestServices).api.call(userCheck, { lang });
  if (!user) throw signInRedirect(lang, args.request);
  return { lang, viewer: user };
}

/** A member-only call's LOGIN_REQUIRED (the session ended meanwhile) becomes the same redirect. */
export function rethrowAsSignIn(error: unknown, lang: Locale, request: Request): never {
  if (error instanceof ApiError && error.code === 'LOGIN_REQUIRED') throw signInRedirect(lang, request);
  throw error;
}
