import type { PostGroupingDto } from '../../../common/contracts/reference.ts';

/** What the viewer may write in a grouping: posts at all, and the admin-only content (P14). */
export interface WritePermission {
  write: boolean;
  writeAdminContent: boolean;
}

type GroupingAnswer = PostGroupingDto & { can?: WritePermission };

/**
 * The API's `can` flags of the grouping for the viewer (STYLE 4: the web shows what they allow).
 * contract after merge: can.write / can.writeAdminContent (postGroupingGetOne answers them; the
 * lead drops the fallback, which is the rule the web held before: P13, What's new is written by
 * administrators; P14, the admin-only content is theirs).
 */
export function writePermission(grouping: GroupingAnswer, viewer: { admin: boolean }): WritePermission {
  if (grouping.can) return { write: grouping.can.write, writeAdminContent: grouping.can.writeAdminContent };
  return { write: grouping.type !== 'whatsnew' || viewer.admin, writeAdminContent: viewer.admin };
}
