/**
 * The My Zone menu (SPEC §2.3, §6), in its order. Issue 3: "menu items appear as their pages
 * exist". Still to come, each one line here with the issue that builds its page: my profile
 * (myzone/profile), my post (myzone/mypost), my favorite post (myzone/interest, members only)
 * and e-mail alert (myzone/e-mail-alarm, members only), all before settings.
 */
export interface AccountMenuItem {
  /** Its label is auth:menu.<key>. */
  key: 'profile' | 'mypost' | 'interest' | 'emailAlarm' | 'setting';
  /** The page after /{lang}/. */
  path: string;
  /** SPEC §6: administrators have no favorite posts or e-mail alerts. */
  membersOnly?: boolean;
}

export const ACCOUNT_MENU_ITEMS: readonly AccountMenuItem[] = [{ key: 'setting', path: 'myzone/setting' }];

export function accountMenuItemsFor(admin: boolean): readonly AccountMenuItem[] {
  return ACCOUNT_MENU_ITEMS.filter((item) => !(admin && item.membersOnly));
}
