import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Search (issue 30, DECISIONS P33, ADR 0029).
 *
 * - `search_documents`: one row per findable item (posts today; guides and answers later,
 *   told apart by `kind`), only what anyone may find: a private, hidden or deleted post has
 *   no row. Its filters (language, grouping, categories), its sorts (created_at, view_count),
 *   and how many tokens it holds (BM25's document length). `search_texts`: the title and text
 *   its excerpt is cut from, apart, so that the rows a search counts stay narrow.
 * - `search_document_tags`: its tags by tagKey, for #tag searches; `search_tags`: how many items
 *   of a language carry each tag, for suggestions.
 * - SQLite: `search_fts`, an FTS5 table of the analyzer's tokens (rowid = the document's id),
 *   columns title, tags, body and admin (P14's admin-only content, searched by administrators),
 *   and scope (the filters as tokens).
 * - PostgreSQL: the same tokens as `tsv` (title A, tags B, body C) and `tsv_admin` (all four,
 *   admin D; null without admin-only content), GIN-indexed, and `counts`, each token's count
 *   per column, from which the same BM25 as FTS5's is computed; `search_totals` holds what
 *   FTS5 keeps for it: how many documents and tokens the index holds. (Written a statement
 *   after the row, in the same transaction: nullable only for that.)
 * - `search_queries`: what was searched, in which language, and how many results it found:
 *   no member, no address (P33), for popular terms and the knowledge base's content gaps.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('search_documents')
    // documentId(kind, item): the item's own id, so that both databases number alike and FTS5's
    // rowid order is the items' order (document.ts).
    .addColumn('id', 'bigint', (col) => col.primaryKey().notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('lang', 'varchar(8)', (col) => col.notNull())
    .addColumn('grouping_type', 'varchar(16)')
    .addColumn('category1_id', 'integer')
    .addColumn('category2_id', 'integer')
    .addColumn('category3_id', 'integer')
    .addColumn('author_id', 'integer')
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('token_count', 'integer', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('indexed_at', t.timestamp, (col) => col.notNull())
    .addUniqueConstraint('search_documents_item', ['kind', 'item_id'])
    .execute();
  await db.schema
    .createIndex('search_documents_newest')
    .on('search_documents')
    .columns(['lang', 'kind', 'created_at'])
    .execute();
  await db.schema
    .createIndex('search_documents_views')
    .on('search_documents')
    .columns(['lang', 'kind', 'view_count'])
    .execute();

  // The texts excerpts are cut from, beside the documents: a search reads the documents of
  // thousands of matches and the texts of ten.
  await db.schema
    .createTable('search_texts')
    .addColumn('document_id', 'bigint', (col) => col.primaryKey().references('search_documents.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body_text', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('search_document_tags')
    .addColumn('document_id', 'bigint', (col) => col.notNull().references('search_documents.id').onDelete('cascade'))
    .addColumn('tag_key', 'varchar(64)', (col) => col.notNull())
    // The tag as its posts write it, for suggestions ("GA4", whose key is "ga4").
    .addColumn('keyword', 'varchar(64)', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_document_tags_pk', ['document_id', 'tag_key'])
    .execute();
  await db.schema
    .createIndex('search_document_tags_key')
    .on('search_document_tags')
    .columns(['tag_key', 'document_id'])
    .execute();
  // How many findable items of a language carry each tag: autocomplete's tags, one index range.
  await db.schema
    .createTable('search_tags')
    .addColumn('lang', 'varchar(8)', (col) => col.notNull())
    .addColumn('tag_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('keyword', 'varchar(64)', (col) => col.notNull())
    .addColumn('documents', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_tags_pk', ['lang', 'tag_key'])
    .execute();

  if (t.postgres) {
    await sql`alter table search_documents add column tsv tsvector, add column tsv_admin tsvector, add column counts jsonb`.execute(
      db,
    );
    // Vectors and counts out of line, so that the rows counted for a search stay a few cached pages.
    await sql`alter table search_documents set (toast_tuple_target = 128)`.execute(db);
    await sql`create index search_documents_tsv on search_documents using gin (tsv)`.execute(db);
    await sql`create index search_documents_tsv_admin on search_documents using gin (tsv_admin) where tsv_admin is not null`.execute(
      db,
    );
    await db.schema
      .createTable('search_totals')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('documents', 'bigint', (col) => col.notNull())
      .addColumn('tokens', 'bigint', (col) => col.notNull())
      // One more at every write: what was counted from the index at a version holds until the next.
      .addColumn('version', 'bigint', (col) => col.notNull())
      .execute();
    await sql`insert into search_totals (id, documents, tokens, version) values (1, 0, 0, 0)`.execute(db);
  } else {
    // Tokens arrive analysed and joined by spaces: unicode61 only splits them again, the same.
    // `scope`: the filters as tokens (language, kind, grouping, categories), weighted 0, so that
    // FTS5 filters while it matches, without reading search_documents for every match.
    await sql`create virtual table search_fts using fts5(title, tags, body, admin, scope, tokenize = 'unicode61 remove_diacritics 0')`.execute(
      db,
    );
  }

  await db.schema
    .createTable('search_queries')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('scope', 'varchar(16)', (col) => col.notNull())
    .addColumn('lang', 'varchar(8)', (col) => col.notNull())
    .addColumn('text', 'varchar(200)', (col) => col.notNull())
    .addColumn('result_count', 'integer', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('search_queries_recent')
    .on('search_queries')
    .columns(['scope', 'lang', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.dropTable('search_queries').execute();
  if (t.postgres) await db.schema.dropTable('search_totals').execute();
  else await sql`drop table search_fts`.execute(db);
  await db.schema.dropTable('search_tags').execute();
  await db.schema.dropTable('search_document_tags').execute();
  await db.schema.dropTable('search_texts').execute();
  await db.schema.dropTable('search_documents').execute();
}
