import { useTranslation } from 'react-i18next';
import { DesktopNav } from './desktop-nav.tsx';
import { useLayoutData } from './layout-data.ts';
import { MobileHeader } from './mobile-header.tsx';

/**
 * One banner landmark holding both bars; CSS shows one per width, so the server renders the
 * right one for every screen without knowing its size.
 */
export function SiteHeader() {
  const { i18n } = useTranslation();
  const { siteConfig } = useLayoutData();
  return (
    <header className="sticky top-0 z-40 border-b border-flour-300 bg-flour-50/95 backdrop-blur">
      <DesktopNav lang={i18n.language} siteName={siteConfig.siteName} />
      <MobileHeader lang={i18n.language} siteConfig={siteConfig} />
    </header>
  );
}
