import { sql } from 'kysely';
import type { ReportTarget } from '../../../../common/validation/post.ts';
import { toIso, toIsoOrNull } from '../../../db/normalize.ts';
import type { DbOrTrx } from '../../../lib/context.ts';

/** The administrators' reads and writes of reports and of reported items (issue 32, P16). */

const TARGET_TABLES = { post: 'posts', reply: 'replies' } as const;

export type ReportState = 'waiting' | 'upheld' | 'dismissed';
export type ItemState = 'visible' | 'hidden' | 'deleted';

export interface ReportFilters {
  state?: ReportState | undefined;
  grouping?: string | undefined;
  lang?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The reports matching the filters, each with the post it is about (a reply's post). */
function reportsOfItems(db: DbOrTrx, filters: ReportFilters) {
  let query = db
    .selectFrom('reports as r')
    .leftJoin('replies as rp', (join) => join.onRef('rp.id', '=', 'r.target_id').on('r.target_type', '=', 'reply'))
    .innerJoin('posts as p', (join) => join.on('p.id', '=', sql<number>`coalesce(rp.post_id, r.target_id)`));
  if (filters.state === 'waiting') query = query.where('r.resolved_at', 'is', null);
  else if (filters.state) query = query.where('r.resolution', '=', filters.state);
  if (filters.grouping) query = query.where('p.grouping_type', '=', filters.grouping);
  if (filters.lang) query = query.where('p.lang', '=', filters.lang);
  if (filters.from) query = query.where('r.created_at', '>=', filters.from);
  if (filters.to) query = query.where('r.created_at', '<', filters.to);
  return query;
}

/** The reported items, newest report first, one page of them and how many there are. */
export async function listReportedItems(
  db: DbOrTrx,
  filters: ReportFilters,
  page: { limit: number; offset: number },
): Promise<{ items: { target: ReportTarget; targetId: number }[]; total: number }> {
  const grouped = reportsOfItems(db, filters)
    .select([
      'r.target_type',
      'r.target_id',
      sql<string>`max(r.created_at)`.as('last_at'),
      sql<number>`max(r.id)`.as('last_id'),
    ])
    .groupBy(['r.target_type', 'r.target_id']);
  const rows = await grouped
    .orderBy(sql`max(r.created_at)`, 'desc')
    .orderBy(sql`max(r.id)`, 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const counted = await db
    .selectFrom(grouped.as('g'))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({ target: row.target_type as ReportTarget, targetId: row.target_id })),
    total: Number(counted.n),
  };
}

export interface ReportRow {
  id: number;
  target: ReportTarget;
  targetId: number;
  reasonKey: string;
  reporterId: number;
  reporterNickname: string | null;
  createdAt: string;
  resolvedAt: string | null;
  resolution: string | null;
}

/** Every report of the items, oldest first. */
export async function listReportsOf(
  db: DbOrTrx,
  items: readonly { target: ReportTarget; targetId: number }[],
): Promise<ReportRow[]> {
  if (items.length === 0) return [];
  const rows = await db
    .selectFrom('reports as r')
    .leftJoin('users as u', 'u.id', 'r.reporter_id')
    .select([
      'r.id',
      'r.target_type',
      'r.target_id',
      'r.reason_key',
      'r.reporter_id',
      'u.nick_name',
      'r.created_at',
      'r.resolved_at',
      'r.resolution',
    ])
    .where((eb) =>
      eb.or(
        items.map((item) => eb.and([eb('r.target_type', '=', item.target), eb('r.target_id', '=', item.targetId)])),
      ),
    )
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  return rows.map(toReportRow);
}

type RawReport = {
  id: number;
  target_type: string;
  target_id: number;
  reason_key: string;
  reporter_id: number;
  nick_name: string | null;
  created_at: Date | string;
  resolved_at: Date | string | null;
  resolution: string | null;
};

const toReportRow = (row: RawReport): ReportRow => ({
  id: row.id,
  target: row.target_type as ReportTarget,
  targetId: row.target_id,
  reasonKey: row.reason_key,
  reporterId: row.reporter_id,
  reporterNickname: row.nick_name,
  createdAt: toIso(row.created_at),
  resolvedAt: toIsoOrNull(row.resolved_at),
  resolution: row.resolution,
});

/** The reports of a period for the CSV, newest first, with their item's post (at most `limit`). */
export async function listReportsForExport(
  db: DbOrTrx,
  filters: ReportFilters,
  limit: number,
): Promise<
  (ReportRow & {
    postId: number;
    title: string;
    grouping: string;
    lang: string;
    text: string;
    authorNickname: string | null;
    itemState: string;
  })[]
> {
  const rows = await reportsOfItems(db, filters)
    .leftJoin('users as u', 'u.id', 'r.reporter_id')
    .leftJoin('users as a', (join) => join.on('a.id', '=', sql<number>`coalesce(rp.user_id, p.user_id)`))
    .select([
      'r.id',
      'r.target_type',
      'r.target_id',
      'r.reason_key',
      'r.reporter_id',
      'u.nick_name',
      'r.created_at',
      'r.resolved_at',
      'r.resolution',
      'p.id as post_id',
      'p.title',
      'p.grouping_type',
      'p.lang',
      sql<string>`coalesce(rp.content_text, p.content_text)`.as('text'),
      sql<string>`coalesce(rp.status, p.status)`.as('item_state'),
      'a.nick_name as author_nickname',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...toReportRow(row),
    postId: row.post_id,
    title: row.title,
    grouping: row.grouping_type,
    lang: row.lang,
    text: row.text,
    authorNickname: row.author_nickname,
    itemState: row.item_state,
  }));
}

export interface ModeratedItem {
  target: ReportTarget;
  targetId: number;
  postId: number;
  authorId: number;
  authorNickname: string | null;
  grouping: string;
  lang: string;
  title: string;
  text: string;
  state: ItemState;
  reportCount: number;
  createdAt: string;
}

const POST_ITEM_COLUMNS = [
  'p.id',
  'p.id as post_id',
  'p.user_id',
  'p.grouping_type',
  'p.lang',
  'p.title',
  'p.content_text',
  'p.status',
  'p.report_count',
  'p.created_at',
] as const;

/** A reply as the console shows it: with its post's grouping, language and title. */
const REPLY_ITEM_COLUMNS = [
  'rp.id',
  'rp.post_id',
  'rp.user_id',
  'p.grouping_type',
  'p.lang',
  'p.title',
  'rp.content_text',
  'rp.status',
  'rp.report_count',
  'rp.created_at',
] as const;

type RawItem = {
  id: number;
  post_id: number;
  user_id: number;
  nick_name: string | null;
  grouping_type: string;
  lang: string;
  title: string;
  content_text: string;
  status: string;
  report_count: number;
  created_at: Date | string;
};

const toItem = (target: ReportTarget, row: RawItem): ModeratedItem => ({
  target,
  targetId: row.id,
  postId: row.post_id,
  authorId: row.user_id,
  authorNickname: row.nick_name,
  grouping: row.grouping_type,
  lang: row.lang,
  title: row.title,
  text: row.content_text,
  state: row.status as ItemState,
  reportCount: Number(row.report_count),
  createdAt: toIso(row.created_at),
});

/** A post or reply as moderation shows it, whatever its state. */
export async function findModeratedItem(
  db: DbOrTrx,
  target: ReportTarget,
  targetId: number,
): Promise<ModeratedItem | undefined> {
  if (target === 'post') {
    const row = await db
      .selectFrom('posts as p')
      .leftJoin('users as u', 'u.id', 'p.user_id')
      .select([...POST_ITEM_COLUMNS, 'u.nick_name'])
      .where('p.id', '=', targetId)
      .executeTakeFirst();
    return row ? toItem('post', row) : undefined;
  }
  const row = await db
    .selectFrom('replies as rp')
    .innerJoin('posts as p', 'p.id', 'rp.post_id')
    .leftJoin('users as u', 'u.id', 'rp.user_id')
    .select([...REPLY_ITEM_COLUMNS, 'u.nick_name'])
    .where('rp.id', '=', targetId)
    .executeTakeFirst();
  return row ? toItem('reply', row) : undefined;
}

export interface ContentFilters {
  kind?: ReportTarget | undefined;
  grouping?: string | undefined;
  lang?: string | undefined;
  state?: ItemState | undefined;
  text?: string | undefined;
}

/** Every post or reply (by kind), newest first, with the filters of the console. */
export async function listContent(
  db: DbOrTrx,
  filters: ContentFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: ModeratedItem[]; total: number }> {
  const like = filters.text ? `%${filters.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  if (filters.kind === 'reply') {
    let query = db.selectFrom('replies as rp').innerJoin('posts as p', 'p.id', 'rp.post_id');
    if (filters.grouping) query = query.where('p.grouping_type', '=', filters.grouping);
    if (filters.lang) query = query.where('p.lang', '=', filters.lang);
    if (filters.state) query = query.where('rp.status', '=', filters.state);
    if (like) query = query.where(sql<boolean>`lower(rp.content_text) like lower(${like}) escape '\\'`);
    const rows = await query
      .leftJoin('users as u', 'u.id', 'rp.user_id')
      .select([...REPLY_ITEM_COLUMNS, 'u.nick_name'])
      .orderBy('rp.created_at', 'desc')
      .orderBy('rp.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const n = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return { rows: rows.map((row) => toItem('reply', row)), total: Number(n.n) };
  }
  let query = db.selectFrom('posts as p');
  if (filters.grouping) query = query.where('p.grouping_type', '=', filters.grouping);
  if (filters.lang) query = query.where('p.lang', '=', filters.lang);
  if (filters.state) query = query.where('p.status', '=', filters.state);
  if (like) query = query.where(sql<boolean>`lower(p.title) like lower(${like}) escape '\\'`);
  const rows = await query
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select([...POST_ITEM_COLUMNS, 'u.nick_name'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const n = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { rows: rows.map((row) => toItem('post', row)), total: Number(n.n) };
}

/** Closes the item's waiting reports; answers how many were closed. */
export async function resolveReports(
  db: DbOrTrx,
  item: { target: ReportTarget; targetId: number },
  resolution: 'upheld' | 'dismissed',
  by: number,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('reports')
    .set({ resolved_at: at, resolution, resolved_by: by })
    .where('target_type', '=', item.target)
    .where('target_id', '=', item.targetId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Hidden → visible; answers whether this call did it (a second restore finds nothing hidden). */
export async function showItem(db: DbOrTrx, target: ReportTarget, targetId: number): Promise<boolean> {
  const result = await db
    .updateTable(TARGET_TABLES[target])
    .set({ status: 'visible', hidden_at: null })
    .where('id', '=', targetId)
    .where('status', '=', 'hidden')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
