import type { ScoreHistoryRow, Standing } from '../../../common/contracts/gamification.ts';
import type { ScoreKey } from '../../../common/contracts/gamification.ts';
import type { MemberCard } from '../../../common/contracts/members.ts';
import { levelProgress, nextLevelUpCharacter, tenthsToDegrees } from '../../../common/gamification/levels.ts';
import { FOLLOWER_BADGES, followerBadge } from '../../../common/validation/member.ts';
import { AppError } from '../../lib/errors.ts';
import { siteDay } from '../../lib/site-day.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { loadMemberCards, loadStandingFacts } from '../members/service.ts';
import { findStandingPostTitles } from '../posts/posts/service.ts';
import type { GamificationContext } from './context.ts';
import { gainedOnDay } from './ledger-repository.ts';
import { DAILY_CAP_TENTHS } from './points.ts';
import { countHistory, findHistoryPage, findTopMembers } from './standing-repository.ts';

type Reader = Pick<Viewer, 'id' | 'admin'> | null;

export { ownMember } from '../../lib/viewer.ts';

/** A member's temperature, level, characters and badges (P21–P23); administrators have neither. */
export async function getStanding(
  ctx: Pick<GamificationContext, 'db' | 'clock' | 'config'>,
  reader: Reader,
  userId: number | undefined,
): Promise<Standing> {
  const id = userId ?? reader?.id;
  if (id === undefined) throw new AppError('LOGIN_REQUIRED');
  const facts = await loadStandingFacts(ctx.db, reader, id);
  const badge = followerBadge(facts.followerCount);
  const next = [...FOLLOWER_BADGES].reverse().find((tier) => tier.followers > facts.followerCount);
  const common = {
    userInfoId: facts.id,
    characters: facts.characters,
    followers: facts.followerCount,
    badge,
    nextBadge: next ? { badge: next.badge, followers: next.followers } : null,
    dailyCap: tenthsToDegrees(DAILY_CAP_TENTHS),
  };
  if (facts.admin) {
    return {
      ...common,
      temperature: null,
      level: null,
      levelFloor: null,
      nextLevelAt: null,
      nextCharacter: null,
      gainedToday: 0,
    };
  }
  const temperature = tenthsToDegrees(facts.temperatureTenths);
  const progress = levelProgress(temperature);
  const today = siteDay(ctx.clock.now(), ctx.config.SITE_TIME_ZONE);
  return {
    ...common,
    temperature,
    level: progress.level,
    levelFloor: progress.floor,
    nextLevelAt: progress.next,
    nextCharacter: nextLevelUpCharacter(facts.characters),
    gainedToday: tenthsToDegrees(await gainedOnDay(ctx.db, facts.id, today)),
  };
}

/** The member's activity log, newest first, each row with the temperature right after it. */
export async function getHistory(
  ctx: Pick<GamificationContext, 'db'>,
  viewer: Pick<Viewer, 'id'>,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: ScoreHistoryRow[]; total: number; pageNum: number; pageSize: number }> {
  const [rows, total] = await Promise.all([findHistoryPage(ctx.db, viewer.id, page), countHistory(ctx.db, viewer.id)]);
  const postIds = rows.flatMap((row) => (row.postId === null ? [] : [row.postId]));
  const memberIds = rows.flatMap((row) => (row.item?.startsWith('member:') ? [Number(row.item.slice(7))] : []));
  const [titles, cards] = await Promise.all([
    findStandingPostTitles(ctx.db, postIds),
    loadMemberCards(ctx.db, memberIds),
  ]);
  return {
    rows: rows.map((row) => {
      const memberId = row.item?.startsWith('member:') ? Number(row.item.slice(7)) : null;
      const card = memberId === null ? undefined : cards.get(memberId);
      return {
        id: row.id,
        key: row.key as ScoreKey,
        points: tenthsToDegrees(row.points),
        capped: row.reversesId === null && row.points < row.basePoints,
        // The running sum, floored at 0 as the temperature is (P21).
        temperature: tenthsToDegrees(Math.max(0, row.runningTenths)),
        at: row.createdAt,
        post: row.postId === null ? null : { id: row.postId, title: titles.get(row.postId) ?? null },
        // Followed members keep their name here while they are members; a withdrawn one shows none.
        member: card && !card.deprecated ? { id: card.id, nickName: card.nickName } : null,
      };
    }),
    total,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

/** P25: the top members of a language, as member cards. */
export async function getTopMembers(
  ctx: Pick<GamificationContext, 'db'>,
  query: { lang: string; limit: number },
): Promise<{ rows: { rank: number; user: MemberCard }[] }> {
  const ids = await findTopMembers(ctx.db, query.lang, query.limit);
  const cards = await loadMemberCards(ctx.db, ids);
  const users = ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [card] : [];
  });
  return { rows: users.map((user, index) => ({ rank: index + 1, user })) };
}
