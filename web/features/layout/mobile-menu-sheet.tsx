import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { ArrowRightIcon, CloseIcon, ExternalIcon, HomeIcon } from '../../components/ui/icons.tsx';
import type { SiteConfig } from '../../lib/request-context.ts';
import {
  accountMenuItemsFor,
  accountMenuLabel,
  accountMenuPath,
  ADMIN_MENU_ITEMS,
  adminMenuPath,
} from './account-menu-items.ts';
import { useRenderAvatar } from './avatar-slot.tsx';
import { LanguageLinks } from './language-links.tsx';
import { useLayoutData } from './layout-data.ts';
import { LogoMark } from './logo.tsx';
import { SectionIcon } from './section-icon.tsx';
import { currentFor, SECTIONS } from './sections.ts';
import { SignOutForm } from './sign-out-form.tsx';

const itemClass =
  'flex min-h-12 items-center gap-3 rounded-md px-3 text-lg font-semibold text-ink-800 hover:bg-flour-200 current:bg-ember-50 current:text-ember-800';

export interface MobileMenuSheetProps {
  lang: string;
  siteConfig: SiteConfig;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The toggle, which gets the focus back when the sheet closes. */
  toggle: RefObject<HTMLButtonElement | null>;
}

/**
 * The 320 px mobile menu (SPEC §2.3, §9) as a modal side sheet: radix traps focus inside,
 * Escape and the overlay close it, and focus returns to the toggle. Links sit in
 * Dialog.Close so that the sheet does not stay open over the page they lead to.
 */
export function MobileMenuSheet({ lang, siteConfig, open, onOpenChange, toggle }: MobileMenuSheetProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { viewer } = useLayoutData();
  const renderAvatar = useRenderAvatar();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/45" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // There is no Dialog.Trigger (the toggle lives outside this lazily loaded module).
            event.preventDefault();
            toggle.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[320px] max-w-full flex-col overflow-y-auto bg-flour-50 shadow-overlay"
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-flour-300 px-4">
            <Dialog.Title className="flex items-center gap-2 text-lg font-bold text-ink-900">
              <LogoMark size={28} />
              {t('nav.menu')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t('nav.closeMenu')} icon={<CloseIcon />} className="-mr-2" />
            </Dialog.Close>
          </div>

          <nav aria-label={t('nav.main')} className="px-3 py-4">
            <ul className="flex flex-col gap-1">
              <li>
                <Dialog.Close asChild>
                  <Link to={`/${lang}`} aria-current={currentFor(pathname, '')} className={itemClass}>
                    <HomeIcon className="size-5 text-ink-500" />
                    {t('nav.home')}
                  </Link>
                </Dialog.Close>
              </li>
              {SECTIONS.map((section) => (
                <li key={section.key}>
                  <Dialog.Close asChild>
                    <Link
                      to={`/${lang}/${section.path}`}
                      aria-current={currentFor(pathname, section.path, section.area)}
                      className={itemClass}
                    >
                      <SectionIcon section={section.key} className="size-5 text-ink-500" />
                      {t(`nav.${section.key}`)}
                    </Link>
                  </Dialog.Close>
                </li>
              ))}
            </ul>
          </nav>

          {viewer ? (
            // The My Zone dropdown's entries (SPEC §2.3, §6) under the member's avatar, level and
            // temperature (not for administrators): on the phone My Zone is reached from here.
            <nav aria-label={t('nav.myzone')} className="mx-3 mb-4 border-t border-flour-300 pt-4">
              <div className="mb-2 flex items-center gap-3 px-3" data-testid="mobile-menu-member">
                {renderAvatar(viewer, 40)}
                <div className="min-w-0">
                  <p className="truncate font-bold text-ink-900">{viewer.nickName}</p>
                  {viewer.admin ? (
                    <p className="text-sm text-ink-600">{t('auth:menu.admin')}</p>
                  ) : (
                    <p className="flex flex-wrap gap-x-2 text-sm text-ink-600">
                      <span>{t('auth:menu.level', { level: viewer.level })}</span>
                      <span>{t('auth:menu.temperature', { temperature: viewer.temperature })}</span>
                    </p>
                  )}
                </div>
              </div>
              <ul className="flex flex-col gap-1">
                {accountMenuItemsFor(viewer.admin).map((item) => (
                  <li key={item.key}>
                    <Dialog.Close asChild>
                      <Link
                        to={accountMenuPath(lang, item.key)}
                        aria-current={pathname === accountMenuPath(lang, item.key) ? 'page' : undefined}
                        className={itemClass}
                      >
                        {t(accountMenuLabel(item.key))}
                      </Link>
                    </Dialog.Close>
                  </li>
                ))}
                {viewer.admin
                  ? ADMIN_MENU_ITEMS.map((item) => (
                      <li key={item.key}>
                        <Dialog.Close asChild>
                          <Link to={adminMenuPath(lang, item)} className={itemClass}>
                            {t(`auth:menu.adminPages.${item.key}`)}
                          </Link>
                        </Dialog.Close>
                      </li>
                    ))
                  : null}
              </ul>
            </nav>
          ) : null}

          {viewer ? (
            // SPEC §2.3: the mobile menu offers Logout to a member.
            <SignOutForm returnTo="here" className="px-6">
              <button type="submit" className={`${buttonStyles({ variant: 'secondary' })} w-full`}>
                {t('auth:menu.signOut')}
              </button>
            </SignOutForm>
          ) : (
            <div className="grid grid-cols-2 gap-2 px-6">
              <Dialog.Close asChild>
                <Link to={`/${lang}/signin?type=signup`} className={buttonStyles({ variant: 'secondary' })}>
                  {t('auth.join')}
                </Link>
              </Dialog.Close>
              <Dialog.Close asChild>
                <Link to={`/${lang}/signin`} className={buttonStyles({ variant: 'primary' })}>
                  {t('auth.signIn')}
                </Link>
              </Dialog.Close>
            </div>
          )}

          <div className="mt-auto flex flex-col gap-5 px-4 pt-8 pb-6">
            <a
              href={siteConfig.sisterProductUrl}
              target="_blank"
              rel="noopener"
              className="group block rounded-lg bg-ink-900 p-4 text-flour-100 shadow-card focus-on-dark"
            >
              <span className="block text-xs font-semibold tracking-wide text-ember-200 uppercase">
                {t('sister.eyebrow')}
              </span>
              <span className="mt-1 flex items-center gap-1.5 text-lg font-bold text-white">
                {siteConfig.sisterProductName}
                <ExternalIcon className="size-4" />
              </span>
              <span className="mt-1 block text-sm text-flour-200">{t('sister.pitch')}</span>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-ember-200 group-hover:underline">
                {t('sister.cta')}
                <ArrowRightIcon className="size-4" />
              </span>
              <span className="sr-only">{t('a11y.opensInNewWindow')}</span>
            </a>
            <div>
              <p className="mb-2 text-sm font-semibold text-ink-600" aria-hidden="true">
                {t('language.label')}
              </p>
              <LanguageLinks layout="chips" />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
