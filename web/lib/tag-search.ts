/**
 * The tag search of a tag chip (SPEC §5, issue 30): `#tag` is a keyword search, and the whole
 * text is URL-encoded, so a # inside the tag (or a space, &, ?) stays part of it. Every chip of
 * the site (post cards, the post page, the side panel's popular keywords) links here.
 */
export function tagSearchHref(lang: string, tag: string): string {
  return `/${lang}/search?result=${encodeURIComponent(`#${tag}`)}&option=keyword`;
}
