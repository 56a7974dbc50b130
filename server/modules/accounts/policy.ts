import type { Viewer } from '../../lib/viewer.ts';
import type { User } from './user-repository.ts';

/** Permissions of the accounts feature as pure predicates (STYLE 6). */

/** Administrators run the site (P12): they do not withdraw, so it never loses its last one by accident. */
export function canWithdraw(viewer: Viewer): boolean {
  return !viewer.admin;
}

/** DECISIONS P12: administrators ban members, never other administrators or themselves. */
export function canBan(viewer: Viewer, target: User): boolean {
  return viewer.admin && !target.admin && viewer.id !== target.id;
}

/** The whole account (e-mail, consent dates) is for its owner and administrators. */
export function canSeeAccount(viewer: Viewer | null, accountId: number): boolean {
  return viewer !== null && (viewer.id === accountId || viewer.admin);
}
