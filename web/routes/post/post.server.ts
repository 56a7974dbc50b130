import { data, redirect, type RouterContextProvider } from 'react-router';
import {
  postBookmark,
  postDelete,
  postFollow,
  postGetOne,
  postGetOneLikeList,
  postLike,
  replyAdd,
  replyDelete,
  replyLike,
  replyUpdate,
  reportAdd,
} from '../../../common/contracts/posts.ts';
import {
  codeGetList,
  POST_GROUPING_TYPES,
  type PostGroupingType,
  REPORT_REASON_KEYS,
  reportGetCode,
} from '../../../common/contracts/reference.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { REPORT_TARGETS } from '../../../common/validation/post.ts';
import { abuseCookieHeader, isAbuseCode } from '../../features/posts/reading/abuse-cookie.ts';
import {
  isPostIntent,
  type PostActionFailure,
  type PostActionResult,
  type PostIntent,
  VIA_FETCHER,
} from '../../features/posts/reading/post-action-result.ts';
import { buildReplyHtml, hasReplyContent } from '../../features/posts/reading/reply-html.ts';
import { postPaths, replyElementId } from '../../features/posts/post-paths.ts';
import { type ApiClient, ApiError } from '../../lib/api.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { signInRedirect } from '../../lib/member-only.server.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { requestServices } from '../../lib/request-context.ts';

const MAX_ID = 2_147_483_647;

/** A post or reply id from the address or a form: digits only, within the database's range. */
export function parseId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

const notFound = () => data(null, { status: 404 });

interface Args {
  request: Request;
  params: { lang?: string; id?: string };
  context: Readonly<RouterContextProvider>;
}

/**
 * {lang}/post/{id}: the post with its replies, the author's job name and the report reasons.
 * Missing, deleted and private posts (P14) answer 404 from the API; so does an id that is no
 * number: all show the not-found page (SPEC §8).
 */
export async function loadPostPage({ params, context }: Args) {
  const lang = pageLocale(params);
  const id = parseId(params.id);
  if (id === undefined) throw notFound();
  const { api } = context.get(requestServices);
  const [post, jobs, reasons] = await Promise.all([
    api.call(postGetOne, { lang, id }).catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }),
    api.call(codeGetList, { lang, group: 'job' }),
    api.call(reportGetCode, { lang }),
  ]);
  const authorJob = post.author.jobKey ? (jobs.rows.find((job) => job.key === post.author.jobKey)?.name ?? null) : null;
  return {
    lang,
    post,
    authorJob,
    reportReasons: reasons.rows.map(({ key, name }) => ({ key, name })),
  };
}

type Form = FormData;
const text = (form: Form, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
/** "true" / "false" from a toggle's form; anything else toggles (the API's default). */
const desired = (form: Form): boolean | undefined =>
  text(form, 'value') === 'true' ? true : text(form, 'value') === 'false' ? false : undefined;

function failure(intent: PostIntent, code: string, message: string, fields: Record<string, string> = {}) {
  return { intent, ok: false, code, message, fields } satisfies PostActionFailure;
}

/** Codes that belong to the composer's text rather than to the whole page. */
const CONTENT_CODES = new Set(['replyPlz', 'replyMaxLength']);

/**
 * Every form of the reading page posts here with an `intent`: one API call each. Mistakes come
 * back as 200 data with the API's localized message (a 4xx answer would only add a console
 * error in the browser; web/routes/myzone/setting does the same). A "too many …" refusal also
 * sets its 5-minute cookie (SPEC §8).
 */
export async function postPageAction(args: Args) {
  const lang = pageLocale(args.params);
  const postId = parseId(args.params.id);
  if (postId === undefined) throw notFound();
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  if (!isPostIntent(intent)) {
    return failure('like', 'BAD_REQUEST', i18nFor(lang).t('errors:BAD_REQUEST'));
  }
  const services = args.context.get(requestServices);
  const byDocument = text(form, VIA_FETCHER) !== 'fetcher';
  const postPath = postPaths.post(lang, postId);

  try {
    const result = await perform(intent, form, { lang, postId, api: services.api });
    // Without JavaScript the form was a document request: show the page again (post/redirect/get).
    if (byDocument) {
      if (result.ok && result.intent === 'delete') throw redirect(result.listPath);
      if (result.ok)
        throw redirect(result.intent === 'replyAdd' ? `${postPath}#${replyElementId(result.reply.id)}` : postPath);
    }
    return result;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'LOGIN_REQUIRED') throw signInRedirect(lang, args.request);
    const fields: Record<string, string> = {};
    for (const issue of error.fields) fields[issue.field] ??= issue.message;
    if (CONTENT_CODES.has(error.code)) fields.content ??= error.message;
    const answer = failure(intent, error.code, error.message, fields);
    if (isAbuseCode(error.code)) {
      const secure = services.siteConfig.publicUrl?.startsWith('https:') ?? false;
      return data(answer, { headers: { 'Set-Cookie': abuseCookieHeader(error.code, { secure }) } });
    }
    return answer;
  }
}

async function perform(
  intent: PostIntent,
  form: Form,
  { lang, postId, api }: { lang: Locale; postId: number; api: ApiClient },
): Promise<PostActionResult> {
  const id = (name: string) => parseId(text(form, name)) ?? 0;
  switch (intent) {
    case 'like': {
      const answer = await api.call(postLike, { lang, postId, value: desired(form) });
      return { intent, ok: true, ...answer };
    }
    case 'bookmark': {
      const answer = await api.call(postBookmark, { lang, postId, value: desired(form) });
      return { intent, ok: true, ...answer };
    }
    case 'follow': {
      const answer = await api.call(postFollow, { lang, postId, value: desired(form) });
      return { intent, ok: true, ...answer };
    }
    case 'replyLike': {
      const replyId = id('replyId');
      const answer = await api.call(replyLike, { lang, replyId, value: desired(form) });
      return { intent, ok: true, replyId, ...answer };
    }
    case 'replyAdd':
    case 'replyUpdate': {
      const imageUrls = form.getAll('imageUrl').filter((value): value is string => typeof value === 'string');
      const body = text(form, 'text');
      if (!hasReplyContent(body, imageUrls)) {
        const message = i18nFor(lang).t('errors:replyPlz');
        return failure(intent, 'replyPlz', message, { content: message });
      }
      const content = buildReplyHtml(body, imageUrls);
      if (intent === 'replyUpdate') {
        const reply = await api.call(replyUpdate, { lang, id: id('replyId'), content });
        return { intent, ok: true, reply };
      }
      const draftKey = text(form, 'draftKey');
      const reply = await api.call(replyAdd, {
        lang,
        postId,
        parentId: parseId(text(form, 'parentId')) ?? null,
        content,
        ...(/^[A-Za-z0-9_-]{8,64}$/.test(draftKey) ? { draftKey } : {}),
      });
      return { intent, ok: true, reply };
    }
    case 'replyDelete': {
      const answer = await api.call(replyDelete, { lang, id: id('replyId') });
      return { intent, ok: true, ...answer };
    }
    case 'report': {
      const targetType = text(form, 'targetType');
      const answer = await api.call(reportAdd, {
        lang,
        targetType: (REPORT_TARGETS as readonly string[]).includes(targetType) ? (targetType as 'post') : 'post',
        targetId: targetType === 'reply' ? id('targetId') : postId,
        // An unknown or missing reason is the API's to refuse, with its reportReasonPlz message.
        reasonKey: text(form, 'reasonKey') as (typeof REPORT_REASON_KEYS)[number],
      });
      return { intent, ok: true, hidden: answer.hidden };
    }
    case 'delete': {
      await api.call(postDelete, { lang, id: postId });
      const type = text(form, 'type');
      const grouping: PostGroupingType = (POST_GROUPING_TYPES as readonly string[]).includes(type)
        ? (type as PostGroupingType)
        : 'forum';
      return { intent, ok: true, listPath: postPaths.list(lang, grouping) };
    }
    case 'likeList': {
      const pageNum = Math.min(Math.max(Number(text(form, 'pageNum')) || 1, 1), 100_000);
      // A reply's likers when the form names one; the API checks that the reply can be read.
      const target = form.has('replyId') ? { replyId: id('replyId') } : { postId };
      const answer = await api.call(postGetOneLikeList, { lang, ...target, pageNum });
      return { intent, ok: true, rows: answer.rows, total: answer.total, pageNum: answer.pageNum };
    }
  }
}
