import { sql } from 'kysely';
import type { Dialect } from '../../db/connection.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import {
  COLUMNS,
  type Column,
  type DocumentKind,
  documentId,
  type IndexDocument,
  isPostDocument,
  storedKind,
  scopeTokens,
  tokenCount,
} from './document.ts';

/**
 * Writes of the index (ADR 0029), on both databases: a document is put (inserted or replaced)
 * or removed, always inside the transaction of the change it follows. SQLite's FTS5 table
 * keeps its own statistics; PostgreSQL's `search_totals` is kept here, in the same statements.
 */

interface Stored {
  id: number;
  lang: string;
  tokenCount: number;
  tags: Array<{ key: string; keyword: string }>;
}

async function findStored(db: DbOrTrx, id: number): Promise<Stored | undefined> {
  const row = await db
    .selectFrom('search_documents')
    .select(['lang', 'token_count'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const tags = await db
    .selectFrom('search_document_tags')
    .select(['tag_key', 'keyword'])
    .where('document_id', '=', id)
    .execute();
  return {
    id,
    lang: row.lang,
    tokenCount: Number(row.token_count),
    tags: tags.map((tag) => ({ key: tag.tag_key, keyword: tag.keyword })),
  };
}

/**
 * search_tags follows the documents' tags: one more or one fewer item of the language carrying
 * each. A tag no item carries any more leaves the table.
 */
async function countTags(db: DbOrTrx, lang: string, tags: Stored['tags'], step: 1 | -1): Promise<void> {
  for (const tag of tags) {
    if (step === 1) {
      await db
        .insertInto('search_tags')
        .values({ lang, tag_key: tag.key, keyword: tag.keyword, documents: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['lang', 'tag_key'])
            .doUpdateSet((eb) => ({ documents: eb('search_tags.documents', '+', 1) })),
        )
        .execute();
    } else {
      await db
        .updateTable('search_tags')
        .set((eb) => ({ documents: eb('documents', '-', 1) }))
        .where('lang', '=', lang)
        .where('tag_key', '=', tag.key)
        .execute();
      await db
        .deleteFrom('search_tags')
        .where('lang', '=', lang)
        .where('tag_key', '=', tag.key)
        .where('documents', '<=', 0)
        .execute();
    }
  }
}

/** PostgreSQL positions stop at 16,383 and a lexeme keeps 256 of them: ours stay inside. */
const POSITION_MAX = 16_383;
const POSITIONS_PER_LEXEME = 256;
const WEIGHT_LETTER: Record<Column, string> = { title: 'A', tags: 'B', body: 'C', admin: 'D' };

/** A lexeme as tsvector and tsquery literals write it. */
export function lexemeLiteral(token: string): string {
  return `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The tsvector literal of the columns, built here rather than by to_tsvector so that no
 * PostgreSQL parser or locale touches the analyzer's tokens. Columns stand two positions apart:
 * a phrase never runs from the title into the tags. The scope's tokens come last.
 */
export function tsvectorLiteral(document: IndexDocument, columns: readonly Column[]): string {
  const positions = new Map<string, string[]>();
  let position = 1;
  for (const column of columns) {
    for (const token of document.tokens[column]) {
      const list = positions.get(token) ?? [];
      if (list.length < POSITIONS_PER_LEXEME) list.push(`${Math.min(position, POSITION_MAX)}${WEIGHT_LETTER[column]}`);
      positions.set(token, list);
      position += 1;
    }
    position += 1;
  }
  // The filters as lexemes too (document.ts scopeTokens): the GIN index filters as it matches,
  // as FTS5's scope column does, rather than PostgreSQL reading each match's row for its language.
  for (const token of scopeTokens(document)) {
    positions.set(token, [`${Math.min(position, POSITION_MAX)}D`]);
    position += 1;
  }
  return [...positions].map(([token, list]) => `${lexemeLiteral(token)}:${list.join(',')}`).join(' ');
}

/** Each token's count per column, in COLUMNS' order: BM25's term frequencies on PostgreSQL. */
export function countsOf(document: IndexDocument): Record<string, number[]> {
  const counts: Record<string, number[]> = {};
  COLUMNS.forEach((column, index) => {
    for (const token of document.tokens[column]) {
      const row = (counts[token] ??= [0, 0, 0, 0]);
      row[index] = row[index]! + 1;
    }
  });
  return counts;
}

function documentValues(document: IndexDocument, now: string) {
  return {
    lang: document.lang,
    grouping_type: document.groupingType,
    category1_id: document.categoryIds[0],
    category2_id: document.categoryIds[1],
    category3_id: document.categoryIds[2],
    author_id: document.authorId,
    view_count: document.viewCount,
    token_count: tokenCount(document),
    created_at: document.createdAt,
    indexed_at: now,
  };
}

/** Puts the document in the index, replacing what it held of the same item. */
export async function putDocument(db: DbOrTrx, dialect: Dialect, document: IndexDocument, now: string): Promise<void> {
  const id = documentId(document.kind, document.itemId, document.lang);
  // The popular and suggested tags are posts' (P25): a knowledge article's keywords are not counted.
  const counted = document.kind === 'post';
  const stored = await findStored(db, id);
  const values = documentValues(document, now);
  if (stored) {
    await db.updateTable('search_documents').set(values).where('id', '=', id).execute();
    await db.deleteFrom('search_document_tags').where('document_id', '=', id).execute();
    if (counted) await countTags(db, stored.lang, stored.tags, -1);
  } else {
    await db
      .insertInto('search_documents')
      .values({ id, kind: storedKind(document.kind, document.lang), item_id: document.itemId, ...values })
      .execute();
  }
  if (counted) await countTags(db, document.lang, document.tags, 1);
  await db
    .insertInto('search_texts')
    .values({ document_id: id, title: document.title, body_text: document.bodyText })
    .onConflict((conflict) =>
      conflict.column('document_id').doUpdateSet({ title: document.title, body_text: document.bodyText }),
    )
    .execute();
  if (document.tags.length > 0) {
    await db
      .insertInto('search_document_tags')
      .values(document.tags.map((tag) => ({ document_id: id, tag_key: tag.key, keyword: tag.keyword })))
      .execute();
  }
  if (dialect === 'postgres') await putPostgresTokens(db, id, document, stored);
  else await putFtsRow(db, id, document, stored !== undefined);
}

async function putPostgresTokens(db: DbOrTrx, id: number, document: IndexDocument, stored: Stored | undefined) {
  const hasAdmin = document.tokens.admin.length > 0;
  await sql`update search_documents
    set tsv = ${tsvectorLiteral(document, ['title', 'tags', 'body'])}::tsvector,
        tsv_admin = ${hasAdmin ? tsvectorLiteral(document, COLUMNS) : null}::tsvector,
        counts = ${JSON.stringify(countsOf(document))}::jsonb
    where id = ${id}`.execute(db);
  const tokens = tokenCount(document) - (stored?.tokenCount ?? 0);
  await sql`update search_totals set documents = documents + ${stored ? 0 : 1}, tokens = tokens + ${tokens}, version = version + 1 where id = 1`.execute(
    db,
  );
}

async function putFtsRow(db: DbOrTrx, id: number, document: IndexDocument, replacing: boolean) {
  if (replacing) await sql`delete from search_fts where rowid = ${id}`.execute(db);
  const [title, tags, body, admin] = COLUMNS.map((column) => document.tokens[column].join(' '));
  const scope = scopeTokens(document).join(' ');
  await sql`insert into search_fts (rowid, title, tags, body, admin, scope)
    values (${id}, ${title}, ${tags}, ${body}, ${admin}, ${scope})`.execute(db);
}

/** Takes the item's text of the language out of the index; nothing happens when it was not there. */
export async function removeDocument(
  db: DbOrTrx,
  dialect: Dialect,
  kind: DocumentKind,
  itemId: number,
  lang: string,
): Promise<void> {
  const stored = await findStored(db, documentId(kind, itemId, lang));
  if (!stored) return;
  if (isPostDocument(stored.id)) await countTags(db, stored.lang, stored.tags, -1);
  await db.deleteFrom('search_document_tags').where('document_id', '=', stored.id).execute();
  await db.deleteFrom('search_texts').where('document_id', '=', stored.id).execute();
  await db.deleteFrom('search_documents').where('id', '=', stored.id).execute();
  if (dialect === 'postgres') {
    await sql`update search_totals set documents = documents - 1, tokens = tokens - ${stored.tokenCount}, version = version + 1 where id = 1`.execute(
      db,
    );
  } else await sql`delete from search_fts where rowid = ${stored.id}`.execute(db);
}

/** A view counted (P18) moves the document's place in "most viewed" without reindexing it. */
export async function addView(db: DbOrTrx, itemId: number): Promise<void> {
  await db
    .updateTable('search_documents')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', documentId('post', itemId, ''))
    .execute();
}
