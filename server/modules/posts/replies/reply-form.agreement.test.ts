import { describe, expect, it } from 'vitest';
import * as reactionCalls from '../../../../common/contracts/posts/reactions.ts';
import * as replyCalls from '../../../../common/contracts/posts/replies.ts';
import * as reportCalls from '../../../../common/contracts/posts/reports.ts';
import { REPORT_REASON_KEYS } from '../../../../common/validation/post.ts';
import { REPLY_HTML_MAX_LENGTH, REPLY_MAX_LENGTH } from '../../../../common/validation/post.ts';
import { reportReasonIssue } from '../../../../common/validation/reply-fields.ts';
import {
  apiFieldCodes,
  bodyKeys,
  contractsOf,
  EDGE_TEXTS,
  firstCodeOf,
  wireCode,
  xssPayloads,
} from '../../../../common/validation/test-support.ts';
import { ApiError } from '../../../../web/lib/api.ts';
import { POST_INTENT_TABLE } from '../../../../web/features/posts/reading/post-intents.server.ts';
import { buildReplyHtml, replyComposerIssue } from '../../../../web/features/posts/reading/reply-html.ts';
import { readReplyContent } from './reply-content.ts';

/**
 * Issue 12: the reply composer, the report dialog and the reading page's action
 * (web/features/posts/reading) answer what the API answers, field by field. It lives here, not
 * beside the composer, because the API's answer on a reply needs the server's sanitizer (web/
 * may not import server/): the server's answer is the contract's refusal, else
 * readReplyContent, the very function the replies service runs.
 */

const calls = { ...replyCalls, ...reportCalls, ...reactionCalls };
const POST_ID = 7;
const IMAGE = '/uploads/2026/11/AbCdEfGhIjKlMnOpQrStUv.webp';

/** What the action answers without script: its own refusal (ApiError) or the API's on the body it builds. */
function pageAnswer(
  build: () => Record<string, unknown>,
  server: (body: Record<string, unknown>) => string | undefined,
) {
  try {
    return server(build());
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.fields[0]?.code ?? error.code;
  }
}

function replyForm(text: string, images: readonly string[], replyId?: number): FormData {
  const form = new FormData();
  form.set('text', text);
  for (const url of images) form.append('imageUrl', url);
  if (replyId !== undefined) form.set('replyId', String(replyId));
  return form;
}

/** The API on a reply body: the contract, then what the service reads of the content. */
function replyServer(contract: typeof calls.replyAdd | typeof calls.replyUpdate) {
  return (body: Record<string, unknown>) => {
    const refused = apiFieldCodes(contract.body, body);
    if (refused.size > 0) return firstCodeOf(refused, 'content') ?? [...refused.values()][0]![0];
    return readReplyContent(body.content as string).issue;
  };
}

interface ReplyRow {
  text: string;
  images?: readonly string[];
}

function replyAnswers({ text, images = [] }: ReplyRow) {
  const form = wireCode(replyComposerIssue(text, images));
  const html = buildReplyHtml(text, images);
  const add = replyServer(calls.replyAdd);
  const update = replyServer(calls.replyUpdate);
  return {
    form,
    add: add({ lang: 'en', postId: POST_ID, parentId: null, content: html }),
    update: update({ lang: 'en', id: 3, content: html }),
    pageAdd: pageAnswer(
      () => POST_INTENT_TABLE.replyAdd.body({ lang: 'en', postId: POST_ID, form: replyForm(text, images) }),
      add,
    ),
    pageUpdate: pageAnswer(
      () => POST_INTENT_TABLE.replyUpdate.body({ lang: 'en', postId: POST_ID, form: replyForm(text, images, 3) }),
      update,
    ),
  };
}

function replyDisagreements(rows: ReplyRow[]) {
  return rows
    .map((row) => ({ row, ...replyAnswers(row) }))
    .filter(({ form, add, update, pageAdd, pageUpdate }) => new Set([form, add, update, pageAdd, pageUpdate]).size > 1)
    .map(({ row, ...answers }) => ({ text: row.text.slice(0, 80), images: row.images, ...answers }));
}

const emoji = '👩‍💻'.slice(0, 2);
const hostile = xssPayloads();
const a = (count: number) => 'a'.repeat(count);

const replyRows: Record<string, ReplyRow[]> = {
  'the length bound, counted as the API counts the sanitized text': [
    a(REPLY_MAX_LENGTH),
    a(REPLY_MAX_LENGTH + 1),
    emoji.repeat(REPLY_MAX_LENGTH),
    emoji.repeat(REPLY_MAX_LENGTH + 1),
    ` ${a(REPLY_MAX_LENGTH)}   \n\n\t`,
    `${a(5000)}\n\n\n\n${a(4999)}`,
    `${a(5000)}\n\n\n\n${a(5000)}`,
    `${a(5000)}   \r\n   ${a(4999)}`,
    `${a(4999)}  \t  ${a(5000)}`,
    `${a(REPLY_MAX_LENGTH - 1)}\u0007\u0007\u001b`,
    `${a(REPLY_MAX_LENGTH)}\u200B`,
    `${a(REPLY_MAX_LENGTH - 1)}\u00a0\u00a0b`,
    '&'.repeat(REPLY_MAX_LENGTH),
    '<'.repeat(REPLY_MAX_LENGTH + 1),
  ].map((text) => ({ text })),
  'empty, white space, invisible and control characters only (SPEC §5 "required")': [
    ...EDGE_TEXTS,
    '\n\n\n',
    '\u200B\n\n\u3164',
    '\u0007\u0008',
  ].map((text) => ({ text })),
  'an image is content and counts no characters; a foreign image is dropped': [
    ...['', ' ', '\u200B\u3164\uFEFF', a(REPLY_MAX_LENGTH), a(REPLY_MAX_LENGTH + 1)].map((text) => ({
      text,
      images: [IMAGE],
    })),
    { text: '', images: ['https://evil.example/x.png'] },
    { text: '\u200B', images: ['/uploads/../secret.png'] },
  ],
  'the HTML ceiling (escapes make the HTML longer than the text)': [
    // '"' is sent as &quot; (6 characters); the sanitizer writes it back as '"'.
    '"'.repeat(Math.floor((REPLY_HTML_MAX_LENGTH - 7) / 6)),
    '"'.repeat(Math.floor((REPLY_HTML_MAX_LENGTH - 7) / 6) + 1),
    'http://x.io '.repeat(900),
  ].map((text) => ({ text })),
  'hostile payloads': hostile.flatMap((text) => [{ text }, { text, images: [IMAGE] }]),
};

/** What the report dialog sends: the chosen radio's value, or no field when none is chosen. */
function reportAnswers(reason: string | undefined) {
  const form = wireCode(reportReasonIssue(reason ?? ''));
  const server = (body: Record<string, unknown>) => firstCodeOf(apiFieldCodes(calls.reportAdd.body, body), 'reasonKey');
  const formData = new FormData();
  formData.set('targetType', 'post');
  if (reason !== undefined) formData.set('reasonKey', reason);
  return {
    form,
    server: server({ lang: 'en', targetType: 'post', targetId: POST_ID, reasonKey: reason }),
    page: pageAnswer(() => POST_INTENT_TABLE.report.body({ lang: 'en', postId: POST_ID, form: formData }), server),
  };
}

const reportReasons = [undefined, ...REPORT_REASON_KEYS, 'other', 'SPAM', ' spam', ...EDGE_TEXTS, ...hostile];

/** The fields each form checks, by body key. */
const tested = new Set(['content', 'reasonKey']);

/** Body keys of the replies', reports' and reactions' calls that no one types, and why. */
const serverOnly: Record<string, string> = {
  lang: 'the interface language the app adds to every call; it only picks the messages',
  postId: "the post of the page's address",
  parentId: 'the reply answered, from the button pressed',
  id: 'the reply edited or deleted, from the button pressed',
  replyId: 'the reply liked or whose likers are listed, from the button pressed',
  draftKey: "the composer's own key for its uploads, never typed",
  targetType: 'what is reported (post or reply), from the button pressed',
  targetId: 'the post or reply reported, from the button pressed',
  value: "a toggle's state, from the button pressed",
  pageNum: 'paging, from links',
  pageSize: 'paging, fixed by the page',
  userInfoId: "the member of the profile's address",
};

describe('the reply composer, the report dialog and the API agree field by field', () => {
  it.each(Object.entries(replyRows))('reply content: %s', (_name, rows) => {
    expect(replyDisagreements(rows)).toEqual([]);
  });

  it('answers the bounds with the codes of today', () => {
    const answer = (text: string, images: string[] = []) => replyAnswers({ text, images }).add;
    expect(answer(a(REPLY_MAX_LENGTH))).toBeUndefined();
    expect(answer(a(REPLY_MAX_LENGTH + 1))).toBe('replyMaxLength');
    expect(answer('')).toBe('replyPlz');
    expect(answer(' \n\t ')).toBe('replyPlz');
    expect(answer('\u200B\u3164\uFEFF')).toBe('replyPlz');
    expect(answer('\u200B', [IMAGE])).toBeUndefined();
    expect(answer('"'.repeat(REPLY_MAX_LENGTH))).toBe('replyHtmlMaxLength');
    expect(replyComposerIssue('"'.repeat(REPLY_MAX_LENGTH), [])).toBe('replyHtmlMaxLength');
    expect(replyComposerIssue(` ${a(REPLY_MAX_LENGTH)}  \n\n`, [])).toBeUndefined();
  });

  it('refuses a content that is not text, or HTML over the ceiling as sent, with the codes of today', () => {
    const codes = (content: unknown) =>
      firstCodeOf(apiFieldCodes(calls.replyAdd.body, { lang: 'en', postId: POST_ID, content }), 'content');
    expect(codes(undefined)).toBe('replyPlz');
    expect(codes(5)).toBe('replyPlz');
    expect(codes(['x'])).toBe('replyPlz');
    expect(codes(a(REPLY_HTML_MAX_LENGTH))).toBeUndefined();
    expect(codes(a(REPLY_HTML_MAX_LENGTH + 1))).toBe('replyHtmlMaxLength');
    // Code points, as zod counts: never stricter than replyHtmlIssue's UTF-16 units on what is stored.
    expect(codes('😀'.repeat(REPLY_HTML_MAX_LENGTH))).toBeUndefined();
  });

  it.each(reportReasons.map((reason) => [reason]))('report reason %j', (reason) => {
    const { form, server, page } = reportAnswers(reason);
    expect({ server, page }).toEqual({ server: form, page: form });
  });

  it('refuses a reason of the wrong type with reportReasonPlz', () => {
    for (const reasonKey of [5, null, ['spam'], true]) {
      const body = { lang: 'en', targetType: 'post', targetId: POST_ID, reasonKey };
      expect(firstCodeOf(apiFieldCodes(calls.reportAdd.body, body), 'reasonKey')).toBe('reportReasonPlz');
    }
  });

  it('covers every body key of these calls: tested above or named server-only with a reason', () => {
    const contracts = contractsOf(calls);
    expect(contracts.map(([name]) => name).sort()).toEqual(
      [
        'postBookmark',
        'postFollow',
        'postGetOneLikeList',
        'postLike',
        'replyAdd',
        'replyDelete',
        'replyLike',
        'replyUpdate',
        'reportAdd',
        'userReplyList',
      ].sort(),
    );
    for (const [name, contract] of contracts) {
      const unlisted = bodyKeys(contract).filter((key) => !tested.has(key) && !(key in serverOnly));
      expect(unlisted, name).toEqual([]);
    }
  });
});
