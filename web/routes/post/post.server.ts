import { data, redirect, type RouterContextProvider } from 'react-router';
import { postGetOne } from '../../../common/contracts/posts/posts.ts';
import { documentation } from '../../../common/contracts/knowledge.ts';
import { codeGetList, reportGetCode } from '../../../common/contracts/reference.ts';
import { abuseCookieHeader, isAbuseCode } from '../../lib/abuse-cookie.ts';
import {
  type PostActionFailure,
  type PostActionSuccess,
  type PostIntent,
  VIA_FETCHER,
} from '../../features/posts/reading/post-action-result.ts';
import { isPostIntent, POST_INTENT_TABLE } from '../../features/posts/reading/post-intents.server.ts';
import { postPaths, replyElementId } from '../../features/posts/post-paths.ts';
import { type ApiClient, ApiError } from '../../lib/api.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { siteOrigin } from '../../lib/document-head.ts';
import { formText } from '../../lib/form-data.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { signInRedirect } from '../../lib/member-only.server.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices } from '../../lib/request-context.ts';
import { postHead } from './post-head.server.ts';

const notFound = () => data(null, { status: 404 });

interface Args {
  request: Request;
  params: { lang?: string; id?: string };
  context: Readonly<RouterContextProvider>;
}

/**
 * {lang}/post/{id}: the post with its replies, the author's job name, the report reasons and
 * the head's tags (post-head.server.ts).
 * Missing, deleted and private posts (P14) answer 404 from the API; so does an id that is no
 * number: all show the not-found page (SPEC §8).
 */
export async function loadPostPage({ request, params, context }: Args) {
  const lang = pageLocale(params);
  const id = parseId(params.id);
  if (id === undefined) throw notFound();
  const { api, siteConfig } = context.get(requestServices);
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
    guide: post.guideId === null ? null : await linkedGuide(api, lang, post.guideId),
    reportReasons: reasons.rows.map(({ key, name }) => ({ key, name })),
    // The head's tags, made here so that the page's script carries none of their code (P29).
    head: postHead({
      post,
      lang,
      origin: siteOrigin(request.url, siteConfig.publicUrl),
      siteName: siteConfig.siteName,
    }),
  };
}

/**
 * The guide a forum post links (SPEC §3.3, issue 31), by its title in the page's language. A
 * guide since unpublished is no link; a failure to read it leaves the post without the link.
 */
async function linkedGuide(
  api: ApiClient,
  lang: Locale,
  guideId: number,
): Promise<{ id: number; title: string } | null> {
  try {
    const { rows } = await api.call(documentation.guideOptions, { lang });
    const guide = rows.find((row) => row.id === guideId);
    return guide ? { id: guide.id, title: guide.title } : null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

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
  const intent = formText(form, 'intent');
  if (!isPostIntent(intent)) {
    return failure('like', 'BAD_REQUEST', i18nFor(lang).t('errors:BAD_REQUEST'));
  }
  const services = args.context.get(requestServices);
  const byDocument = formText(form, VIA_FETCHER) !== 'fetcher';
  const postPath = postPaths.post(lang, postId);

  try {
    const answer = await POST_INTENT_TABLE[intent].run(services.api, { lang, postId, form });
    // The table types each answer by its intent; TypeScript cannot follow the pair through the lookup.
    const result = { intent, ok: true, ...answer } as PostActionSuccess;
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
