import type { MemberCard } from '../../../../common/contracts/members.ts';
import type { DbOrTrx } from '../../../lib/context.ts';
import { loadMemberCards } from '../../members/service.ts';

/** An author card is the members feature's member card (issue 14 item 7; P11 included). */
export type Author = MemberCard;

/** The author cards of posts and replies, many at once, by member id. */
export async function loadAuthors(db: DbOrTrx, userIds: Iterable<number>): Promise<Map<number, Author>> {
  return loadMemberCards(db, userIds);
}
