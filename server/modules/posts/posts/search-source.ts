import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import type { PostCard } from '../../../../common/contracts/posts/posts.ts';
import { toIso } from '../../../db/normalize.ts';
import type { DbOrTrx } from '../../../lib/context.ts';
import { sanitizePostHtml } from '../shared/sanitize.ts';
import { cardColumns, excerptColumn, loadPostTags, toCardRow } from './card-repository.ts';
import { presentCards } from './list-service.ts';

/**
 * What search (issue 30) reads of posts, through posts' service.ts: the facts its index keeps
 * of a post, and the cards of the posts a search found. Search owns its index; posts owns
 * what a post is and who may see it (`searchable`).
 */
export interface PostIndexSource {
  id: number;
  authorId: number;
  type: PostGroupingType;
  lang: Locale;
  categoryIds: [number, number | null, number | null];
  title: string;
  /** The content's text (markup stripped when written). */
  text: string;
  /** P14's admin-only content as text, found only by administrators; '' when none. */
  adminText: string;
  tags: string[];
  viewCount: number;
  createdAt: string;
  /** Visible and public: what anyone may find (P14, P16). Other posts leave the index. */
  searchable: boolean;
}

type Selector = { ids: number[] } | { afterId: number; limit: number };

/** The posts of `ids`, or the page after `afterId` by id (a rebuild walks them so). */
export async function findPostIndexSources(db: DbOrTrx, selector: Selector): Promise<PostIndexSource[]> {
  let query = db
    .selectFrom('posts')
    .select([
      'id',
      'user_id',
      'grouping_type',
      'lang',
      'category1_id',
      'category2_id',
      'category3_id',
      'title',
      'content_text',
      'admin_content',
      'view_count',
      'visibility',
      'status',
      'created_at',
    ])
    .orderBy('id');
  if ('ids' in selector) {
    if (selector.ids.length === 0) return [];
    query = query.where('id', 'in', selector.ids);
  } else query = query.where('id', '>', selector.afterId).limit(selector.limit);
  const rows = await query.execute();
  const tags = await loadPostTags(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    authorId: row.user_id,
    type: row.grouping_type as PostGroupingType,
    lang: row.lang as Locale,
    categoryIds: [row.category1_id, row.category2_id, row.category3_id],
    title: row.title,
    text: row.content_text,
    adminText: row.admin_content ? sanitizePostHtml(row.admin_content).text : '',
    tags: tags.get(row.id) ?? [],
    viewCount: Number(row.view_count),
    createdAt: toIso(row.created_at),
    searchable: row.status === 'visible' && row.visibility === 'public',
  }));
}

/**
 * The cards of the posts a search found, in the order asked, only those anyone may still see:
 * the index follows every change in the same transaction, and this second look keeps a result
 * that changed meanwhile off the page rather than showing it.
 */
export async function findSearchableCards(db: DbOrTrx, ids: number[], lang: Locale): Promise<PostCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('posts')
    .select([...cardColumns, excerptColumn])
    .where('posts.id', 'in', ids)
    .where('posts.status', '=', 'visible')
    .where('posts.visibility', '=', 'public')
    .execute();
  const byId = new Map(rows.map((row) => [row.id, toCardRow(row)]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return (await presentCards({ db }, ordered, lang)) as PostCard[];
}
