import type { LoginResult } from '../../../common/contracts/accounts/shared.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccountsContext } from './context.ts';
import './events.ts';
import { startSession } from './sessions.ts';
import type { SnsIdentity } from './signup-ticket.ts';
import { findLinkedUserId, insertSocialAccount } from './social-account-repository.ts';
import { findUserById, type User } from './user-repository.ts';

/** The provider identities linked to members (P10), for the social sign-in flows. */
type IdentityContext = Pick<AccountsContext, 'db' | 'transaction' | 'clock' | 'sessionSecret'>;

/** P10: the member a provider identity belongs to, keyed by (provider, provider user id) only. */
export async function findLinkedMember(
  ctx: Pick<AccountsContext, 'db'>,
  identity: SnsIdentity,
): Promise<User | undefined> {
  const linkedId = await findLinkedUserId(ctx.db, identity);
  return linkedId === undefined ? undefined : findUserById(ctx.db, linkedId);
}

/**
 * The move-social-account popup (SPEC §2.2), once the member has proved the account's
 * password: the identity is linked to it and they are signed in.
 */
export async function linkIdentityAndSignIn(
  ctx: IdentityContext,
  userId: number,
  identity: SnsIdentity,
  userAgent?: string,
): Promise<LoginResult> {
  try {
    return await ctx.transaction(async (trx, emit) => {
      if ((await findLinkedUserId(trx, identity)) !== undefined) throw new AppError('SNS_ALREADY_LINKED');
      const now = ctx.clock.now().toISOString();
      await insertSocialAccount(trx, { userId, identity, now });
      const login = await startSession(ctx, trx, userId, userAgent);
      emit('user.signedIn', { userId, firstLogin: login.isFirstLogin, at: now });
      return login;
    });
  } catch (error) {
    // Two links of the same identity at once: the unique (provider, provider_user_id) refuses the second.
    if (isUniqueViolation(error)) throw new AppError('SNS_ALREADY_LINKED');
    throw error;
  }
}
