import { safeRedirectPath } from '../../../common/validation/account.ts';

/** SPEC §9: the mobile layout applies at 768 px and below. */
export const MOBILE_QUERY = '(max-width: 768px)';

/**
 * Where a member goes after signing in (SPEC §2.1, issue 3 item 7): the character setting on
 * the very first sign-in (its mobile page on a phone), else back where they came from, else home.
 */
export function destinationAfterSignIn(
  lang: string,
  login: { isFirstLogin: boolean; redirectTo: string },
  isMobile: boolean,
): string {
  if (login.isFirstLogin) return `/${lang}/${isMobile ? 'mobile-mbti-setting' : 'charactersetting'}`;
  return safeRedirectPath(login.redirectTo, `/${lang}`);
}

export function isMobileViewport(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches;
}
