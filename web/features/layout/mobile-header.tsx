import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { IconButton, iconButtonStyles } from '../../components/ui/icon-button.tsx';
import { BackIcon, CloseIcon, HomeIcon, SearchIcon } from '../../components/ui/icons.tsx';
import type { SiteConfig } from '../../lib/request-context.ts';
import { useRenderBell } from './bell-slot.tsx';
import { useLayoutData } from './layout-data.ts';
import { LogoMark } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { mobileHeaderFor, pageSubtitleKey } from './mobile-header-mode.ts';

/** The mobile header (SPEC §2.3), at 768 px and below. */
export function MobileHeader({ lang, siteConfig }: { lang: string; siteConfig: SiteConfig }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { viewer } = useLayoutData();
  const renderBell = useRenderBell();
  const pathMode = mobileHeaderFor(location.pathname);
  const pageSubtitle = pageSubtitleKey(useMatches());
  const mode = pageSubtitle ? { ...pathMode, subtitleKey: pageSubtitle } : pathMode;
  const isHome = mode.subtitleKey === undefined && mode.leading === 'home';

  // Opened from a link in another tab, there is no page to go back to: go home instead.
  const goBack = () => (location.key === 'default' ? navigate(`/${lang}`) : navigate(-1));

  return (
    <div className="flex h-14 items-center gap-1 px-2 desktop:hidden">
      {mode.leading === 'back' ? (
        <IconButton label={t('nav.back')} icon={<BackIcon />} onClick={goBack} />
      ) : mode.leading === 'close' ? (
        <IconButton label={t('action.close')} icon={<CloseIcon />} onClick={goBack} />
      ) : isHome ? (
        <Link to={`/${lang}`} aria-label={t('nav.home')} className={iconButtonStyles}>
          <LogoMark size={30} />
        </Link>
      ) : (
        <Link to={`/${lang}`} aria-label={t('nav.home')} className={iconButtonStyles}>
          <HomeIcon />
        </Link>
      )}
      <p className="min-w-0 flex-1 truncate px-1 text-lg font-bold text-ink-900">
        {mode.subtitleKey ? t(mode.subtitleKey) : siteConfig.siteName}
      </p>
      {/* With script this link opens the search modal of issue 30 (data-search-icon: search-opener.tsx). */}
      <Link to={`/${lang}/search`} aria-label={t('nav.search')} className={iconButtonStyles} data-search-icon="">
        <SearchIcon />
      </Link>
      {viewer ? renderBell('phone') : null}
      <MobileMenu lang={lang} siteConfig={siteConfig} />
    </div>
  );
}
