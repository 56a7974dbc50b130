/**
 * The My Zone menu (SPEC §2.1, §2.3, §6) in SPEC §2.3's order: profile, temperature and activity
 * log (issue 28), posts, favorites, followers, then the rest: e-mail alerts (issue 29) before
 * the settings. Only pages that exist are listed.
 */
export interface MyZoneMenuItem {
  /** Its label is member:myzone.menu.<key>; the page is /{lang}/myzone/<key>. */
  key:
    | 'profile'
    | 'mytemperature'
    | 'activity'
    | 'mypost'
    | 'interest'
    | 'Mfollower'
    | 'info'
    | 'e-mail-alarm'
    | 'setting';
  /** SPEC §6: administrators have no favorite posts, e-mail alerts, temperature or activity log. */
  membersOnly?: boolean;
  /** Followers are a page of their own on the phone only (on the desktop the profile shows the counts). */
  phoneOnly?: boolean;
}

export const MYZONE_MENU: readonly MyZoneMenuItem[] = [
  { key: 'profile' },
  { key: 'mytemperature', membersOnly: true },
  { key: 'activity', membersOnly: true },
  { key: 'mypost' },
  { key: 'interest', membersOnly: true },
  { key: 'Mfollower', phoneOnly: true },
  { key: 'info' },
  { key: 'e-mail-alarm', membersOnly: true },
  { key: 'setting' },
];

export function myZoneMenuFor(admin: boolean): readonly MyZoneMenuItem[] {
  return MYZONE_MENU.filter((item) => !(admin && item.membersOnly));
}

export function myZonePath(lang: string, key: MyZoneMenuItem['key']): string {
  return `/${lang}/myzone/${key}`;
}
