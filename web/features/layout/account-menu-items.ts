/**
 * The My Zone menu of the header dropdown and the mobile menu (SPEC §2.3, §6), in its order: the
 * pages of My Zone's own menu (web/features/members/myzone/myzone-menu.ts) but the followers,
 * which the profile's counts lead to. Issue 3: "menu items appear as their pages exist"; e-mail
 * alerts (myzone/e-mail-alarm, members only, issue 29) come before the settings.
 */
export interface AccountMenuItem {
  /** The page is /{lang}/myzone/<key>; its label is accountMenuLabel(key), the sidebar's own. */
  key: 'profile' | 'mytemperature' | 'activity' | 'mypost' | 'interest' | 'info' | 'e-mail-alarm' | 'setting';
  /** SPEC §6: administrators have no favorite posts, e-mail alerts, temperature or activity log. */
  membersOnly?: boolean;
}

export const ACCOUNT_MENU_ITEMS: readonly AccountMenuItem[] = [
  { key: 'profile' },
  { key: 'mytemperature', membersOnly: true },
  { key: 'activity', membersOnly: true },
  { key: 'mypost' },
  { key: 'interest', membersOnly: true },
  { key: 'info' },
  { key: 'e-mail-alarm', membersOnly: true },
  { key: 'setting' },
];

export function accountMenuItemsFor(admin: boolean): readonly AccountMenuItem[] {
  return ACCOUNT_MENU_ITEMS.filter((item) => !(admin && item.membersOnly));
}

/** One name for one page (issue 35 item 10): the menus say what My Zone's sidebar says. */
export function accountMenuLabel(key: AccountMenuItem['key']): `member:myzone.menu.${AccountMenuItem['key']}` {
  return `member:myzone.menu.${key}`;
}

/**
 * Administrators' own pages (P31): the administration console first (issue 32), then the
 * knowledge areas' authoring (issue 31), one of its sections.
 */
export const ADMIN_MENU_ITEMS = [
  { key: 'console', path: 'admin' },
  { key: 'knowledge', path: 'admin/knowledge' },
] as const;

export function adminMenuPath(lang: string, item: (typeof ADMIN_MENU_ITEMS)[number]): string {
  return `/${lang}/${item.path}`;
}

export function accountMenuPath(lang: string, key: AccountMenuItem['key']): string {
  return `/${lang}/myzone/${key}`;
}
