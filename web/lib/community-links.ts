/**
 * The community's own sections (SPEC §2.3), linked from the footer and the side panel (issue 30):
 * one list, so both always offer the same places. Labels are `common:nav.<key>`.
 */
export const COMMUNITY_LINKS = [
  { key: 'whatsnew', path: 'whatsnew/list' },
  { key: 'forum', path: 'forum/list' },
  { key: 'casestudy', path: 'casestudy/list' },
  { key: 'careers', path: 'careers/list' },
] as const;

/** Brand names of the social profiles an operator can configure (SOCIAL_LINKS); a blog is translated. */
export const SOCIAL_NAMES: Readonly<Record<string, string>> = {
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
};
