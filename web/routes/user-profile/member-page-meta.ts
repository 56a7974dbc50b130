import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { WITHDRAWN_STATUS } from '../../features/members/withdrawn-status.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';

/** The `member` namespace's title of each page about one member; each names the member. */
export type MemberPageTitleKey = 'profile.metaTitle' | 'profile.follows.metaTitle' | 'profile.activity.metaTitle';

/**
 * The head of every page about one member (profile, follower lists, activity): "<title> | Site"
 * naming the member; when the page answered with its error boundary (no loader data), the title
 * of what the boundary shows: the withdrawn notice for a 410 only, the not-found page for a
 * member who never existed (issue 35 item 5), the server-error page for anything else. Never
 * indexed, a member's pages being about a person.
 */
export function memberPageMeta(
  { params, matches, error }: { params: { lang?: string }; matches: Parameters<typeof pageMeta>[1]; error?: unknown },
  titleKey: MemberPageTitleKey,
  nickName: string | undefined,
): MetaDescriptor[] {
  const lang = pageLocale(params);
  const i18n = i18nFor(lang);
  const title =
    nickName === undefined
      ? errorTitle(i18n.getFixedT(lang), error)
      : i18n.getFixedT(lang, 'member')(titleKey, { name: nickName });
  return [...pageMeta(lang, matches, { title }), { name: 'robots', content: 'noindex' }];
}

/** The title of the page the member pages' error boundary shows for this error. */
function errorTitle(t: (key: string) => string, error: unknown): string {
  if (!isRouteErrorResponse(error)) return t('pages:serverError.title');
  if (error.status === WITHDRAWN_STATUS) return t('member:profile.withdrawn.title');
  if (error.status === 404) return t('pages:notFound.title');
  return t('pages:serverError.title');
}
