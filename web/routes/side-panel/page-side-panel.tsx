import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLayoutData } from '../../features/layout/layout-data.ts';
import { TopMembersPanel } from '../../features/gamification/top-members-panel.tsx';
import { CareersPanel } from '../../features/posts/careers-panel/careers-panel.tsx';
import { SidePanel } from '../../features/search/side-panel/side-panel.tsx';
import type { SidePanelData } from './load-side-panel.server.ts';

/**
 * The side panel as the home page and the lists show it: the search feature's panel with the
 * top members of gamification and the careers panel of posts in their places (composed here,
 * since web features do not import each other).
 */
export function PageSidePanel({ lang, data }: { lang: string; data: SidePanelData }) {
  const { t } = useTranslation('side-panel');
  const { siteConfig, viewer } = useLayoutData();
  const location = useLocation();
  return (
    <SidePanel
      lang={lang}
      keywords={data.keywords}
      topMembers={<TopMembersPanel title={t('members.title')} rows={data.topMembers} />}
      careers={data.careers ? <CareersPanel lang={lang} initial={data.careers} /> : null}
      signedIn={viewer !== null}
      returnTo={`${location.pathname}${location.search}`}
      socialLinks={siteConfig.socialLinks}
    />
  );
}
