import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { MenuIcon } from '../../components/ui/icons.tsx';
import type { SiteConfig } from '../../lib/request-context.ts';

const loadSheet = () => import('./mobile-menu-sheet.tsx');
// The sheet (radix Dialog) loads on the first touch of the toggle, not with every page.
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

/** The menu toggle of the mobile header and, once used, its side sheet. */
export function MobileMenu({ lang, siteConfig }: { lang: string; siteConfig: SiteConfig }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={toggle}
        label={t('nav.openMenu')}
        icon={<MenuIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuSheet lang={lang} siteConfig={siteConfig} open={open} onOpenChange={setOpen} toggle={toggle} />
        </Suspense>
      ) : null}
    </>
  );
}
