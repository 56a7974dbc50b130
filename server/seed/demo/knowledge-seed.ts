import { type Kysely, sql, type Transaction } from 'kysely';
import { LOCALES, type Locale } from '../../../common/i18n/locales.ts';
import type { Database } from '../../db/database.ts';
import { cleanKeywords, cleanLine, prepareContent } from '../../modules/knowledge/service.ts';
import { markupToHtml } from './demo-markup.ts';
import type {
  DemoForumLink,
  DemoKnowledgeArticle,
  DemoKnowledgeCategory,
  DemoKnowledgeData,
} from './knowledge/types.ts';

/**
 * The knowledge areas of the demo site (issue 31): categories, guides and answers written as the
 * console writes them (bodies through demo-markup's converter, then the posts' sanitizer with
 * heading ids, prepareContent), their links, and readers' feedback as visitors' answers with the
 * articles' counts. Runs once, in one transaction: a database that already holds knowledge
 * categories is left alone (the demo seed itself runs only on a brand-new embedded database,
 * should-seed.ts). A key the data names but does not define is an error before anything is written.
 */
export interface KnowledgeSeedSummary {
  seeded: boolean;
  categories: number;
  guides: number;
  faqs: number;
  links: number;
  reviews: number;
  /** Demo forum posts given a guide (and some the Solomon reference mark). */
  forumLinks: number;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export async function hasKnowledgeData(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('knowledge_categories').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Refuses data whose keys do not hold together, before a row is written. */
function checkData(data: DemoKnowledgeData): void {
  const categories = new Map(data.categories.map((category) => [category.key, category]));
  if (categories.size !== data.categories.length) throw new Error('Demo knowledge: duplicate category keys');
  for (const category of data.categories) {
    if (category.parent === undefined) continue;
    const parent = categories.get(category.parent);
    if (!parent || parent.parent !== undefined || parent.area !== category.area) {
      throw new Error(`Demo knowledge: category ${category.key} needs a first-depth parent of its area`);
    }
  }
  const articles = [...data.guides, ...data.faqs];
  const keys = new Map(articles.map((article) => [article.key, article]));
  if (keys.size !== articles.length) throw new Error('Demo knowledge: duplicate article keys');
  for (const article of articles) {
    const category = categories.get(article.category);
    const area = article.kind === 'guide' ? 'documentation' : 'solomon';
    if (!category || category.parent === undefined || category.area !== area) {
      throw new Error(`Demo knowledge: ${article.key} needs a second-depth category of ${area}`);
    }
    if (Object.keys(article.texts).length === 0) throw new Error(`Demo knowledge: ${article.key} has no text`);
    for (const link of article.links ?? []) {
      const other = keys.get(link);
      if (!other || other.kind === article.kind) {
        throw new Error(`Demo knowledge: ${article.key} links ${link}, which is no article of the other kind`);
      }
    }
  }
  for (const link of data.forumLinks ?? []) {
    const guide = keys.get(link.guide);
    if (!guide || guide.kind !== 'guide' || guide.draft) {
      throw new Error(`Demo knowledge: a forum post links ${link.guide}, which is no published guide`);
    }
  }
}

export async function seedKnowledge(
  db: Kysely<Database>,
  data: DemoKnowledgeData,
  options: { now: Date },
): Promise<KnowledgeSeedSummary> {
  const empty: KnowledgeSeedSummary = {
    seeded: false,
    categories: 0,
    guides: 0,
    faqs: 0,
    links: 0,
    reviews: 0,
    forumLinks: 0,
  };
  checkData(data);
  if (await hasKnowledgeData(db)) return empty;
  return db.transaction().execute(async (trx) => {
    const categoryIds = await insertCategories(trx, data.categories, options.now);
    const articles = [...data.guides, ...data.faqs];
    const articleIds = await insertArticles(trx, articles, categoryIds, options.now);
    const links = await insertLinks(trx, articles, articleIds);
    const reviews = await insertFeedback(trx, articles, articleIds, options.now);
    const forumLinks = await linkForumPosts(trx, data.forumLinks ?? [], articleIds);
    return {
      seeded: true,
      categories: data.categories.length,
      guides: data.guides.length,
      faqs: data.faqs.length,
      links,
      reviews,
      forumLinks,
    };
  });
}

/**
 * The demo forum posts that link a guide: written as the member's form and the administrator's
 * mark would leave them (posts.guide_id, posts.solomon_reference). A post the demo does not hold
 * (a database seeded before, with other posts) is passed over.
 */
async function linkForumPosts(
  trx: Transaction<Database>,
  links: DemoForumLink[],
  articleIds: Map<string, number>,
): Promise<number> {
  let linked = 0;
  for (const link of links) {
    const result = await trx
      .updateTable('posts')
      .set({ guide_id: articleIds.get(link.guide)!, solomon_reference: link.reference === true })
      .where('grouping_type', '=', 'forum')
      .where('lang', '=', link.lang)
      // The title's beginning, in characters on both databases (no LIKE and its escapes).
      .where(sql`substr(title, 1, ${[...link.titleStart].length})`, '=', link.titleStart)
      .executeTakeFirst();
    linked += Number(result.numUpdatedRows);
  }
  return linked;
}

/** First depth first, so that children find their parents; order within a parent as listed. */
async function insertCategories(
  trx: Transaction<Database>,
  categories: DemoKnowledgeCategory[],
  now: Date,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const order = new Map<string, number>();
  const created = new Date(now.getTime() - 90 * DAY_MS).toISOString();
  const ordered = [
    ...categories.filter((category) => category.parent === undefined),
    ...categories.filter((category) => category.parent !== undefined),
  ];
  for (const category of ordered) {
    const siblings = `${category.area}/${category.parent ?? ''}`;
    const sortOrder = order.get(siblings) ?? 0;
    order.set(siblings, sortOrder + 1);
    const row = await trx
      .insertInto('knowledge_categories')
      .values({
        area: category.area,
        parent_id: category.parent === undefined ? null : ids.get(category.parent)!,
        depth: category.parent === undefined ? 1 : 2,
        name_ko: cleanLine(category.names.ko),
        name_en: cleanLine(category.names.en),
        name_ja: cleanLine(category.names.ja),
        sort_order: sortOrder,
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(category.key, Number(row.id));
  }
  return ids;
}

async function insertArticles(
  trx: Transaction<Database>,
  articles: DemoKnowledgeArticle[],
  categoryIds: Map<string, number>,
  now: Date,
): Promise<Map<string, number>> {
  const admin = await trx.selectFrom('users').select('id').where('admin', '=', true).orderBy('id').executeTakeFirst();
  const ids = new Map<string, number>();
  const order = new Map<string, number>();
  for (const [index, article] of articles.entries()) {
    const sortOrder = order.get(article.category) ?? 0;
    order.set(article.category, sortOrder + 1);
    // Written over the last two months, one a day or so, the first ones first.
    const at = new Date(now.getTime() - (60 - (index % 60)) * DAY_MS).toISOString();
    const row = await trx
      .insertInto('knowledge_articles')
      .values({
        kind: article.kind,
        category_id: categoryIds.get(article.category)!,
        status: article.draft ? 'draft' : 'published',
        sort_order: sortOrder,
        created_by: admin?.id ?? null,
        created_at: at,
        updated_at: at,
        published_at: article.draft ? null : at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    ids.set(article.key, id);
    const texts = LOCALES.flatMap((lang: Locale) => {
      const text = article.texts[lang];
      if (!text) return [];
      const content = prepareContent(markupToHtml(text.body));
      return [
        {
          article_id: id,
          lang,
          title: cleanLine(text.title),
          content: content.html,
          plain_text: content.plainText,
          keywords: JSON.stringify(cleanKeywords(text.keywords ?? [])),
          updated_at: at,
        },
      ];
    });
    await trx.insertInto('knowledge_texts').values(texts).execute();
  }
  return ids;
}

/** One row per guide and answer pair, whichever side names the other. */
async function insertLinks(
  trx: Transaction<Database>,
  articles: DemoKnowledgeArticle[],
  ids: Map<string, number>,
): Promise<number> {
  const pairs = new Map<string, { guide_id: number; faq_id: number }>();
  for (const article of articles) {
    for (const link of article.links ?? []) {
      const [guide, faq] =
        article.kind === 'faq' ? [ids.get(link)!, ids.get(article.key)!] : [ids.get(article.key)!, ids.get(link)!];
      pairs.set(`${guide}:${faq}`, { guide_id: guide, faq_id: faq });
    }
  }
  if (pairs.size > 0)
    await trx
      .insertInto('knowledge_links')
      .values([...pairs.values()])
      .execute();
  return pairs.size;
}

/** Readers' answers as visitors (`v` reader keys of their own), spread over the last days, and the counts. */
async function insertFeedback(
  trx: Transaction<Database>,
  articles: DemoKnowledgeArticle[],
  ids: Map<string, number>,
  now: Date,
): Promise<number> {
  let total = 0;
  for (const article of articles) {
    const feedback = article.feedback ?? [];
    if (feedback.length === 0) continue;
    const id = ids.get(article.key)!;
    await trx
      .insertInto('knowledge_reviews')
      .values(
        feedback.map((answer, index) => ({
          article_id: id,
          reader_key: `vdemo-${article.key}-${index + 1}`,
          user_id: null,
          helpful: answer.helpful,
          text: answer.text?.trim() ? answer.text.trim() : null,
          lang: answer.lang,
          created_at: new Date(now.getTime() - (index + 1) * 7 * HOUR_MS).toISOString(),
        })),
      )
      .execute();
    const yes = feedback.filter((answer) => answer.helpful).length;
    await trx
      .updateTable('knowledge_articles')
      .set({ helpful_yes: yes, helpful_no: feedback.length - yes })
      .where('id', '=', id)
      .execute();
    total += feedback.length;
  }
  return total;
}
