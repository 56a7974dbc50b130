import { describe, expect, it } from 'vitest';
import * as postCalls from '../../../../common/contracts/posts/posts.ts';
import * as reactionCalls from '../../../../common/contracts/posts/reactions.ts';
import * as replyCalls from '../../../../common/contracts/posts/replies.ts';
import * as reportCalls from '../../../../common/contracts/posts/reports.ts';
import * as uploadCalls from '../../../../common/contracts/posts/uploads.ts';
import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import {
  companyNameIssue,
  contentHtmlIssue,
  contentIssue,
  type ContentStats,
  titleIssue,
} from '../../../../common/validation/post-fields.ts';
import {
  CONTENT_HTML_MAX_LENGTH,
  CONTENT_MAX_LENGTH,
  normalizeTag,
  tagIssue,
  tagKey,
  TAGS_MAX,
} from '../../../../common/validation/post.ts';
import {
  apiFieldCodes,
  bodyKeys,
  contractsOf,
  EDGE_TEXTS,
  firstCodeOf,
  wireCode,
  xssPayloads,
} from '../../../../common/validation/test-support.ts';
import { emptyPostForm, postFieldIssue, type PostFormField, type PostFormValues } from './post-form.ts';

/** Every call of the posts feature, whichever sub-feature's contract file holds it. */
const postContracts = { ...postCalls, ...replyCalls, ...reactionCalls, ...reportCalls, ...uploadCalls };

/**
 * Issue 12: the editor's form and the API answer the same for every field of a post. The
 * server's answer is the contract's refusal, else the rule readPostFields
 * (server/modules/posts/post-input.ts) runs after it: those calls are written out below as
 * that function makes them, with the functions of common/validation the form calls too.
 */

const filled: PostFormValues = {
  ...emptyPostForm('en'),
  categoryId: 3,
  title: 'A title',
  content: '<p>Body</p>',
  visibility: 'public',
};
const someText: ContentStats = { length: 4, empty: false };

interface Row {
  field: PostFormField;
  value: PostFormValues[PostFormField];
  type?: PostGroupingType;
  /** What the editor and the sanitizer both count of the content's text (content rows only). */
  stats?: ContentStats;
}

/** The body the write route sends for these values (web/routes/post-write/write.server.ts). */
function bodyOf(values: PostFormValues, type: PostGroupingType): Record<string, unknown> {
  return {
    type,
    postLang: values.postLang,
    categoryId: values.categoryId,
    title: values.title,
    content: values.content,
    adminContent: values.adminContent,
    companyName: type === 'careers' ? values.companyName : null,
    tags: values.tags,
    visibility: values.visibility,
  };
}

/** What readPostFields checks after the contract, field by field, as it calls the rules. */
const serviceRules: Partial<
  Record<PostFormField, (body: PostFormValues, type: PostGroupingType, stats: ContentStats) => string | undefined>
> = {
  title: (body) => titleIssue(body.title),
  companyName: (body, type) => (type === 'careers' ? companyNameIssue(body.companyName) : undefined),
  // The rows' HTML is plain paragraphs: the sanitizer gives it back as sent.
  content: (body, _type, stats) => contentIssue(stats, true) ?? contentHtmlIssue(body.content),
  adminContent: (body) => contentHtmlIssue(body.adminContent),
  tags: (body) => {
    const first = body.tags.map((tag) => tagIssue(tag)).find(Boolean);
    if (first) return first;
    const distinct = new Set(body.tags.map((tag) => tagKey(normalizeTag(tag))));
    return distinct.size > TAGS_MAX ? 'tagsMaxCount' : undefined;
  },
  // categoryId: whether an id is a leaf of the grouping needs the category tree (posts.test.ts).
};

function answers({ field, value, type = 'forum', stats = someText }: Row) {
  const values = { ...filled, [field]: value } as PostFormValues;
  const form = wireCode(postFieldIssue(field, values, { type, content: stats }));
  const refused = firstCodeOf(apiFieldCodes(postContracts.postAdd.body, bodyOf(values, type)), field);
  const server = refused ?? wireCode(serviceRules[field]?.(values, type, stats));
  // Edit takes the same fields with the same answers.
  const editBody: Record<string, unknown> = { ...bodyOf(values, type), id: 1 };
  delete editBody.type;
  const editRefused = firstCodeOf(apiFieldCodes(postContracts.postEdit.body, editBody), field);
  return { form, server, edit: editRefused ?? wireCode(serviceRules[field]?.(values, type, stats)) };
}

function disagreements(rows: Row[]) {
  return rows
    .map((row) => ({ row, ...answers(row) }))
    .filter(({ form, server, edit }) => form !== server || server !== edit)
    .map(({ row, form, server, edit }) => ({ field: row.field, value: row.value, form, server, edit }));
}

const emoji = '👩‍💻'.slice(0, 2);
const hostile = xssPayloads();
const texts = [...EDGE_TEXTS, ...hostile];

/** Every field of the form, on the bounds the API tests use (server/modules/posts/posts.test.ts). */
const table: Record<PostFormField, Row[]> = {
  title: [
    'a'.repeat(100),
    'a'.repeat(101),
    emoji.repeat(100),
    emoji.repeat(101),
    ` ${'a'.repeat(100)} `,
    `${'a'.repeat(100)}${'\u0007'.repeat(50)}`,
    ' '.repeat(400),
    ' '.repeat(401),
    `${'a'.repeat(100)}${'\u200B'.repeat(300)}`,
    `${'a'.repeat(100)}${'\u200B'.repeat(301)}`,
    `${'a'.repeat(50)}${'\u{E0020}'.repeat(350)}`,
    `${'a'.repeat(50)}${'\u{E0020}'.repeat(351)}`,
    ...texts,
  ].map((value) => ({ field: 'title', value })),
  companyName: [
    'a'.repeat(20),
    emoji.repeat(20),
    'a'.repeat(21),
    ` ${'a'.repeat(20)}\u200B `,
    'a'.repeat(81),
    ...texts,
  ].map((value) => ({ field: 'companyName', value, type: 'careers' as const })),
  content: [
    { field: 'content', value: `<p>${'a'.repeat(60_000)}</p>`, stats: { length: CONTENT_MAX_LENGTH, empty: false } },
    { field: 'content', value: `<p>${'a'.repeat(60_001)}</p>`, stats: { length: 60_001, empty: false } },
    { field: 'content', value: '', stats: { length: 0, empty: true } },
    { field: 'content', value: '<p>   </p>', stats: { length: 0, empty: true } },
    { field: 'content', value: '<p>\u200B\u3164\uFEFF</p>', stats: { length: 3, empty: true } },
    { field: 'content', value: `<p>${'a'.repeat(CONTENT_HTML_MAX_LENGTH - 7)}</p>`, stats: someText },
    { field: 'content', value: `<p>${'a'.repeat(CONTENT_HTML_MAX_LENGTH - 6)}</p>`, stats: someText },
  ],
  adminContent: [
    '',
    '<p>For administrators</p>',
    'a'.repeat(CONTENT_HTML_MAX_LENGTH),
    'a'.repeat(CONTENT_HTML_MAX_LENGTH + 1),
  ].map((value) => ({ field: 'adminContent', value })),
  tags: [
    [],
    Array.from({ length: 10 }, (_, index) => `tag${index}`),
    Array.from({ length: 11 }, (_, index) => `tag${index}`),
    ['fine', 'bad!tag'],
    ['fine', '<script>'],
    ['-dash'],
    ['   '],
    ['#'],
    ['a'.repeat(30)],
    ['a'.repeat(31)],
    [`a${' '.repeat(119)}`],
    [`a${' '.repeat(120)}`],
    ['C++', '히트맵', '#Heat  Map '],
    ...texts.map((text) => [text]),
  ].map((value) => ({ field: 'tags', value })),
  visibility: ['public', 'private', '', ...EDGE_TEXTS, ...hostile.slice(0, 20)].map((value) => ({
    field: 'visibility',
    value,
  })),
  postLang: ['ko', 'en', 'ja', 'fr', ...EDGE_TEXTS, ...hostile.slice(0, 20)].map((value) => ({
    field: 'postLang',
    value,
  })),
  categoryId: [
    { field: 'categoryId', value: 3 },
    { field: 'categoryId', value: null },
  ],
};

/** Fields of the post contracts the form has no rule for, and why. */
const serverOnly: Record<string, string> = {
  lang: 'the interface language the app adds to every call; it only picks the messages',
  type: "the grouping, from the write page's address, never typed",
  id: "the edited post, from the page's address",
  guideId: 'chosen from the published guides the page lists (a select, no typing); the service checks the id',
  draftKey: "the editor's own key for its uploads, never typed",
};

/**
 * Body fields of the other post calls: none is typed into this form. Reply content and the report
 * reason, which the reading page's composer and dialog take, have their own agreement test
 * (server/modules/posts/replies/reply-form.agreement.test.ts), over every body key of the
 * replies', reports' and reactions' calls.
 */
const otherCalls: Record<string, string> = {
  postGetList: 'list parameters chosen by links',
  postGetRecommandList: 'list parameters',
  postGetBlogList: 'list parameters',
  postGetOne: 'the id in the address',
  postGetOneLikeList: 'ids and paging',
  keywordGetList: "the tag input's suggestions: any text up to a tag's length",
  keywordGetTopList: "the side panel's popular keywords: a language and a count chosen by the page",
  postDelete: 'the id in the address',
  postFileUpload: 'multipart: the route reads the parts itself',
  postFileUploadBase64: 'a pasted image and the draft key',
  replyAdd: 'the reply composer: see server/modules/posts/replies/reply-form.agreement.test.ts',
  replyUpdate: 'the reply composer: see server/modules/posts/replies/reply-form.agreement.test.ts',
  replyDelete: 'an id',
  postLike: 'a toggle',
  replyLike: 'a toggle',
  postBookmark: 'a toggle',
  postFollow: 'a toggle',
  reportAdd: 'the report dialog: see server/modules/posts/replies/reply-form.agreement.test.ts',
  userPostList: 'paging',
  userReplyList: 'paging',
  userBookmarkList: 'paging',
  userFollowedPostList: 'paging',
};

describe('the post form and the API agree field by field', () => {
  it.each(Object.entries(table))('%s', (_field, rows) => {
    expect(disagreements(rows)).toEqual([]);
  });

  it('covers every field of add and edit: in the table or named server-only with a reason', () => {
    for (const contract of [postContracts.postAdd, postContracts.postEdit]) {
      const unlisted = bodyKeys(contract).filter((key) => !(key in table) && !(key in serverOnly));
      expect(unlisted, contract.path).toEqual([]);
    }
  });

  it('names every call of the posts contracts, so a new call with typed fields is noticed', () => {
    const calls = contractsOf(postContracts)
      .map(([name]) => name)
      .filter((name) => name !== 'postAdd' && name !== 'postEdit');
    expect(calls.filter((name) => !(name in otherCalls))).toEqual([]);
    expect(Object.keys(otherCalls).filter((name) => !calls.includes(name))).toEqual([]);
  });

  it('refuses the wrong types the form cannot hold, with the codes of today', () => {
    const body = bodyOf(filled, 'forum');
    const codes = (field: string, value: unknown) =>
      firstCodeOf(apiFieldCodes(postContracts.postAdd.body, { ...body, [field]: value }), field);
    expect(codes('title', 5)).toBe('titlePlz');
    expect(codes('title', undefined)).toBe('titlePlz');
    expect(codes('content', ['x'])).toBe('contentPlz');
    expect(codes('categoryId', '12')).toBe('invalidType');
    expect(codes('categoryId', undefined)).toBe('required');
    expect(codes('tags', 'one')).toBe('invalidType');
    expect(codes('tags', [1])).toBe('invalidType');
    expect(codes('visibility', 'friends')).toBe('visibilityPlz');
    expect(codes('postLang', 'fr')).toBe('invalidValue');
    expect(codes('adminContent', 7)).toBe('invalidType');
  });
});
