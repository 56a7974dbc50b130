import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { myZoneMenuFor, myZonePath } from './myzone-menu.ts';

const linkClass =
  'flex min-h-11 items-center rounded-md px-3 font-semibold text-ink-800 hover:bg-flour-200 current:bg-ember-50 current:text-ember-800';

/**
 * My Zone's frame (SPEC §2.3, §9): on the desktop its menu sits beside the page; at 768 px and
 * less every entry is a page of its own, reached from the mobile menu, so the side menu hides.
 */
export function MyZoneLayout({ lang, admin, children }: { lang: string; admin: boolean; children: ReactNode }) {
  const { t } = useTranslation('member');
  return (
    <div className="mx-auto flex w-full max-w-6xl gap-8 px-4 pt-6 pb-14 desktop:pt-10">
      <nav aria-label={t('myzone.menuLabel')} className="hidden w-52 shrink-0 desktop:block" data-testid="myzone-menu">
        <p className="mb-3 px-3 text-sm font-semibold tracking-wide text-ink-600 uppercase" aria-hidden="true">
          {t('myzone.menuLabel')}
        </p>
        <ul className="flex flex-col gap-1">
          {myZoneMenuFor(admin)
            .filter((item) => !item.phoneOnly)
            .map((item) => (
              <li key={item.key}>
                <NavLink to={myZonePath(lang, item.key)} className={linkClass}>
                  {t(`myzone.menu.${item.key}`)}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** Every My Zone page's heading, the same size everywhere. */
export function MyZoneHeading({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-ink-900 desktop:text-3xl">{children}</h1>
      {action}
    </div>
  );
}
