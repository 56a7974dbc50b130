import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/i18n/locales.ts';
import { ACCOUNT_MENU_ITEMS, accountMenuLabel, accountMenuPath } from '../../features/layout/account-menu-items.ts';
import { MYZONE_MENU, myZonePath } from '../../features/members/myzone/myzone-menu.ts';
import { i18nFor } from '../../lib/i18n.ts';

/**
 * Issue 35 item 10, one name for one thing: the header dropdown and the mobile menu (the layout
 * feature) list My Zone's pages as My Zone's own sidebar (the members feature) does, under the
 * same names, and My Zone is spelled one way wherever it is named.
 */
describe('the My Zone menus', () => {
  it('list the sidebar’s pages in its order (the followers are reached from the profile’s counts)', () => {
    const sidebar = MYZONE_MENU.filter((item) => !item.phoneOnly);
    expect(ACCOUNT_MENU_ITEMS.map((item) => item.key)).toEqual(sidebar.map((item) => item.key));
    for (const item of ACCOUNT_MENU_ITEMS) {
      expect(accountMenuPath('ko', item.key)).toBe(myZonePath('ko', item.key));
      expect(!!item.membersOnly).toBe(!!sidebar.find((entry) => entry.key === item.key)?.membersOnly);
    }
  });

  it('name each page as the sidebar does, in every language', () => {
    for (const lang of LOCALES) {
      const t = i18nFor(lang).getFixedT(lang);
      for (const item of ACCOUNT_MENU_ITEMS) {
        expect(t(accountMenuLabel(item.key))).toBe(t(`member:myzone.menu.${item.key}`));
      }
    }
    expect(i18nFor('ko').getFixedT('ko')(accountMenuLabel('mypost'))).toBe('내 글');
    expect(i18nFor('ko').getFixedT('ko')(accountMenuLabel('info'))).toBe('온도 안내');
  });

  it('spell My Zone one way: the mobile header, the sidebar and the menu button', () => {
    for (const lang of LOCALES) {
      const t = i18nFor(lang).getFixedT(lang);
      const name = t('member:myzone.menuLabel');
      expect(t('common:nav.myzone')).toBe(name);
      expect(t('auth:menu.open')).toContain(name);
    }
    const ko = i18nFor('ko').getFixedT('ko');
    expect(ko('common:nav.myzone')).toBe('마이존');
    expect(ko('member:characterSetting.lead')).toContain('마이존 설정');
  });
});
