/**
 * The four community sections of the desktop menu, in SPEC §2.3's order. `area` is the first
 * path segment after the language that belongs to the section.
 */
export const SECTIONS = [
  { key: 'whatsnew', area: 'whatsnew', path: 'whatsnew/list' },
  { key: 'forum', area: 'forum', path: 'forum/list' },
  { key: 'casestudy', area: 'casestudy', path: 'casestudy/list' },
  { key: 'solomon', area: 'solomon', path: 'solomon' },
] as const;

export type SectionKey = (typeof SECTIONS)[number]['key'];

/** The path after the /{lang} prefix, without a trailing slash: '' for the home page. */
export function pathWithinLanguage(pathname: string): string {
  const rest = pathname.replace(/^\/[^/]+/, '');
  return rest.replace(/\/+$/, '');
}

/**
 * aria-current for a menu link: "page" on the very page it points to, "true" anywhere else in
 * its section (a post list's detail pages), nothing otherwise.
 */
export function currentFor(pathname: string, target: string, area?: string): 'page' | 'true' | undefined {
  const here = pathWithinLanguage(pathname);
  if (here === (target ? `/${target}` : '')) return 'page';
  if (area && (here === `/${area}` || here.startsWith(`/${area}/`))) return 'true';
  return undefined;
}
