/**
 * The My Zone menu (SPEC §2.3, §6), in its order. Issue 3: "menu items appear as their pages
 * exist". Still to come: e-mail alert (myzone/e-mail-alarm, members only, a later issue),
 * before settings.
 */
export interface AccountMenuItem {
  /** Its label is auth:menu.<key>. */
  key: 'profile' | 'mypost' | 'interest' | 'emailAlarm' | 'setting';
  /** The page after /{lang}/. */
  path: string;
  /** SPEC §6: administrators have no favorite posts or e-mail alerts. */
  membersOnly?: boolean;
}

export const ACCOUNT_MENU_ITEMS: readonly AccountMenuItem[] = [
  { key: 'profile', path: 'myzone/profile' },
  { key: 'mypost', path: 'myzone/mypost' },
  { key: 'interest', path: 'myzone/interest', membersOnly: true },
  { key: 'setting', path: 'myzone/setting' },
];

export function accountMenuItemsFor(admin: boolean): readonly AccountMenuItem[] {
  return ACCOUNT_MENU_ITEMS.filter((item) => !(admin && item.membersOnly));
}
