import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '../../../common/contracts/accounts/shared.ts';
import {
  accountMenuItemsFor,
  accountMenuLabel,
  accountMenuPath,
  ADMIN_MENU_ITEMS,
  adminMenuPath,
} from './account-menu-items.ts';
import { useRenderAvatar } from './avatar-slot.tsx';
import { SignOutForm } from './sign-out-form.tsx';

const itemClass =
  'flex min-h-11 w-full cursor-pointer items-center rounded-md px-3 text-left text-base font-semibold text-ink-800 outline-none ' +
  'data-[highlighted]:bg-flour-200 data-[highlighted]:text-ink-900';

/**
 * The desktop My Zone dropdown (SPEC §2.3, §6): it shows nickname, level and temperature (not
 * for administrators), the My Zone pages that exist, and sign-out. It opens as soon as it has
 * loaded (account-menu.tsx loads it on the first use of the member's icon).
 */
export function AccountMenuDropdown({
  lang,
  user,
  triggerClassName,
}: {
  lang: string;
  user: SessionUser;
  triggerClassName: string;
}) {
  const { t } = useTranslation('auth');
  const renderAvatar = useRenderAvatar();
  const signOut = useRef<HTMLFormElement>(null);
  return (
    <>
      <SignOutForm ref={signOut} returnTo="here" className="hidden" />
      <DropdownMenu.Root modal={false} defaultOpen>
        <DropdownMenu.Trigger aria-label={t('menu.open')} className={triggerClassName}>
          {renderAvatar(user, 40)}
        </DropdownMenu.Trigger>
        {/* Not portalled to <body>: inside the header the menu stays in the banner landmark, where
            axe's region rule wants every piece of content (issue 23 item 9). */}
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-flour-300 bg-white p-2 shadow-overlay"
        >
          <div className="flex items-center gap-3 border-b border-flour-300 px-2 pt-1 pb-3">
            {renderAvatar(user, 44)}
            <div className="min-w-0">
              <p className="truncate font-bold text-ink-900">{user.nickName}</p>
              {user.admin ? (
                <p className="text-sm text-ink-600">{t('menu.admin')}</p>
              ) : (
                <p className="flex flex-wrap gap-x-2 text-sm text-ink-600">
                  <span>{t('menu.level', { level: user.level })}</span>
                  <span>{t('menu.temperature', { temperature: user.temperature })}</span>
                </p>
              )}
            </div>
          </div>
          <div className="flex flex-col pt-2">
            {accountMenuItemsFor(user.admin).map((item) => (
              <DropdownMenu.Item key={item.key} asChild className={itemClass}>
                <Link to={accountMenuPath(lang, item.key)}>{t(accountMenuLabel(item.key))}</Link>
              </DropdownMenu.Item>
            ))}
            {user.admin
              ? ADMIN_MENU_ITEMS.map((item) => (
                  <DropdownMenu.Item key={item.key} asChild className={itemClass}>
                    <Link to={adminMenuPath(lang, item)}>{t(`menu.adminPages.${item.key}`)}</Link>
                  </DropdownMenu.Item>
                ))
              : null}
            <DropdownMenu.Separator className="my-1 h-px bg-flour-300" />
            <DropdownMenu.Item className={itemClass} onSelect={() => signOut.current?.requestSubmit()}>
              {t('menu.signOut')}
            </DropdownMenu.Item>
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </>
  );
}
