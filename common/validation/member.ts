import { longerThan } from './length.ts';

/**
 * The member profile rules of SPEC §5 and §9 (issue 14), written once for the contracts and the
 * profile form: bio, SNS links, the base images, the profile image, follower badges. The
 * nickname and job rules are the sign-up ones (account.ts).
 */

/** The bio (SPEC §3.1 introduce): plain text, never HTML; a few sentences (ADR 0022). */
export const INTRODUCE_MAX_LENGTH = 300;

/** SPEC §5, §9: at most 3 SNS links. */
export const SNS_LINKS_MAX = 3;
/** A URL longer than this is not a profile link (the column holds 500). */
export const SNS_URL_MAX_LENGTH = 500;

/** SPEC §3.1 SNS link types a member may choose; SNS_NONE means "not chosen" (as JOB_NONE). */
export const SNS_LINK_TYPES = [
  'SNS_FACEBOOK',
  'SNS_INSTAGRAM',
  'SNS_BRUNCH',
  'SNS_NAVERBLOG',
  'SNS_LINKEDIN',
  'SNS_HOMEPAGE',
] as const;
export type SnsLinkType = (typeof SNS_LINK_TYPES)[number];

/**
 * The base images a member may pick instead of uploading one (SPEC §3.1 profileBaseImageIndex):
 * the five character portraits of web/components/characters, in CHARACTER_ORDER (0 dough …
 * 4 baguette). Null means none was picked: the avatar shows the member's main character.
 */
export const PROFILE_BASE_IMAGE_COUNT = 5;

/** SPEC §5, §9 "profile image at most 300 KB", KB being 1,024 bytes as the 1 MB of images is 1,048,576. */
export const PROFILE_IMAGE_MAX_BYTES = 300 * 1024;
/** Stored profile images are square, this many pixels a side (ADR 0022). */
export const PROFILE_IMAGE_SIDE = 256;

/** DECISIONS P23: the highest tier reached is shown. */
export const FOLLOWER_BADGES = [
  { badge: 'gold', followers: 100 },
  { badge: 'silver', followers: 50 },
  { badge: 'copper', followers: 10 },
] as const;
export type FollowerBadge = (typeof FOLLOWER_BADGES)[number]['badge'];

export function followerBadge(followers: number): FollowerBadge | null {
  return FOLLOWER_BADGES.find((tier) => followers >= tier.followers)?.badge ?? null;
}

export function introduceIssue(value: string): 'introduceMaxLength' | undefined {
  return longerThan(value.trim(), INTRODUCE_MAX_LENGTH) ? 'introduceMaxLength' : undefined;
}

export function snsTypeIssue(value: string | undefined | null): 'snsTypePlz' | undefined {
  return value && (SNS_LINK_TYPES as readonly string[]).includes(value) ? undefined : 'snsTypePlz';
}

/**
 * SPEC §5: a trimmed string that looks like an http or https address. Anything else (ftp:,
 * javascript:, data:, a bare host name, spaces inside) is refused rather than rewritten, so a
 * link shown on a profile is always one a browser opens as a web page.
 */
export function snsUrlIssue(value: string | undefined | null): 'snsUrlPlz' | 'snsUrlFormat' | undefined {
  const url = (value ?? '').trim();
  if (url === '') return 'snsUrlPlz';
  if (longerThan(url, SNS_URL_MAX_LENGTH) || !/^https?:\/\/[^\s]+$/i.test(url)) return 'snsUrlFormat';
  try {
    const parsed = new URL(url);
    if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.hostname === '') return 'snsUrlFormat';
  } catch {
    return 'snsUrlFormat';
  }
  return undefined;
}

export function snsLinksIssue(links: readonly unknown[]): 'snsLinksMaxCount' | undefined {
  return links.length > SNS_LINKS_MAX ? 'snsLinksMaxCount' : undefined;
}
