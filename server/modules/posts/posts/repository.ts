import type { PostGroupingType, WritableBy } from '../../../../common/contracts/reference.ts';
import { tagKey } from '../../../../common/validation/post.ts';
import type { DbOrTrx } from '../../../lib/context.ts';
import { excerptOf } from './excerpt.ts';
import type { CategoryPlacement, PostFields } from './post-input.ts';

/** The writes of posts and their tags (STYLE 1: all SQL here; services hold the rules). */
type Db = DbOrTrx;

export async function findGroupingWritableBy(db: Db, type: PostGroupingType): Promise<WritableBy | undefined> {
  const row = await db.selectFrom('post_groupings').select('writable_by').where('type', '=', type).executeTakeFirst();
  return row?.writable_by as WritableBy | undefined;
}

/** A category with its ancestors and whether it has children, in one query (the tree is 3 deep). */
export async function findCategoryPlacement(db: Db, categoryId: number): Promise<CategoryPlacement | undefined> {
  const row = await db
    .selectFrom('categories as c')
    .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
    .select((eb) => [
      'c.id',
      'c.grouping_type',
      'c.depth',
      'c.retired_at',
      'parent.id as parent_id',
      'parent.parent_id as grandparent_id',
      eb
        .exists(eb.selectFrom('categories as child').select('child.id').whereRef('child.parent_id', '=', 'c.id'))
        .as('has_children'),
    ])
    .where('c.id', '=', categoryId)
    .executeTakeFirst();
  if (!row) return undefined;
  const path = [row.grandparent_id, row.parent_id, row.id].filter((id): id is number => id !== null);
  return {
    id: row.id,
    type: row.grouping_type as PostGroupingType,
    hasChildren: row.has_children === true || Number(row.has_children) === 1,
    retired: row.retired_at !== null,
    path,
  };
}

const columnsOf = (fields: PostFields) => ({
  category_id: fields.categoryId,
  category1_id: fields.category1Id,
  category2_id: fields.category2Id,
  category3_id: fields.category3Id,
  lang: fields.lang,
  title: fields.title,
  content: fields.content,
  content_text: fields.contentText,
  excerpt: excerptOf(fields.contentText),
  company_name: fields.companyName,
  visibility: fields.visibility,
  thumbnail_url: fields.thumbnailUrl,
  ...(fields.guideId !== undefined ? { guide_id: fields.guideId } : {}),
  ...(fields.adminContent !== undefined ? { admin_content: fields.adminContent } : {}),
});

export async function insertPost(
  db: Db,
  input: { userId: number; type: PostGroupingType; fields: PostFields; at: string },
): Promise<number> {
  const row = await db
    .insertInto('posts')
    .values({
      user_id: input.userId,
      grouping_type: input.type,
      ...columnsOf(input.fields),
      admin_content: input.fields.adminContent ?? null,
      guide_id: input.fields.guideId ?? null,
      created_at: input.at,
      updated_at: input.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when the post is deleted (by now): nothing is written then. */
export async function updatePost(db: Db, postId: number, fields: PostFields, at: string): Promise<boolean> {
  const row = await db
    .updateTable('posts')
    .set({ ...columnsOf(fields), updated_at: at })
    .where('id', '=', postId)
    .where('status', '<>', 'deleted')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Replaces the tags of a post. Keywords are one per spelling whatever the case (tagKey, the
 * unique index on tag_key); a keyword another post creates at the same moment makes this
 * insert do nothing instead of failing, and the lookup after it finds the winner's row.
 * Returns the tags as stored (an existing keyword keeps its first spelling).
 */
export async function replacePostTags(db: Db, postId: number, tags: string[], at: string): Promise<string[]> {
  await db.deleteFrom('post_keywords').where('post_id', '=', postId).execute();
  if (tags.length === 0) return [];
  const keys = tags.map(tagKey);
  await db
    .insertInto('keywords')
    .values(tags.map((keyword, index) => ({ keyword, tag_key: keys[index]!, created_at: at })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const rows = await db
    .selectFrom('keywords')
    .select(['id', 'keyword', 'tag_key'])
    .where('tag_key', 'in', keys)
    .execute();
  const byKey = new Map(rows.map((row) => [row.tag_key, row]));
  const stored: { id: number; keyword: string }[] = [];
  for (const key of keys) {
    const row = byKey.get(key);
    if (row && !stored.some((existing) => existing.id === row.id)) stored.push(row);
  }
  if (stored.length > 0) {
    await db
      .insertInto('post_keywords')
      .values(stored.map((row, position) => ({ post_id: postId, keyword_id: row.id, position })))
      .execute();
  }
  return stored.map((row) => row.keyword);
}

/**
 * SPEC §4: deleting a post deletes the replies under it. Both keep their rows (placeholders);
 * returns the replies this deletion removed (those not already deleted), or undefined when the
 * post was already deleted.
 */
export async function softDeletePost(db: Db, postId: number, at: string): Promise<number[] | undefined> {
  const post = await db
    .updateTable('posts')
    // Its replies all go with it (below), so none is left to count.
    .set({ status: 'deleted', deleted_at: at, updated_at: at, reply_count: 0 })
    .where('id', '=', postId)
    .where('status', '<>', 'deleted')
    .returning('id')
    .executeTakeFirst();
  if (!post) return undefined;
  const replies = await db
    .updateTable('replies')
    .set({ status: 'deleted', deleted_at: at })
    .where('post_id', '=', postId)
    .where('status', '<>', 'deleted')
    .returning('id')
    .execute();
  return replies.map((reply) => reply.id).sort((a, b) => a - b);
}

/** A deleted guide (issue 31): the posts that linked it keep no link. Returns their ids. */
export async function clearGuideLinks(db: Db, guideId: number): Promise<number[]> {
  const rows = await db
    .updateTable('posts')
    .set({ guide_id: null })
    .where('guide_id', '=', guideId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** SPEC §7.2 update_reference: false when the post is deleted (by now). */
export async function setSolomonReference(db: Db, postId: number, value: boolean): Promise<boolean> {
  // Not the author's edit: updated_at (the post's "edited" date) stays.
  const row = await db
    .updateTable('posts')
    .set({ solomon_reference: value })
    .where('id', '=', postId)
    .where('status', '<>', 'deleted')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
