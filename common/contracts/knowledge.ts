import { z } from 'zod';
import {
  KNOWLEDGE_CONTENT_MAX_LENGTH,
  KNOWLEDGE_LINKS_MAX,
  KNOWLEDGE_TITLE_MAX_LENGTH,
  knowledgeCategoryNameIssue,
  knowledgeKeywordsIssue,
  knowledgeTitleIssue,
  REVIEW_TEXT_MAX_LENGTH,
  reviewTextIssue,
} from '../validation/knowledge.ts';
import { refineWith } from '../validation/zod-rule.ts';
import { defineContract, langField, localeSchema, localizedNames } from './envelope.ts';
import { idField, listOf, pageNum, pageSizeField } from './posts/shared.ts';
import { postCardSchema } from './posts/posts.ts';

/**
 * The knowledge areas (issue 31, SPEC §7.5, DECISIONS P24). Documentation holds guides,
 * Solomon holds answers to product questions (FAQ); both have categories of two depths and
 * texts per language. SPEC §7.5 names the paths; it shows no fields, so these follow the site's
 * lists (`lang`, `pageNum`, `pageSize`; `rows`, `total`). Paths SPEC does not name (an
 * article's page, the forum posts of a guide, authoring) follow /api/<area>/<verb>.
 *
 * Languages: every reader call takes `lang`. An article without a text in it is offered in
 * another language (ko, then en, then ja) with `fallback: true`, never refused.
 * Drafts are seen by administrators only; for everyone else they do not exist (404).
 */

export const KNOWLEDGE_AREAS = ['documentation', 'solomon'] as const;
export const knowledgeAreaSchema = z.enum(KNOWLEDGE_AREAS);
export type KnowledgeArea = z.infer<typeof knowledgeAreaSchema>;
/** Documentation holds guides, Solomon answers. */
export const knowledgeKindSchema = z.enum(['guide', 'faq']);
export type KnowledgeKind = z.infer<typeof knowledgeKindSchema>;
export const articleStatusSchema = z.enum(['draft', 'published']);

export const knowledgeCategorySchema = z.object({
  id: z.number().int(),
  area: knowledgeAreaSchema,
  depth: z.union([z.literal(1), z.literal(2)]),
  parentId: z.number().int().nullable(),
  /** In the request's language. */
  name: z.string(),
  /** Published articles in it (and, at depth 1, in the categories under it). */
  articleCount: z.number().int(),
});
export type KnowledgeCategory = z.infer<typeof knowledgeCategorySchema>;

/** An article in a list: what its link and card show. */
export const articleCardSchema = z.object({
  id: z.number().int(),
  kind: knowledgeKindSchema,
  title: z.string(),
  /** The text's first words, without markup. */
  excerpt: z.string(),
  /** The language of title and excerpt: the request's, or another when `fallback`. */
  lang: localeSchema,
  fallback: z.boolean(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  parentCategory: z.object({ id: z.number().int(), name: z.string() }),
  keywords: z.array(z.string()),
  helpfulCount: z.number().int(),
  notHelpfulCount: z.number().int(),
  viewCount: z.number().int(),
  updatedAt: z.string(),
  /** Administrators see drafts in lists; readers never do. */
  status: articleStatusSchema,
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

const neighbourSchema = z.object({ id: z.number().int(), title: z.string() }).nullable();

export const articleSchema = articleCardSchema.extend({
  /** Sanitized HTML (P15); headings carry ids for the table of contents. */
  content: z.string(),
  headings: z.array(z.object({ id: z.string(), level: z.union([z.literal(2), z.literal(3)]), text: z.string() })),
  /** The languages the article is written in. */
  languages: z.array(localeSchema),
  /** The previous and next published article of its category, in the category's order. */
  previous: neighbourSchema,
  next: neighbourSchema,
  /** The reader's own answer, when they gave one (members by id, visitors by cookie). */
  myReview: z.object({ helpful: z.boolean() }).nullable(),
  can: z.object({ edit: z.boolean(), readFeedback: z.boolean() }),
});
export type Article = z.infer<typeof articleSchema>;

const areaPaths = (area: KnowledgeArea, verb: string) => `/api/${area}/${verb}`;
const langBody = z.strictObject({ ...langField });
const limitBody = z.strictObject({ ...langField, limit: z.number().int().min(1).max(50).default(5) });
const categoryRows = z.object({ rows: z.array(knowledgeCategorySchema) });
const cardRows = z.object({ rows: z.array(articleCardSchema) });
const cardList = listOf(articleCardSchema);

/** The calls both areas have, each under its own path (SPEC §7.5). */
function areaCalls(area: KnowledgeArea) {
  const tags = [area];
  return {
    list: defineContract({
      method: 'POST',
      path: areaPaths(area, 'list'),
      summary: `Every published article of ${area}, category order; \`keyword\` keeps those carrying it.`,
      tags,
      body: z.strictObject({
        ...langField,
        keyword: z.string().max(30).optional(),
        pageNum,
        pageSize: pageSizeField(20),
      }),
      data: cardList,
    }),
    getOne: defineContract({
      method: 'POST',
      path: areaPaths(area, 'get_one'),
      summary: `One article of ${area} (404 for a draft unless administrator; another language with fallback when untranslated). Counts a view.`,
      tags,
      body: z.strictObject({ ...langField, id: idField }),
      data: articleSchema,
    }),
    categoryList: defineContract({
      method: 'POST',
      path: areaPaths(area, 'get_category_list'),
      summary: `The first-depth categories of ${area}, in order, with their article counts.`,
      tags,
      body: langBody,
      data: categoryRows,
    }),
    depth2CategoryList: defineContract({
      method: 'POST',
      path: areaPaths(area, 'get_depth2_category_list'),
      summary: 'The second-depth categories under a first-depth one, in order (404 for an unknown id).',
      tags,
      body: z.strictObject({ ...langField, categoryId: idField }),
      data: categoryRows,
    }),
    postListByCategory: defineContract({
      method: 'POST',
      path: areaPaths(area, 'get_post_list_by_category'),
      summary: 'The published articles of a category (a first-depth one: of every category under it), in order.',
      tags,
      body: z.strictObject({ ...langField, categoryId: idField, pageNum, pageSize: pageSizeField(50) }),
      data: cardList,
    }),
    selectCategoryListByCategory: defineContract({
      method: 'POST',
      path: areaPaths(area, 'get_select_category_list_by_category'),
      summary:
        'Where a category stands: its first-depth category, itself when second-depth, and the second-depth categories beside it (the category page’s path and selects).',
      tags,
      body: z.strictObject({ ...langField, categoryId: idField }),
      data: z.object({
        depth1: knowledgeCategorySchema,
        depth2: knowledgeCategorySchema.nullable(),
        siblings: z.array(knowledgeCategorySchema),
      }),
    }),
    guideListByFaq: defineContract({
      method: 'POST',
      path: areaPaths(area, 'get_guide_list_by_faq'),
      summary: 'The published guides an answer links.',
      tags,
      body: z.strictObject({ ...langField, faqId: idField }),
      data: cardRows,
    }),
  };
}

export const documentation = {
  ...areaCalls('documentation'),
  helpfulList: defineContract({
    method: 'POST',
    path: '/api/documentation/get_helpful_list',
    summary: 'The guides readers found most helpful (yes answers, then fewest no).',
    tags: ['documentation'],
    body: limitBody,
    data: cardRows,
  }),
  faqListByGuide: defineContract({
    method: 'POST',
    path: '/api/documentation/get_faq_list_by_guide',
    summary: 'The published answers that link a guide.',
    tags: ['documentation'],
    body: z.strictObject({ ...langField, guideId: idField }),
    data: cardRows,
  }),
  faqTopList: defineContract({
    method: 'POST',
    path: '/api/documentation/get_faq_top_list',
    summary: 'The most helpful answers, for the documentation’s main page.',
    tags: ['documentation'],
    body: limitBody,
    data: cardRows,
  }),
  forumPostsByGuide: defineContract({
    method: 'POST',
    path: '/api/documentation/get_forum_post_list_by_guide',
    summary: 'The forum posts a reader may see that link a guide (the writing form’s guide field), newest first.',
    tags: ['documentation'],
    body: z.strictObject({ ...langField, guideId: idField, limit: z.number().int().min(1).max(20).default(5) }),
    data: z.object({ rows: z.array(postCardSchema), total: z.number().int() }),
  }),
  guideOptions: defineContract({
    method: 'POST',
    path: '/api/documentation/get_guide_options',
    summary: 'Published guides for the writing form’s guide field: titles in the language, by category.',
    tags: ['documentation'],
    body: langBody,
    data: z.object({
      rows: z.array(
        z.object({ id: z.number().int(), title: z.string(), categoryName: z.string(), fallback: z.boolean() }),
      ),
    }),
  }),
};

export const solomon = {
  ...areaCalls('solomon'),
  sendReview: defineContract({
    method: 'POST',
    path: '/api/solomon/send_review',
    summary:
      '“Was this helpful?” on a guide or an answer: once per reader (members by id, visitors by a signed cookie); a text is required when it did not help (SPEC §5). Rate limited: REVIEW_ABUSING.',
    tags: ['solomon'],
    body: z
      .strictObject({
        ...langField,
        id: idField,
        helpful: z.boolean(),
        text: z
          .string()
          .max(REVIEW_TEXT_MAX_LENGTH * 4, 'reviewTextMaxLength')
          .optional(),
      })
      .superRefine((body, ctx) => {
        const code = reviewTextIssue(body.helpful, body.text);
        if (code) ctx.addIssue({ code: 'custom', path: ['text'], message: code, maximum: REVIEW_TEXT_MAX_LENGTH });
      }),
    data: z.object({ helpfulCount: z.number().int(), notHelpfulCount: z.number().int() }),
  }),
  keywordList: defineContract({
    method: 'POST',
    path: '/api/solomon/get_keyword_list',
    summary: 'The keywords of the published answers in the language, most used first.',
    tags: ['solomon'],
    body: z.strictObject({ ...langField, limit: z.number().int().min(1).max(50).default(12) }),
    data: z.object({ rows: z.array(z.object({ keyword: z.string(), count: z.number().int() })) }),
  }),
  referenceList: defineContract({
    method: 'POST',
    path: '/api/solomon/get_reference_list',
    summary:
      'Forum posts an administrator marked as Solomon references, newest first; with `faqId`, those that link one of the answer’s guides.',
    tags: ['solomon'],
    body: z.strictObject({
      ...langField,
      faqId: idField.optional(),
      limit: z.number().int().min(1).max(20).default(5),
    }),
    data: z.object({ rows: z.array(postCardSchema), total: z.number().int() }),
  }),
};

/** SPEC §7.2: an administrator marks a forum post as a Solomon reference, or unmarks it. */
export const postUpdateReference = defineContract({
  method: 'POST',
  path: '/api/post/update_reference',
  summary: 'Marks a forum post as a Solomon reference or unmarks it: administrators only.',
  tags: ['posts', 'solomon'],
  body: z.strictObject({ ...langField, id: idField, solomonReference: z.boolean() }),
  data: z.object({ id: z.number().int(), solomonReference: z.boolean() }),
});

/* ---------------------------------------------------------------- authoring (administrators) */

const categoryNames = z.object({
  ko: z.string().max(200).superRefine(refineWith(knowledgeCategoryNameIssue)),
  en: z.string().max(200).superRefine(refineWith(knowledgeCategoryNameIssue)),
  ja: z.string().max(200).superRefine(refineWith(knowledgeCategoryNameIssue)),
});

export const adminCategorySchema = knowledgeCategorySchema.extend({
  names: localizedNames,
  sortOrder: z.number().int(),
});

export const articleTextInput = z.strictObject({
  lang: localeSchema,
  title: z
    .string()
    .max(KNOWLEDGE_TITLE_MAX_LENGTH * 4, 'knowledgeTitleMaxLength')
    .superRefine(refineWith(knowledgeTitleIssue)),
  content: z
    .string()
    .min(1, 'knowledgeContentPlz')
    .max(KNOWLEDGE_CONTENT_MAX_LENGTH * 2, 'knowledgeContentMaxLength'),
  keywords: z.array(z.string().max(200)).max(50).default([]).superRefine(refineWith(knowledgeKeywordsIssue)),
});

/** An article as its editor holds it: every language's text, links, state. */
export const adminArticleSchema = z.object({
  id: z.number().int(),
  kind: knowledgeKindSchema,
  categoryId: z.number().int(),
  status: articleStatusSchema,
  sortOrder: z.number().int(),
  texts: z.array(
    z.object({ lang: localeSchema, title: z.string(), content: z.string(), keywords: z.array(z.string()) }),
  ),
  /** The other kind's articles it links: a guide's answers, an answer's guides. */
  links: z.array(z.object({ id: z.number().int(), title: z.string(), status: articleStatusSchema })),
  helpfulCount: z.number().int(),
  notHelpfulCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  article: z.object({ id: z.number().int(), kind: knowledgeKindSchema, title: z.string() }),
  helpful: z.boolean(),
  text: z.string().nullable(),
  lang: localeSchema,
  /** The member who answered; null for a visitor or an erased member. */
  member: z.object({ id: z.number().int(), nickName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

const adminTags = ['knowledge-admin'];

export const knowledgeAdmin = {
  categoryList: defineContract({
    method: 'POST',
    path: '/api/knowledge/admin/category/get_list',
    summary: 'Every category of an area with its names in each language: administrators only.',
    tags: adminTags,
    body: z.strictObject({ ...langField, area: knowledgeAreaSchema }),
    data: z.object({ rows: z.array(adminCategorySchema) }),
  }),
  categorySave: defineContract({
    method: 'POST',
    path: '/api/knowledge/admin/category/save',
    summary: 'Adds a category (no id) or renames one; a second-depth category names its first-depth parent.',
    tags: adminTags,
    body: z.strictObject({
      ...langField,
      id: idField.optional(),
      area: knowledgeAreaSchema,
      parentId: idField.nullable().default(null),
      names: categoryNames,
    }),
    data: z.object({ id: z.number().int() }),
  }),
  categoryDelete: defineContract({
    method: 'POST',
    path: '/api/knowledge/admin/category/delete',
    summary: 'Deletes an empty category; one holding articles or categories is refused (KNOWLEDGE_CATEGORY_NOT_EMPTY).',
    tags: adminTags,
    body: z.strictObject({ ...langField, id: idField }),
    data: z.object({ deleted: z.literal(true) }),
  }),
  categoryReorder: defineContract({
    method: 'POST',
    path: '/api/knowledge/admin/category/reorder',
    summary: 'Sets the order of the categories under one parent (null: the first depth): every one of them, once.',
    tags: adminTags,
    body: z.strictObject({
      ...langField,
      area: knowledgeAreaSchema,
      parentId: idField.nullable(),
      ids: z.array(idField).min(1).max(200),
    }),
    data: z.object({ ids: z.array(z.number().int()) }),
  }),
  articleList: defineContract({
    method: 'POST',
    path: '/api/knowledge/admin/article/get_list',
    summary: 'Articles of an area, drafts included, newest change first; filters by category and state.',
    tags: adminTags,
    body: z.strictObject({
      ...langField,
      area: knowledgeAreaSchema,
      categoryId: idField.optional(),
      status: articleStatusSchema.optional(),
      pageNum,
      pageSize: pageSizeField(20),
    }),
    data: cardList,
  }),
  articleGet: defineContract({
    method: 'POST',
    path: '/api/knowledge/admin/article/get_one',
    summary: 'An article with all its texts and links, for its editor.',
    tags: adminTags,
    body: z.strictObject({ ...langField, id: idField }),
    data: adminArticleSchema,
  }),
  articleSave: defineContract({
    method: 'POST',
    path: '/api/knowledge/admin/article/save',
    summary:
      'Writes an article (no id: a new one): its texts in one or more languages (content sanitized as posts are, P15), its category (second depth, of the kind’s area), its state and its links to the other kind.',
    tags: adminTags,
    body: z.strictObject({
      ...langField,
      id: idField.optional(),
      kind: knowledgeKindSchema,
      categoryId: idField,
      status: articleStatusSchema,
      texts: z
        .array(articleTextInput)
        .min(1, 'knowledgeTextPlz')
        .max(3)
        .refine((texts) => new Set(texts.map((text) => text.lang)).size === texts.length, 'knowledgeTextDuplicate'),
      linkIds: z.array(idField).max(KNOWLEDGE_LINKS_MAX).default([]),
    }),
    data: z.object({ id: z.number().int() }),
  }),
  articleDelete: defineContract({
    method: 'POST',
    path: '/api/knowledge/admin/article/delete',
    summary: 'Deletes an article, its texts, links and answers; forum posts that linked a guide keep no link.',
    tags: adminTags,
    body: z.strictObject({ ...langField, id: idField }),
    data: z.object({ deleted: z.literal(true) }),
  }),
  articleReorder: defineContract({
    method: 'POST',
    path: '/api/knowledge/admin/article/reorder',
    summary: 'Sets the order of the articles of a second-depth category: every one of them, once.',
    tags: adminTags,
    body: z.strictObject({ ...langField, categoryId: idField, ids: z.array(idField).min(1).max(500) }),
    data: z.object({ ids: z.array(z.number().int()) }),
  }),
  reviewList: defineContract({
    method: 'POST',
    path: '/api/knowledge/admin/review/get_list',
    summary: 'Readers’ answers with their texts, newest first; by article and by yes or no.',
    tags: adminTags,
    body: z.strictObject({
      ...langField,
      articleId: idField.optional(),
      helpful: z.boolean().optional(),
      pageNum,
      pageSize: pageSizeField(20),
    }),
    data: listOf(reviewSchema),
  }),
  unhelpfulList: defineContract({
    method: 'POST',
    path: '/api/knowledge/admin/get_unhelpful_list',
    summary:
      'What readers could not find, part one: the articles with the most “no” answers in the last `days`, with their latest texts.',
    tags: adminTags,
    body: z.strictObject({
      ...langField,
      days: z.number().int().min(1).max(365).default(30),
      limit: z.number().int().min(1).max(50).default(20),
    }),
    data: z.object({
      rows: z.array(
        z.object({
          article: articleCardSchema,
          noCount: z.number().int(),
          yesCount: z.number().int(),
          texts: z.array(z.object({ text: z.string(), lang: localeSchema, createdAt: z.string() })),
        }),
      ),
    }),
  }),
};
