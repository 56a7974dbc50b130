/** The resource route that marks a celebration shown (web/routes/show-layer/route.ts). */
export const showLayerPath = (lang: string) => `/${lang}/show_layer`;

/** SPEC §4: going to one's own profile marks the waiting celebrations shown. */
export function isOwnProfilePath(pathname: string, lang: string, memberId: number): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === `/${lang}/myzone/profile` || path === `/${lang}/user/profile/${memberId}`;
}
