import type { DbOrTrx } from '../../lib/context.ts';
import { forgetMailsOf } from '../mail/service.ts';
import { eraseMemberProfile } from '../members/service.ts';
import type { AccountsContext } from './context.ts';
import { deleteEmailTokens } from './email-token-repository.ts';
import { deleteUserSessions } from './session-repository.ts';
import { deleteSocialAccounts } from './social-account-repository.ts';
import { findUserById, updateUser } from './user-repository.ts';
import { clearWithdrawalComments } from './withdrawal-repository.ts';

/**
 * DECISIONS P11: 30 days after a withdrawal the personal data goes. The row stays (posts and
 * replies keep their author, shown as a withdrawn member); its e-mail and nickname are replaced
 * by values no member can type (SPEC §5 allows neither "~" nor "@erased.invalid" addresses), so
 * both become free again.
 */
export async function eraseWithdrawnUser(
  ctx: Pick<AccountsContext, 'clock' | 'config'>,
  db: DbOrTrx,
  userId: number,
): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user || user.status !== 'deprecated' || user.erasedAt !== null) return false;
  const now = ctx.clock.now().toISOString();
  const address = user.userId;
  await updateUser(
    db,
    userId,
    {
      user_id: `erased-${userId}@erased.invalid`,
      nick_name: `~${userId.toString(36)}`,
      password_hash: null,
      mbti_id: null,
      agree_marketing_at: null,
      erased_at: now,
    },
    now,
  );
  await deleteSocialAccounts(db, userId);
  await deleteEmailTokens(db, userId);
  await deleteUserSessions(db, userId);
  await clearWithdrawalComments(db, userId);
  await forgetMailsOf(db, { userId, address });
  // The profile's bio, SNS links and image (issue 14).
  await eraseMemberProfile(ctx, db, userId);
  return true;
}
