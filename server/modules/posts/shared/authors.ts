import type { z } from 'zod';
import type { publicUserSchema } from '../../../../common/contracts/accounts/shared.ts';
import type { DbOrTrx } from '../../../lib/context.ts';
import { presentPublicUser } from '../../accounts/service.ts';
import { findAuthorRows } from './repository.ts';

export type Author = z.input<typeof publicUserSchema>;

/** The author cards of posts and replies, many at once, by member id: accounts' public card (P11 included). */
export async function loadAuthors(db: DbOrTrx, userIds: Iterable<number>): Promise<Map<number, Author>> {
  const rows = await findAuthorRows(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, presentPublicUser(row)]));
}
