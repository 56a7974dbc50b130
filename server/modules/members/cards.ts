import type { MemberCard } from '../../../common/contracts/members.ts';
import { levelOfTenths, tenthsToDegrees } from '../../../common/gamification/levels.ts';
import { followerBadge } from '../../../common/validation/member.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import { type CardRow, findCardRows } from './card-repository.ts';

/**
 * The one member card (issue 14 item 7): post and reply authors, like lists, follower lists and
 * profiles all show a member through presentMemberCard, so that gamification fills in level and
 * temperature here, once.
 */

/** SPEC §3.1's defaults: a withdrawn member, and an administrator, who has none (P21). */
const DEFAULT_LEVEL = 1;
const DEFAULT_TEMPERATURE = 0;

/**
 * A member's level and temperature: the one place that says them (the session user too). The
 * total is gamification's (ADR 0027), kept on the member's row; the level is the total's (P21).
 */
export function memberStanding(member: { admin: boolean; temperatureTenths: number }): {
  level: number;
  temperature: number;
} {
  if (member.admin) return { level: DEFAULT_LEVEL, temperature: DEFAULT_TEMPERATURE };
  return { level: levelOfTenths(member.temperatureTenths), temperature: tenthsToDegrees(member.temperatureTenths) };
}

/**
 * P11: a withdrawn member keeps only a placeholder identity: default avatar (no image, no base
 * image, dough), level 1, no job, type or badge. SPEC §6: an administrator shows the admin job
 * label; the web shows the admin avatar and no level or type for `admin`.
 */
export function presentMemberCard(row: CardRow): MemberCard {
  const deprecated = row.status === 'deprecated';
  if (deprecated) {
    return {
      id: row.id,
      nickName: row.nickName,
      admin: row.admin,
      deprecated: true,
      jobKey: null,
      mbtiId: null,
      characterKey: 'dough',
      level: DEFAULT_LEVEL,
      temperature: DEFAULT_TEMPERATURE,
      profileImagePath: null,
      profileBaseImageIndex: null,
      badge: null,
    };
  }
  return {
    id: row.id,
    nickName: row.nickName,
    admin: row.admin,
    deprecated: false,
    jobKey: row.admin ? 'JOB_ADMIN' : row.jobKey,
    mbtiId: row.mbtiId,
    characterKey: row.characterKey,
    ...memberStanding(row),
    profileImagePath: row.profileImagePath,
    profileBaseImageIndex: row.profileBaseImageIndex,
    badge: followerBadge(row.followerCount),
  };
}

/** Cards of many members at once, by id (missing ids are left out). */
export async function loadMemberCards(db: DbOrTrx, userIds: Iterable<number>): Promise<Map<number, MemberCard>> {
  const rows = await findCardRows(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, presentMemberCard(row)]));
}
