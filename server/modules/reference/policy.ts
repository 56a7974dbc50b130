import type { Viewer } from '../../lib/viewer.ts';
import type { PostGrouping } from './repository.ts';

/** Permissions on reference rows as pure predicates (STYLE 6). */

/** DECISIONS P13: members write in forum, casestudy and careers; What's new is written by administrators. */
export function canWriteInGrouping(viewer: Viewer | null, grouping: Pick<PostGrouping, 'writableBy'>): boolean {
  return viewer !== null && (grouping.writableBy === 'member' || viewer.admin);
}

/** DECISIONS P14: the admin-only content of a post is written (and read) by administrators only. */
export function canWriteAdminContent(viewer: Viewer | null): boolean {
  return viewer?.admin === true;
}
