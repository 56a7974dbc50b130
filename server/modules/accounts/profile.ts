import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { AccountsContext } from './context.ts';
import { canSeeAccount } from './policy.ts';
import { socialProvidersOf } from './social-account-repository.ts';
import { findUserById, type User } from './user-repository.ts';

type ProfileContext = Pick<AccountsContext, 'db'>;

/** /api/user/check: the signed-in member as the session shows them, or null for a visitor. */
export async function findSessionUser(ctx: ProfileContext, viewer: Viewer | null): Promise<User | null> {
  if (!viewer) return null;
  return (await findUserById(ctx.db, viewer.id)) ?? null;
}

/**
 * /api/user/info: the public card of any member who finished signing up, and the whole
 * account (with its linked providers) when the viewer may see it.
 */
export async function findUserInfo(
  ctx: ProfileContext,
  viewer: Viewer | null,
  id: number,
): Promise<{ user: User; account: { providers: string[] } | null }> {
  const user = await findUserById(ctx.db, id);
  if (!user || user.status === 'pending') throw new AppError('NOT_FOUND');
  const account = canSeeAccount(viewer, user.id) ? { providers: await socialProvidersOf(ctx.db, user.id) } : null;
  return { user, account };
}
