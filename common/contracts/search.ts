import { z } from 'zod';
import { SEARCH_FIELDS, SEARCH_PAGE_SIZE, SEARCH_SORTS, SEARCH_TEXT_MAX_LENGTH } from '../search/limits.ts';
import { defineContract, langField } from './envelope.ts';
import { idField, pageNum, postAuthorSchema, postGroupingTypeSchema } from './posts/shared.ts';
import { postCategorySchema } from './posts/posts.ts';

/**
 * The calls of search (issue 30; SPEC §7.2 names the paths, §5 the rules, §9 the sizes).
 * A text starting with # is a tag search; other text searches every field the viewer may read.
 * Text with nothing searchable in it (empty, punctuation, emoji) finds nothing, without error.
 */

/** The box's text. Longer texts are refused; the first 200 characters are what is searched. */
const textField = z.string().max(SEARCH_TEXT_MAX_LENGTH, 'searchTextMaxLength');

/** A piece of highlighted text: `hit` pieces matched the query. Plain text, never HTML. */
export const highlightedSchema = z.array(z.object({ text: z.string(), hit: z.boolean() }));
export type Highlighted = z.infer<typeof highlightedSchema>;

/** One result: the post card's facts with its title and excerpt cut around what matched. */
export const searchResultSchema = z.object({
  kind: z.literal('post'),
  id: z.number().int(),
  type: postGroupingTypeSchema,
  title: highlightedSchema,
  excerpt: highlightedSchema,
  author: postAuthorSchema,
  categories: z.array(postCategorySchema),
  tags: z.array(z.string()),
  companyName: z.string().nullable(),
  replyCount: z.number().int(),
  likeCount: z.number().int(),
  viewCount: z.number().int(),
  createdAt: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** What was asked, as the server understood it, for the page's heading and its links. */
const understoodSchema = z.object({
  kind: z.enum(['tag', 'text', 'nothing']),
  /** The tag without its #, or the text cut to what is searched. */
  text: z.string(),
});

const searchFilters = {
  ...langField,
  text: textField,
  /** Where the words are looked for (SPEC §2.2's filter); a #tag always looks at tags. */
  field: z.enum(SEARCH_FIELDS).default('all'),
  type: postGroupingTypeSchema.optional(),
  /** A category at any of the three levels: its posts and those of the categories under it. */
  categoryId: idField.optional(),
};

export const searchList = defineContract({
  method: 'POST',
  path: '/api/post/get_search_list',
  summary:
    'Posts of the language that match the text (SPEC §5: #tag searches tags). Relevance (BM25), newest or most viewed; 10 a page. Private, hidden and deleted posts are never found; admin-only content only by administrators.',
  tags: ['search'],
  body: z.strictObject({
    ...searchFilters,
    sort: z.enum(SEARCH_SORTS).default('relevance'),
    pageNum,
    pageSize: z.number().int().min(1).max(50).default(SEARCH_PAGE_SIZE),
  }),
  data: z.object({
    rows: z.array(searchResultSchema),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    understood: understoodSchema,
  }),
});

export const searchCountsByType = defineContract({
  method: 'POST',
  path: '/api/post/get_search_list_by_type',
  summary: 'How many posts of each grouping the same search finds (the page’s tabs); the type filter is ignored.',
  tags: ['search'],
  body: z.strictObject(searchFilters),
  data: z.object({
    total: z.number().int(),
    counts: z.array(z.object({ type: postGroupingTypeSchema, count: z.number().int() })),
    understood: understoodSchema,
  }),
});

/** SPEC §7.2's keyword calls: the tag search, with or without the #. */
const keywordBody = z.strictObject({
  ...langField,
  keyword: z.string().max(SEARCH_TEXT_MAX_LENGTH, 'searchTextMaxLength'),
  type: postGroupingTypeSchema.optional(),
  sort: z.enum(SEARCH_SORTS).default('newest'),
  pageNum,
  pageSize: z.number().int().min(1).max(50).default(SEARCH_PAGE_SIZE),
});

export const searchKeywordList = defineContract({
  method: 'POST',
  path: '/api/post/get_search_keyword_list',
  summary: 'Posts of the language that carry the tag (the # optional), newest first by default.',
  tags: ['search'],
  body: keywordBody,
  data: searchList.data,
});

export const searchKeywordCountsByType = defineContract({
  method: 'POST',
  path: '/api/post/get_search_keyword_list_by_type',
  summary: 'How many posts of each grouping carry the tag.',
  tags: ['search'],
  body: keywordBody.pick({ lang: true, keyword: true }),
  data: searchCountsByType.data,
});

/** A suggestion of the header's box: a tag (searched as #tag) or a post (opened). */
export const suggestionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tag'), keyword: z.string(), count: z.number().int() }),
  z.object({ kind: z.literal('post'), id: z.number().int(), type: postGroupingTypeSchema, title: highlightedSchema }),
]);
export type Suggestion = z.infer<typeof suggestionSchema>;

export const searchAutoComplete = defineContract({
  method: 'POST',
  path: '/api/search/autoComplete',
  summary:
    'As a member types: tags that start with or contain the text, then post titles that match it (the last word may be unfinished).',
  tags: ['search'],
  body: z.strictObject({ ...langField, text: textField, limit: z.number().int().min(1).max(10).default(8) }),
  data: z.object({ rows: z.array(suggestionSchema) }),
});

export const searchTermList = defineContract({
  method: 'POST',
  path: '/api/search/get_term_list',
  summary: 'What people of the language searched most in the last 7 days and found something for (search analytics).',
  tags: ['search'],
  body: z.strictObject({ ...langField, limit: z.number().int().min(1).max(20).default(10) }),
  data: z.object({ rows: z.array(z.object({ term: z.string(), count: z.number().int() })) }),
});

/** A guide or an answer found by a search inside Documentation or Solomon. */
export const knowledgeResultSchema = z.object({
  kind: z.enum(['guide', 'faq']),
  id: z.number().int(),
  title: highlightedSchema,
  excerpt: highlightedSchema,
  category: z.object({ id: z.number().int(), name: z.string() }),
  parentCategory: z.object({ id: z.number().int(), name: z.string() }),
  keywords: z.array(z.string()),
  helpfulCount: z.number().int(),
  updatedAt: z.string(),
});
export type KnowledgeResult = z.infer<typeof knowledgeResultSchema>;

export const searchEverything = defineContract({
  method: 'POST',
  path: '/api/search',
  summary: 'The first results of every kind of item: posts, then guides and answers (issue 31), each with its total.',
  tags: ['search'],
  body: z.strictObject({ ...langField, text: textField, limit: z.number().int().min(1).max(20).default(5) }),
  data: z.object({
    groups: z.array(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('post'), total: z.number().int(), rows: z.array(searchResultSchema) }),
        z.object({ kind: z.enum(['guide', 'faq']), total: z.number().int(), rows: z.array(knowledgeResultSchema) }),
      ]),
    ),
    understood: understoodSchema,
  }),
});

export const searchSimilar = defineContract({
  method: 'POST',
  path: '/api/search/similar',
  summary:
    'Up to 5 posts of a grouping that look like a title being written (issue 30: questions are not asked twice).',
  tags: ['search'],
  body: z.strictObject({
    ...langField,
    title: z.string().max(SEARCH_TEXT_MAX_LENGTH, 'searchTextMaxLength'),
    type: postGroupingTypeSchema.default('forum'),
    /** The post being edited, left out of its own look-alikes. */
    excludeId: idField.optional(),
  }),
  data: z.object({
    rows: z.array(
      z.object({ id: z.number().int(), type: postGroupingTypeSchema, title: z.string(), replyCount: z.number().int() }),
    ),
  }),
});

/* ------------------------------------------------------------ the knowledge areas (issue 31) */

export const searchKnowledgeList = defineContract({
  method: 'POST',
  path: '/api/search/get_knowledge_list',
  summary:
    'Published guides (area documentation) or answers (area solomon) in the language that match the text, with the analyzer of posts; relevance order, 10 a page. A #keyword searches keywords. Drafts are never found.',
  tags: ['search', 'documentation', 'solomon'],
  body: z.strictObject({
    ...langField,
    text: textField,
    area: z.enum(['documentation', 'solomon']),
    /** A category of either depth: its articles and those of the categories under it. */
    categoryId: idField.optional(),
    pageNum,
    pageSize: z.number().int().min(1).max(50).default(SEARCH_PAGE_SIZE),
  }),
  data: z.object({
    rows: z.array(knowledgeResultSchema),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    understood: understoodSchema,
  }),
});

export const searchUnansweredList = defineContract({
  method: 'POST',
  path: '/api/search/get_unanswered_list',
  summary:
    'What readers could not find, part two: the searches of the last `days` that found nothing, most asked first, by where they were asked. Administrators only.',
  tags: ['search', 'knowledge-admin'],
  body: z.strictObject({
    ...langField,
    /** Where they searched: the knowledge areas by default; `site` is the site's search. */
    scopes: z
      .array(z.enum(['site', 'documentation', 'solomon']))
      .min(1)
      .default(['documentation', 'solomon']),
    /** Only searches made in this language; every language when absent. */
    searchLang: z.enum(['ko', 'en', 'ja']).optional(),
    days: z.number().int().min(1).max(365).default(30),
    limit: z.number().int().min(1).max(100).default(30),
  }),
  data: z.object({
    rows: z.array(
      z.object({
        text: z.string(),
        lang: z.enum(['ko', 'en', 'ja']),
        scope: z.enum(['site', 'documentation', 'solomon']),
        count: z.number().int(),
        lastAt: z.string(),
      }),
    ),
  }),
});
