import type { DbOrTrx } from '../../lib/context.ts';
import { toIso } from '../../db/normalize.ts';

/** One application as the services see it, the same on both databases (STYLE 3). */
export interface BrochureRequest {
  id: number;
  userId: number | null;
  company: string;
  name: string;
  email: string;
  phone: string | null;
  interest: string;
  lang: string;
  consentedAt: string;
  createdAt: string;
}

export type NewBrochureRequest = Omit<BrochureRequest, 'id'>;

export async function insertBrochureRequest(db: DbOrTrx, request: NewBrochureRequest): Promise<number> {
  const row = await db
    .insertInto('brochure_requests')
    .values({
      user_id: request.userId,
      company: request.company,
      name: request.name,
      email: request.email,
      phone: request.phone,
      interest: request.interest,
      lang: request.lang,
      consented_at: request.consentedAt,
      created_at: request.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A page of applications, newest first (index brochure_requests_created). */
export async function listBrochureRequests(
  db: DbOrTrx,
  page: { offset: number; limit: number },
): Promise<{ rows: BrochureRequest[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('brochure_requests')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('brochure_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      company: row.company,
      name: row.name,
      email: row.email,
      phone: row.phone,
      interest: row.interest,
      lang: row.lang,
      consentedAt: toIso(row.consented_at),
      createdAt: toIso(row.created_at),
    })),
    total: Number(count?.n ?? 0),
  };
}

export async function deleteBrochureRequestsOf(db: DbOrTrx, userId: number): Promise<void> {
  await db.deleteFrom('brochure_requests').where('user_id', '=', userId).execute();
}
