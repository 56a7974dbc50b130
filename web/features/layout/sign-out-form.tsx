import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * Sign-out as a plain form POST to {lang}/signout (SPEC §4): the whole document reloads, so no
 * part of the page keeps the member's data. `returnTo` "here" reloads the current page (the
 * navigation bar); "root" goes to the home page (the footer).
 */
export function SignOutForm({
  ref,
  returnTo,
  className,
  children,
}: {
  ref?: Ref<HTMLFormElement>;
  returnTo: 'here' | 'root';
  className?: string;
  /** The submit control; without it the form is submitted through `ref` (a menu item). */
  children?: ReactNode;
}) {
  const { i18n } = useTranslation();
  const location = useLocation();
  const lang = i18n.language;
  const target = returnTo === 'root' ? `/${lang}` : `${location.pathname}${location.search}`;
  return (
    <form ref={ref} method="post" action={`/${lang}/signout`} className={className}>
      <input type="hidden" name="redirectTo" value={target} />
      {children}
    </form>
  );
}
