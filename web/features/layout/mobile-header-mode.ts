import { pathWithinLanguage } from './sections.ts';

export interface MobileHeaderMode {
  /** SPEC §2.3: the icon at the start of the mobile header. */
  leading: 'home' | 'back' | 'close';
  /** Translation key of the section subtitle; none on the home page (the site name shows). */
  subtitleKey?: string;
}

const SUBTITLES: Record<string, string> = {
  whatsnew: 'nav.whatsnew',
  forum: 'nav.forum',
  casestudy: 'nav.casestudy',
  solomon: 'nav.solomon',
  careers: 'nav.careers',
  documentation: 'nav.documentation',
  search: 'nav.search',
  myzone: 'nav.myzone',
  user: 'nav.profile',
  signin: 'nav.signIn',
  service: 'nav.service',
  charactersetting: 'nav.characters',
  'mobile-mbti-setting': 'nav.characters',
  membershipout: 'nav.membershipOut',
};

/**
 * SPEC §2.3: back on the follower, profile-follower and search pages; close on myzone/info,
 * whose subtitle is the about-temperature text; home everywhere else.
 */
export function mobileHeaderFor(pathname: string): MobileHeaderMode {
  const here = pathWithinLanguage(pathname);
  const area = here.split('/')[1] ?? '';
  const subtitleKey = SUBTITLES[area];
  if (here === '/myzone/info') return { leading: 'close', subtitleKey: 'mobileHeader.aboutTemperature' };
  // The knowledge areas' search pages (issue 31) are search pages too.
  const areaSearch = /^\/(documentation|solomon)\/search(\/|$)/.test(here);
  if (here === '/myzone/Mfollower' || here.startsWith('/user/profile/follower') || here === '/search' || areaSearch) {
    return { leading: 'back', subtitleKey };
  }
  return { leading: 'home', subtitleKey };
}

/**
 * A page whose address does not say its section names the subtitle itself, through its route's
 * `handle` (SPEC §2.3: a post page shows its grouping: Case Study, Forum or Careers).
 */
export interface MobileHeaderHandle {
  mobileSubtitleKey?: (loaderData: unknown) => string | undefined;
}

/** The subtitle key the deepest page that names one gives, if any. */
export function pageSubtitleKey(matches: readonly { handle?: unknown; loaderData?: unknown }[]): string | undefined {
  for (const match of [...matches].reverse()) {
    const named = (match.handle as MobileHeaderHandle | undefined)?.mobileSubtitleKey;
    const key = typeof named === 'function' && match.loaderData !== undefined ? named(match.loaderData) : undefined;
    if (key) return key;
  }
  return undefined;
}
