import { data, redirect, type RouterContextProvider } from 'react-router';
import { userFollow } from '../../../common/contracts/members.ts';
import {
  FOLLOW_FIELDS,
  FOLLOW_INTENTS,
  type FollowActionResult,
  isFollowIntent,
} from '../../components/members/follow-result.ts';
import { memberPaths } from '../../components/members/member-paths.ts';
import { abuseCookieHeader, isAbuseCode } from '../../lib/abuse-cookie.ts';
import { ApiError } from '../../lib/api.ts';
import { formText } from '../../lib/form-data.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { signInRedirect } from '../../lib/member-only.server.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices } from '../../lib/request-context.ts';

interface Args {
  request: Request;
  params: { lang?: string; id?: string };
  context: Readonly<RouterContextProvider>;
}

/** A same-site path of this language only: the form's returnTo must not send anyone elsewhere. */
function safeReturn(value: string, lang: string, fallback: string): string {
  return value.startsWith(`/${lang}/`) && !value.startsWith('//') && !value.includes('\\') ? value : fallback;
}

/** `followed=on|off` tells a page reached without script what just happened (its message). */
function withOutcome(path: string, active: boolean): string {
  const url = new URL(path, 'http://hearth.invalid');
  url.searchParams.set('followed', active ? 'on' : 'off');
  return `${url.pathname}${url.search}`;
}

/**
 * The follow button's form (web/components/members/follow-button.tsx), posted to the profile
 * route of the member to follow: one /api/user/follow call. Script gets the answer as data; a
 * document post (no script) is redirected back to the page it came from (post/redirect/get). A
 * visitor goes to sign-in and back; a P17 refusal also sets its 5-minute cookie (SPEC §8).
 */
export async function followAction(args: Args) {
  const lang = pageLocale(args.params);
  const memberId = parseId(args.params.id);
  if (memberId === undefined) throw data(null, { status: 404 });
  const form = await args.request.formData();
  const intent = formText(form, FOLLOW_FIELDS.intent);
  const returnTo = safeReturn(formText(form, FOLLOW_FIELDS.returnTo), lang, memberPaths.profile(lang, memberId));
  const byDocument = formText(form, FOLLOW_FIELDS.via) !== 'fetcher';
  if (!isFollowIntent(intent)) {
    return {
      ok: false,
      code: 'BAD_REQUEST',
      message: i18nFor(lang).t('errors:BAD_REQUEST'),
    } satisfies FollowActionResult;
  }
  const services = args.context.get(requestServices);
  const followId = parseId(formText(form, FOLLOW_FIELDS.followId));
  try {
    const answer = await services.api.call(userFollow, {
      lang,
      followingUserInfoId: memberId,
      key: intent === FOLLOW_INTENTS.follow ? 'USER_FOLLOW' : 'USER_FOLLOW_CANCEL',
      ...(intent === FOLLOW_INTENTS.unfollow && followId !== undefined ? { id: followId } : {}),
    });
    if (byDocument) throw redirect(withOutcome(returnTo, answer.active));
    return { ok: true, ...answer } satisfies FollowActionResult;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'LOGIN_REQUIRED') {
      const back = new URL(returnTo, args.request.url);
      throw signInRedirect(lang, new Request(back));
    }
    const failure = { ok: false, code: error.code, message: error.message } satisfies FollowActionResult;
    if (isAbuseCode(error.code)) {
      const secure = services.siteConfig.publicUrl?.startsWith('https:') ?? false;
      return data(failure, { headers: { 'Set-Cookie': abuseCookieHeader(error.code, { secure }) } });
    }
    return failure;
  }
}
