import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { iconButtonStyles } from '../../components/ui/icon-button.tsx';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { AccountMenu } from './account-menu.tsx';
import { useRenderBell } from './bell-slot.tsx';
import { useLayoutData } from './layout-data.ts';
import { Logo } from './logo.tsx';
import { currentFor, SECTIONS } from './sections.ts';

/** The desktop navigation bar (SPEC §2.3), from 769 px up. */
export function DesktopNav({ lang, siteName }: { lang: string; siteName: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { viewer } = useLayoutData();
  const renderBell = useRenderBell();
  return (
    <div className="page-column hidden h-16 items-center gap-3 desktop:flex lg:gap-8">
      {/* From 769 px the bar holds four sections and three actions; in Japanese the labels are
          long enough that the site name must yield until 1024 px (the mark stays). */}
      <Logo lang={lang} siteName={siteName} nameClassName="max-lg:sr-only" />
      <nav aria-label={t('nav.main')} className="min-w-0 flex-1">
        <ul className="flex items-center gap-1 lg:gap-2">
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <Link
                to={`/${lang}/${section.path}`}
                aria-current={currentFor(pathname, section.path, section.area)}
                className="relative inline-flex min-h-11 items-center rounded-md px-2.5 font-semibold whitespace-nowrap text-ink-700 transition-colors hover:bg-flour-200 hover:text-ink-900 lg:px-3.5 current:text-ember-800 current:after:absolute current:after:inset-x-3 current:after:-bottom-2.5 current:after:h-[3px] current:after:rounded-full current:after:bg-ember-700"
              >
                {t(`nav.${section.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* The search box of issue 30 opens over this cluster (data-search-icon: search-opener.tsx). */}
      <div className="relative flex shrink-0 items-center gap-2">
        <Link to={`/${lang}/search`} aria-label={t('nav.search')} className={iconButtonStyles} data-search-icon="">
          <SearchIcon />
        </Link>
        {viewer ? (
          <>
            {renderBell('desktop')}
            <AccountMenu lang={lang} user={viewer} />
          </>
        ) : (
          <>
            <Link to={`/${lang}/signin?type=signup`} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
              {t('auth.join')}
            </Link>
            <Link to={`/${lang}/signin`} className={buttonStyles({ variant: 'primary', size: 'sm' })}>
              {t('auth.signIn')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
