import type { BodyOf, Contract, DataOf } from '../../../../common/contracts/envelope.ts';
import {
  postBookmark,
  postFollow,
  postGetOneLikeList,
  postLike,
  replyLike,
  type ToggleResult,
} from '../../../../common/contracts/posts/reactions.ts';
import { postUpdateReference } from '../../../../common/contracts/knowledge.ts';
import { postDelete } from '../../../../common/contracts/posts/posts.ts';
import { replyAdd, replyDelete, replyUpdate } from '../../../../common/contracts/posts/replies.ts';
import { reportAdd } from '../../../../common/contracts/posts/reports.ts';
import { POST_GROUPING_TYPES, type PostGroupingType } from '../../../../common/contracts/reference.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import { REPORT_TARGETS } from '../../../../common/validation/post.ts';
import { type ApiClient, ApiError } from '../../../lib/api.ts';
import { formBody, formText } from '../../../lib/form-data.ts';
import { i18nFor } from '../../../lib/i18n.ts';
import { parseId } from '../../../lib/parse-id.ts';
import { postPaths } from '../post-paths.ts';
import { buildReplyHtml, replyComposerIssue } from './reply-html.ts';

/** What every intent gets: the page's language, the post of the address, the posted form. */
export interface IntentInput {
  lang: Locale;
  postId: number;
  form: FormData;
}

interface IntentSpec<C extends Contract, R extends object> {
  contract: C;
  /**
   * The contract's body from the form. A form the API would refuse throws the ApiError the API
   * would have answered (formBody), so the action shows it through one path.
   */
  body(input: IntentInput): BodyOf<C>;
  /** What the answer means for the page (the success's fields beside `intent` and `ok`). */
  result(answer: DataOf<C>, sent: { body: BodyOf<C>; input: IntentInput }): R;
}

function defineIntent<C extends Contract, R extends object>(spec: IntentSpec<C, R>) {
  return {
    ...spec,
    async run(api: ApiClient, input: IntentInput): Promise<R> {
      const body = spec.body(input);
      return spec.result(await api.call(spec.contract, body), { body, input });
    },
  };
}

/** A toggle's state on the page (SPEC §4): on or off, and how many members have it on. */
export type ToggleAnswer = ToggleResult;

/** The page keeps the toggle's state and nothing else the answer may grow to carry. */
export function toggleAnswer(answer: ToggleResult): ToggleAnswer {
  return { active: answer.active, count: answer.count };
}

/** An id the form names otherwise than the contract (replyId for `id`); 0 is the API's to refuse. */
const formId = (form: FormData, name: string) => parseId(formText(form, name)) ?? 0;

/**
 * The reply's HTML from the composer's text and images. An empty reply is refused before the
 * call, with the composer's rule (a page without script has no composer check); the API answers
 * every other mistake.
 */
function replyContent({ lang, form }: IntentInput): string {
  const imageUrls = form.getAll('imageUrl').filter((value): value is string => typeof value === 'string');
  const text = formText(form, 'text');
  if (replyComposerIssue(text, imageUrls) === 'replyPlz') {
    throw new ApiError(400, { code: 'replyPlz', message: i18nFor(lang).t('errors:replyPlz') });
  }
  return buildReplyHtml(text, imageUrls);
}

const DRAFT_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const LIKE_LIST_MAX_PAGE = 100_000;

/**
 * Every form of the reading page, by its `intent`: the API call it makes, how the call's body is
 * built from the form, and what the answer means for the page. Toggles answer `{ active, count }`.
 * likeList reads rather than writes; it goes through the action so that the page's own loader,
 * which counts a view, does not run for it.
 */
export const POST_INTENT_TABLE = {
  like: defineIntent({
    contract: postLike,
    body: ({ form, lang, postId }) => formBody(form, postLike.body, lang, { lang, postId }),
    result: (answer) => toggleAnswer(answer),
  }),
  bookmark: defineIntent({
    contract: postBookmark,
    body: ({ form, lang, postId }) => formBody(form, postBookmark.body, lang, { lang, postId }),
    result: (answer) => toggleAnswer(answer),
  }),
  follow: defineIntent({
    contract: postFollow,
    body: ({ form, lang, postId }) => formBody(form, postFollow.body, lang, { lang, postId }),
    result: (answer) => toggleAnswer(answer),
  }),
  replyLike: defineIntent({
    contract: replyLike,
    body: ({ form, lang }) => formBody(form, replyLike.body, lang, { lang, replyId: formId(form, 'replyId') }),
    result: (answer, { body }) => ({ replyId: body.replyId, ...toggleAnswer(answer) }),
  }),
  replyAdd: defineIntent({
    contract: replyAdd,
    body: (input) => {
      const { form, lang, postId } = input;
      const draftKey = formText(form, 'draftKey');
      return formBody(form, replyAdd.body, lang, {
        lang,
        postId,
        parentId: parseId(formText(form, 'parentId')) ?? null,
        content: replyContent(input),
        draftKey: DRAFT_KEY.test(draftKey) ? draftKey : undefined,
      });
    },
    result: (reply) => ({ reply }),
  }),
  replyUpdate: defineIntent({
    contract: replyUpdate,
    body: (input) =>
      formBody(input.form, replyUpdate.body, input.lang, {
        lang: input.lang,
        id: formId(input.form, 'replyId'),
        content: replyContent(input),
      }),
    result: (reply) => ({ reply }),
  }),
  replyDelete: defineIntent({
    contract: replyDelete,
    body: ({ form, lang }) => formBody(form, replyDelete.body, lang, { lang, id: formId(form, 'replyId') }),
    result: ({ deletedIds, replyCount }) => ({ deletedIds, replyCount }),
  }),
  report: defineIntent({
    contract: reportAdd,
    body: ({ form, lang, postId }) => {
      const targetType = formText(form, 'targetType');
      // An unknown or missing reason is the contract's to refuse, with its reportReasonPlz message.
      return formBody(form, reportAdd.body, lang, {
        lang,
        targetType: (REPORT_TARGETS as readonly string[]).includes(targetType) ? (targetType as 'post') : 'post',
        targetId: targetType === 'reply' ? formId(form, 'targetId') : postId,
      });
    },
    result: ({ hidden }) => ({ hidden }),
  }),
  delete: defineIntent({
    contract: postDelete,
    body: ({ lang, postId }) => ({ lang, id: postId }),
    result: (_answer, { input }) => {
      const type = formText(input.form, 'type');
      const grouping: PostGroupingType = (POST_GROUPING_TYPES as readonly string[]).includes(type)
        ? (type as PostGroupingType)
        : 'forum';
      return { listPath: postPaths.list(input.lang, grouping) };
    },
  }),
  reference: defineIntent({
    contract: postUpdateReference,
    body: ({ form, lang, postId }) => ({
      lang,
      id: postId,
      solomonReference: formText(form, 'solomonReference') === 'true',
    }),
    result: ({ solomonReference }) => ({ solomonReference }),
  }),
  likeList: defineIntent({
    contract: postGetOneLikeList,
    body: ({ form, lang, postId }) => {
      const pageNum = Math.min(Math.max(Number(formText(form, 'pageNum')) || 1, 1), LIKE_LIST_MAX_PAGE);
      // A reply's likers when the form names one; the API checks that the reply can be read.
      const target = form.has('replyId') ? { replyId: formId(form, 'replyId') } : { postId };
      return { lang, ...target, pageNum };
    },
    result: ({ rows, total, pageNum }) => ({ rows, total, pageNum }),
  }),
};

export type PostIntentTable = typeof POST_INTENT_TABLE;

export function isPostIntent(value: string): value is keyof PostIntentTable {
  return Object.hasOwn(POST_INTENT_TABLE, value);
}
