import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalIcon } from '../../../components/ui/icons.tsx';
import { COMMUNITY_LINKS, SOCIAL_NAMES } from '../../../lib/community-links.ts';

const linkClass =
  'inline-flex min-h-8 items-center gap-1 text-sm font-medium text-ink-800 hover:text-ember-800 hover:underline';

/**
 * The side panel's community links (SPEC §2.2): the community's sections, as the footer lists
 * them, and the social profiles the operator configured (SOCIAL_LINKS), which open elsewhere.
 */
export function CommunityBox({ lang, socialLinks }: { lang: string; socialLinks: { kind: string; url: string }[] }) {
  const { t } = useTranslation('side-panel');
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId} className="rounded-lg border border-flour-300 bg-white p-5 shadow-card">
      <h2 id={titleId} className="text-lg font-bold text-ink-900">
        {t('community.title')}
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-x-3">
        {COMMUNITY_LINKS.map((item) => (
          <li key={item.key}>
            <Link to={`/${lang}/${item.path}`} className={linkClass}>
              {t(`common:nav.${item.key}`)}
            </Link>
          </li>
        ))}
        {socialLinks.map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener" className={linkClass}>
              {SOCIAL_NAMES[link.kind] ?? t('common:footer.blog')}
              <ExternalIcon className="size-3.5" />
              <span className="sr-only">{t('common:a11y.opensInNewWindow')}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
