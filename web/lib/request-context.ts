import { createContext } from 'react-router';
import type { ApiClient } from './api.ts';

/**
 * What the server hands every loader and action for one request. The key is exported from
 * the server entry so that server/web.ts sets it on the very instance the built app reads.
 */
export interface RequestServices {
  api: ApiClient;
  /** The CSP nonce of this response (DESIGN "Security baseline"); none under the Vite dev server. */
  nonce?: string;
  siteConfig: SiteConfig;
  /** Signed, short-lived marks an action leaves in a cookie for the page it redirects to. */
  marks: PageMarks;
}

/**
 * ADR 0021: a page that may show only right after an action (the withdrawal's completion)
 * believes a mark only if this site issued it for that purpose and it has not expired
 * (server/lib/page-marks.ts keys them from SESSION_SECRET).
 */
export interface PageMarks {
  /** A mark of `purpose` that holds for `seconds` from now. */
  issue(purpose: string, seconds: number): string;
  /** Whether `value` is an unexpired mark of `purpose` from this site. */
  verify(purpose: string, value: string | undefined): boolean;
}

/** DECISIONS P1: names and links that an operator configures. */
export interface SiteConfig {
  siteName: string;
  providerName: string;
  sisterProductName: string;
  sisterProductUrl: string;
  /** The provider's own site: the footer's "about" link. */
  providerUrl: string;
  /** Social profiles for the footer; empty hides the row. */
  socialLinks: { kind: string; url: string }[];
  /**
   * The origin of absolute links (canonical, og:url): PUBLIC_URL, else the request's host only
   * when the server allows it (server/lib/link-origin.ts), never an arbitrary Host header.
   */
  publicUrl?: string;
}

export const requestServices = createContext<RequestServices>();
