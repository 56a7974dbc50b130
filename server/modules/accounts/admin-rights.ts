import { recordAudit } from '../../lib/audit.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserById, findUserByNickname } from './user-repository.ts';

/**
 * Administrators manage administrators (issue 32 item 8, DECISIONS P12, P31). The users' admin
 * flag is accounts', so the console changes it only through these. Each change is recorded in
 * the audit log in its own transaction. The site never loses its last administrator: only
 * active administrators count, because a banned one has no session (P12).
 */
type RightsContext = Pick<ServiceContext, 'db' | 'transaction' | 'clock'>;

export interface AdministratorRow {
  id: number;
  nickName: string;
  userId: string;
}

export async function listAdministrators(context: Pick<ServiceContext, 'db'>): Promise<AdministratorRow[]> {
  const rows = await context.db
    .selectFrom('users')
    .select(['id', 'nick_name', 'user_id'])
    .where('admin', '=', true)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, nickName: row.nick_name, userId: row.user_id }));
}

export async function grantAdministrator(
  context: RightsContext,
  actorId: number,
  target: { id?: number | undefined; nickName?: string | undefined },
): Promise<AdministratorRow> {
  return context.transaction(async (trx) => {
    const user =
      target.id !== undefined
        ? await findUserById(trx, target.id)
        : await findUserByNickname(trx, target.nickName ?? '');
    if (!user || user.erasedAt) throw new AppError('userNotfound');
    // Withdrawn, banned or unconfirmed members cannot sign in, so the flag would mean nothing.
    if (user.status !== 'active') throw new AppError('ADMIN_GRANT_INACTIVE');
    if (!user.admin) {
      await trx.updateTable('users').set({ admin: true }).where('id', '=', user.id).execute();
      await recordAudit(trx, {
        actorId,
        action: 'member.admin.grant',
        target: { type: 'member', id: user.id },
        before: { admin: false },
        after: { admin: true },
        at: context.clock.now().toISOString(),
      });
    }
    return { id: user.id, nickName: user.nickName, userId: user.userId };
  });
}

export async function revokeAdministrator(
  context: RightsContext,
  actorId: number,
  id: number,
): Promise<{ id: number }> {
  return context.transaction(async (trx) => {
    const user = await findUserById(trx, id);
    if (!user || !user.admin) throw new AppError('userNotfound');
    const others = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('admin', '=', true)
      .where('status', '=', 'active')
      .where('id', '!=', id)
      .executeTakeFirstOrThrow();
    if (Number(others.n) === 0) throw new AppError('LAST_ADMIN');
    await trx.updateTable('users').set({ admin: false }).where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId,
      action: 'member.admin.revoke',
      target: { type: 'member', id },
      before: { admin: true },
      after: { admin: false },
      at: context.clock.now().toISOString(),
    });
    return { id };
  });
}
