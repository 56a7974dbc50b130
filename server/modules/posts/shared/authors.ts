import type { z } from 'zod';
import type { publicUserSchema } from '../../../../common/contracts/accounts/shared.ts';
import type { DbOrTrx } from '../../../lib/context.ts';
import { type AuthorRow, findAuthorRows } from './repository.ts';

export type Author = z.input<typeof publicUserSchema>;

/** Gamification (a later issue) owns levels and temperature; until then SPEC §3.1's defaults. */
const DEFAULT_LEVEL = 1;
const DEFAULT_TEMPERATURE = 0;

/**
 * One author card (publicUserSchema). P11: a withdrawn member keeps only a placeholder
 * identity: default avatar, level 1, no job or type (the same rule as accounts' public card).
 */
export function presentAuthor(row: AuthorRow): Author {
  const deprecated = row.status === 'deprecated';
  return {
    id: row.id,
    nickName: row.nickName,
    admin: row.admin,
    deprecated,
    jobKey: deprecated ? null : row.admin ? 'JOB_ADMIN' : row.jobKey,
    mbtiId: deprecated ? null : row.mbtiId,
    characterKey: deprecated ? 'dough' : row.characterKey,
    level: DEFAULT_LEVEL,
    temperature: deprecated ? 0 : DEFAULT_TEMPERATURE,
  };
}

/** The author cards of posts and replies, many at once, by member id. */
export async function loadAuthors(db: DbOrTrx, userIds: Iterable<number>): Promise<Map<number, Author>> {
  const rows = await findAuthorRows(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, presentAuthor(row)]));
}
