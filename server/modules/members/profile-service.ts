import type { MemberProfile, MemberSummary } from '../../../common/contracts/members.ts';
import { CHARACTER_KEYS } from '../../../common/contracts/reference.ts';
import type { AccountInfo } from '../../../common/contracts/accounts/membership.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findUserInfo, presentAccountInfo } from '../accounts/service.ts';
import { countMemberPosts } from '../posts/posts/service.ts';
import { countMemberReplies } from '../posts/replies/service.ts';
import { loadMemberCards } from './cards.ts';
import type { MembersContext } from './context.ts';
import { findFollow } from './follow-repository.ts';
import { canEditProfile, canFollow, profileRefusal } from './policy.ts';
import { findProfileRow, followCounts, listCollectedCharacters, listSnsLinks, type ProfileRow } from './repository.ts';

/** Reading a member: the profile page (/api/user/info) and the popup's summary (profile_summary). */
type ReadContext = Pick<MembersContext, 'db'>;
type Reader = Pick<Viewer, 'id' | 'admin'> | null;

/** The member by the rules of seeing their profile (policy.ts profileRefusal). */
async function loadShown(ctx: ReadContext, reader: Reader, id: number): Promise<ProfileRow> {
  const member = await findProfileRow(ctx.db, id);
  if (!member) throw new AppError('NOT_FOUND');
  const refusal = profileRefusal(reader, member);
  if (refusal) throw new AppError(refusal);
  return member;
}

async function summaryOf(ctx: ReadContext, reader: Reader, member: ProfileRow): Promise<MemberSummary> {
  const { db } = ctx;
  const [cards, posts, replies, follows, follow] = await Promise.all([
    loadMemberCards(db, [member.id]),
    countMemberPosts(db, { userId: member.id, reader }),
    countMemberReplies(db, { userId: member.id, reader }),
    followCounts(db, member.id),
    reader && reader.id !== member.id ? findFollow(db, reader.id, member.id) : undefined,
  ]);
  const user = cards.get(member.id);
  if (!user) throw new AppError('NOT_FOUND');
  return {
    user,
    jobKey: user.jobKey,
    introduce: member.introduce,
    counts: { posts, replies, ...follows },
    isFollowing: follow !== undefined,
    followId: follow?.id ?? null,
    can: { follow: canFollow(reader, member), edit: canEditProfile(reader, member.id) },
  };
}

export async function getSummary(ctx: ReadContext, reader: Reader, id: number): Promise<MemberSummary> {
  return summaryOf(ctx, reader, await loadShown(ctx, reader, id));
}

/** The whole profile; the member's account facts too for themselves and administrators. */
export async function getProfile(
  ctx: ReadContext,
  reader: Reader,
  id: number,
): Promise<{ user: MemberSummary['user']; account: AccountInfo | null; profile: MemberProfile }> {
  const member = await loadShown(ctx, reader, id);
  const [summary, links, collected, info] = await Promise.all([
    summaryOf(ctx, reader, member),
    listSnsLinks(ctx.db, member.id),
    listCollectedCharacters(ctx.db, member.id),
    reader ? findUserInfo(ctx, reader as Viewer, member.id) : undefined,
  ]);
  const owned = new Set(['dough', ...collected]);
  // SPEC §6: an administrator shows no personality type.
  const mbti = member.admin ? null : member.mbti && { id: member.mbti.id, type: member.mbti.type };
  return {
    user: summary.user,
    account: info?.account ? presentAccountInfo(info.user, info.account.providers) : null,
    profile: {
      ...summary,
      mbti,
      mainCharacter: member.mainCharacterKey ?? member.mbti?.characterKey ?? 'dough',
      characters: CHARACTER_KEYS.filter((key) => owned.has(key)),
      snsLinks: links,
      createdAt: member.createdAt,
    },
  };
}
