import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../common/contracts/accounts/shared.ts';
import { useRenderAvatar } from './avatar-slot.tsx';

const loadDropdown = () => import('./account-menu-dropdown.tsx');
// The dropdown (radix DropdownMenu and its positioning) loads on the first touch of the icon,
// not with every page: visitors never need it and members open it rarely.
const AccountMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.AccountMenuDropdown })));

const triggerClass =
  'inline-flex size-11 items-center justify-center rounded-full hover:ring-2 hover:ring-ember-200 data-[state=open]:ring-2 data-[state=open]:ring-ember-700';

/** The member's icon in the desktop bar; the My Zone dropdown behind it (SPEC §2.3). */
export function AccountMenu({ lang, user }: { lang: string; user: SessionUser }) {
  const { t } = useTranslation('auth');
  const renderAvatar = useRenderAvatar();
  const [used, setUsed] = useState(false);
  const trigger = (
    <button
      type="button"
      aria-label={t('menu.open')}
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClass}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setUsed(true)}
    >
      {renderAvatar(user, 40)}
    </button>
  );
  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <AccountMenuDropdown lang={lang} user={user} triggerClassName={triggerClass} />
    </Suspense>
  );
}
