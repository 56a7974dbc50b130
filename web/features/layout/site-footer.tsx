import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalIcon } from '../../components/ui/icons.tsx';
import { COMMUNITY_LINKS, SOCIAL_NAMES } from '../../lib/community-links.ts';
import { LanguageLinks } from './language-links.tsx';
import { useLayoutData } from './layout-data.ts';
import { LogoMark } from './logo.tsx';
import { SignOutForm } from './sign-out-form.tsx';

const KNOWLEDGE = [
  { key: 'solomon', path: 'solomon' },
  { key: 'documentation', path: 'documentation' },
] as const;

const linkClass = 'inline-flex min-h-8 items-center text-sm text-flour-200 hover:text-white hover:underline';

/** One column of links to the site's own sections. */
function SectionLinks({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: readonly { key: string; path: string }[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-bold text-white">
        {title}
      </h2>
      <ul className="mt-3 flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.key}>
            <Link to={`/${i18n.language}/${item.path}`} className={linkClass}>
              {t(`nav.${item.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener" className={`${linkClass} gap-1`}>
      {children}
      <ExternalIcon className="size-3.5" />
      <span className="sr-only">{t('a11y.opensInNewWindow')}</span>
    </a>
  );
}

/** The footer of SPEC §2.3 on the warm dark of a cooled oven. */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const { siteConfig, year, viewer } = useLayoutData();
  const lang = i18n.language;
  return (
    <footer className="mt-16 bg-ink-900 text-flour-200 focus-on-dark">
      <div className="page-column grid gap-10 py-12 desktop:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark size={28} />
            {siteConfig.siteName}
          </h2>
          <p className="mt-3 max-w-prose text-sm text-flour-200">
            {t('footer.about', { siteName: siteConfig.siteName, provider: siteConfig.providerName })}
          </p>
        </section>

        <SectionLinks id="footer-community" title={t('footer.community')} items={COMMUNITY_LINKS} />

        <SectionLinks id="footer-knowledge" title={t('footer.knowledge')} items={KNOWLEDGE} />

        <nav aria-labelledby="footer-family">
          <h2 id="footer-family" className="text-sm font-bold text-white">
            {t('footer.family')}
          </h2>
          <ul className="mt-3 flex flex-col gap-1">
            <li>
              <ExternalLink href={siteConfig.providerUrl}>
                {t('footer.aboutProvider', { provider: siteConfig.providerName })}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={siteConfig.sisterProductUrl}>{siteConfig.sisterProductName}</ExternalLink>
            </li>
          </ul>
          {siteConfig.socialLinks.length > 0 && (
            <>
              <h2 id="footer-social" className="mt-6 text-sm font-bold text-white">
                {t('footer.social')}
              </h2>
              <ul aria-labelledby="footer-social" className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
                {siteConfig.socialLinks.map((link) => (
                  <li key={link.url}>
                    <ExternalLink href={link.url}>{SOCIAL_NAMES[link.kind] ?? t('footer.blog')}</ExternalLink>
                  </li>
                ))}
              </ul>
            </>
          )}
        </nav>
      </div>

      <div className="border-t border-ink-700">
        <div className="page-column flex flex-col gap-5 py-6 desktop:flex-row desktop:items-center desktop:justify-between">
          <LanguageLinks tone="dark" />
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            <li>
              <Link to={`/${lang}/service/privacy`} className={`${linkClass} font-bold text-white`}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to={`/${lang}/service/terms`} className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            {viewer ? (
              <li>
                {/* SPEC §4: signing out from the footer goes to the root. */}
                <SignOutForm returnTo="root">
                  <button type="submit" className={`${linkClass} cursor-pointer`}>
                    {t('auth:menu.signOut')}
                  </button>
                </SignOutForm>
              </li>
            ) : null}
          </ul>
        </div>
        <div className="page-column pb-8 text-xs text-ink-300">
          <p>{t('footer.corporate', { provider: siteConfig.providerName, siteName: siteConfig.siteName })}</p>
          <p className="mt-1">{t('footer.copyright', { year, provider: siteConfig.providerName })}</p>
        </div>
      </div>
    </footer>
  );
}
