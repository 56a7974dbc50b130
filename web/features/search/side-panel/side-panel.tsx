import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrochureBox } from './brochure-box.tsx';
import { CommunityBox } from './community-box.tsx';
import { PopularKeywordsBox } from './popular-keywords-box.tsx';
import type { PopularKeyword } from './popular-keywords.ts';

export interface SidePanelProps {
  lang: string;
  /** Null: the popular keywords failed to load (SPEC §8), the box is left out. */
  keywords: PopularKeyword[] | null;
  /** The other features' boxes, composed by the page's route (web features do not import each other). */
  topMembers: ReactNode;
  careers: ReactNode;
  signedIn: boolean;
  /** Where signing in from the brochure box comes back to. */
  returnTo: string;
  socialLinks: { kind: string; url: string }[];
}

/**
 * The side panel of the home page and the lists (SPEC §2.2, issue 30), in SPEC's order: popular
 * keywords, top members, the brochure box, community links, careers. Shown from 1024 px on;
 * narrower screens have no room beside the page and do without it. Every box renders on the
 * server; what failed to load is simply absent.
 */
export function SidePanel(props: SidePanelProps) {
  const { t } = useTranslation('side-panel');
  return (
    <aside aria-label={t('label')} className="hidden min-w-0 lg:block" data-testid="side-panel">
      <div className="flex flex-col gap-6">
        <PopularKeywordsBox lang={props.lang} keywords={props.keywords} />
        {props.topMembers}
        <BrochureBox lang={props.lang} signedIn={props.signedIn} returnTo={props.returnTo} />
        <CommunityBox lang={props.lang} socialLinks={props.socialLinks} />
        {props.careers}
      </div>
    </aside>
  );
}
