import { readCookie } from '../../../../common/i18n/locales.ts';

/** SPEC §2.2: lists show as boxes (a grid) or as a list; the choice is the reader's. */
export const LIST_LAYOUTS = ['box', 'list'] as const;
export type ListLayout = (typeof LIST_LAYOUTS)[number];

export const LIST_LAYOUT_COOKIE = 'hearth_list_layout';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isListLayout(value: unknown): value is ListLayout {
  return typeof value === 'string' && (LIST_LAYOUTS as readonly string[]).includes(value);
}

/** Read by the loader, so that the server renders the remembered layout with no flash. */
export function layoutFromCookie(cookieHeader: string | null | undefined): ListLayout {
  const stored = readCookie(cookieHeader, LIST_LAYOUT_COOKIE);
  return isListLayout(stored) ? stored : 'box';
}

export function layoutCookie(layout: ListLayout): string {
  return `${LIST_LAYOUT_COOKIE}=${layout}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
