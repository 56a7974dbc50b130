import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import type { ImageSpec } from './demo-charts.ts';

/**
 * The shape the demo content is written in (server/seed/demo/posts/*.ts). Bodies are a
 * small markup (demo-markup.ts) so that a hundred posts stay readable as text; the seed turns
 * them into the editor's HTML and runs that through the server's sanitizer before storing.
 */

/** `admin` is the administrator the first start created; any other value is a demo member's key. */
export type AuthorRef = string;

export interface DemoReply {
  by: AuthorRef;
  /** Paragraphs separated by a blank line; inline markup as in posts. */
  text: string;
  /** Replies to this one. Deeper than three levels they stay at the third and name who they answer. */
  replies?: DemoReply[];
  /** Shown as the SPEC §4 placeholder (a leaf only: deleting a reply deletes its answers). */
  deleted?: boolean;
}

export interface DemoPost {
  by: AuthorRef;
  /** The leaf category below the grouping, as the reference keys spell it: `analytics.funnels`. */
  category: string;
  title: string;
  /** Careers only (SPEC §3.3). */
  company?: string;
  tags: string[];
  body: string;
  /** Images the body places with `![name] alt | caption`. */
  images?: Record<string, ImageSpec>;
  /** Administrators' note (P14), written in the body's markup. */
  adminNote?: string;
  replies?: DemoReply[];
  /** How much attention the post drew, 0–1; likes, bookmarks, follows and views follow it. */
  buzz?: number;
}

export type DemoPosts = Record<PostGroupingType, DemoPost[]>;

export type DemoLibrary = Record<Locale, DemoPosts>;
